// Bad input on Store Roles (issue 8): a role named with script or markup is stored as typed and shown as
// text, here and in the members page's role choices; Enter twice on a new name creates one role.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { assertNoMarkupElements, MARKUP } from "../../../../test/bad-input.tsx";
import { button, column, openRoles, storedRoles } from "../../../../test/settings/roles-test-kit.tsx";

const FIVE = ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"];

test("roles named with markup are stored as typed and listed as text, here and among the invite's roles", async () => {
  const { provider, location } = await openRoles();
  const user = userEvent.setup();
  for (const name of MARKUP) {
    await user.click(button("New Role"));
    await user.paste(name);
    await user.keyboard("{Enter}");
    await screen.findByRole("button", { name });
  }
  assert.equal(column("Available Roles"), [...FIVE, ...MARKUP]);
  assert.equal(
    storedRoles(provider.store.db).map((r) => r.name),
    [...FIVE, ...MARKUP],
  );
  for (const name of MARKUP) assert.ok(button(`Rename ${name}`) && button(`Delete ${name}`), name);
  assertNoMarkupElements();

  act(() => location.navigate("/settings/store/users"));
  const role = await screen.findByRole("combobox", { name: "Role" });
  await waitFor(() => assert.ok(within(role).getAllByRole("option").length > FIVE.length));
  const options = within(role)
    .getAllByRole("option")
    .map((o) => o.textContent);
  for (const name of MARKUP) assert.ok(options.includes(name), name);
  assertNoMarkupElements();
});

test("Enter twice on a new role name creates one role and shows no refusal", async () => {
  const { provider } = await openRoles();
  const user = userEvent.setup();
  await user.click(button("New Role"));
  await user.paste("Night Shift");
  await user.keyboard("{Enter}{Enter}");
  await screen.findByRole("button", { name: "Night Shift" });
  assert.is(storedRoles(provider.store.db).filter((r) => r.name === "Night Shift").length, 1);
  assert.is(screen.queryByRole("alert"), null);
  assert.is(screen.queryByRole("textbox", { name: "New role name" }), null);
});

test.run();
