// Role names under the shared rule (D52, D103): the Store Roles screen refuses what the provider would,
// in the provider's words, before anything is sent. The provider is switched off for each try, so a
// call sent would say it could not be reached instead.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { NO_FAULTS } from "../../../../mocks/faults/faults.ts";
import { button, column, openRoles, refusal } from "../../../../test/settings/roles-test-kit.tsx";

const FIVE = ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"];

test("a new role name with an invisible character is refused on the screen, naming it, and the input keeps it", async () => {
  const { provider } = await openRoles();
  provider.faults.set({ ...NO_FAULTS, offline: true });
  const user = userEvent.setup();
  await user.click(button("New Role"));
  await user.paste("Night\u200BShift");
  await user.keyboard("{Enter}");
  assert.is(
    await refusal(),
    "The role was not created: A role name must not contain line breaks, control or invisible characters (U+200B at position 6).",
  );
  assert.is(
    screen.getByRole<HTMLInputElement>("textbox", { name: "New role name" }).value,
    "Night\u200BShift",
  );
  assert.equal(column("Available Roles"), FIVE);
});

test("a rename to a look-alike of another role (a Cyrillic O) is refused on the screen with the provider's words", async () => {
  const { provider } = await openRoles();
  provider.faults.set({ ...NO_FAULTS, offline: true });
  const user = userEvent.setup();
  await user.click(button("Rename Buyer"));
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "New name for Buyer" });
  await user.clear(input);
  await user.paste("Store \u041Ewner");
  await user.keyboard("{Enter}");
  assert.is(
    await refusal(),
    'The role was not renamed: "Store \u041Ewner" looks the same as the role "Store Owner": choose another name.',
  );
  assert.is(input.value, "Store \u041Ewner");
});

test.run();
