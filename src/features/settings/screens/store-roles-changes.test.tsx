// Store Roles (spec section 2, D19, D27): creating on blur, renaming on blur with the role's
// permissions, deleting, and the provider's refusals shown in one line while the lists show what it
// stored.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import {
  answerDelete,
  button,
  column,
  openRoles,
  OWNER,
  permissionId,
  refusal,
  ROLES_PATH,
  storedRole,
  storedRoles,
  storeOf,
} from "../../../../test/settings/roles-test-kit.tsx";

const FIVE = ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"];
const newName = () => screen.getByRole<HTMLInputElement>("textbox", { name: "New role name" });

/** The screen with a sixth role, Night Shift, holding 'Receive purchase orders' and held by nobody. */
async function withNightShift() {
  const view = await renderAt("/", { signedInAs: OWNER });
  await screen.findByText("Where do you want to start?");
  view.provider.store.arrange((db) => {
    const receive = permissionId(db, "can_receive_purchase_order");
    const id = view.provider.store.nextId(db);
    db.roles.push({ id, storeId: storeOf(db), name: "Night Shift", permissionIds: [receive] });
  });
  act(() => view.location.navigate(ROLES_PATH));
  await screen.findByRole("button", { name: "Night Shift" });
  return view;
}

test("the plus button and a blur create 'Night Shift', stored and listed", async () => {
  const { provider } = await openRoles();
  const user = userEvent.setup();
  await user.click(button("New Role"));
  await user.type(newName(), "Night Shift");
  await user.tab();
  await screen.findByRole("button", { name: "Night Shift" });
  assert.equal(column("Available Roles"), [...FIVE, "Night Shift"]);
  assert.is(screen.queryByRole("textbox", { name: "New role name" }), null);
  assert.equal(storedRole(provider.store.db, "Night Shift")!.permissionIds, []);
  assert.ok(button("Rename Night Shift") && button("Delete Night Shift"));
});

test("renaming on blur stores the new name with the role's permissions", async () => {
  const { provider } = await withNightShift();
  const receive = permissionId(provider.store.db, "can_receive_purchase_order");
  const user = userEvent.setup();
  await user.click(button("Rename Night Shift"));
  const input = screen.getByRole("textbox", { name: "New name for Night Shift" });
  await user.clear(input);
  await user.type(input, "Late Shift");
  await user.tab();
  await screen.findByRole("button", { name: "Late Shift" });
  await waitFor(() => assert.ok(storedRole(provider.store.db, "Late Shift")));
  assert.equal(storedRole(provider.store.db, "Late Shift")!.permissionIds, [receive]);
  assert.is(storedRole(provider.store.db, "Night Shift"), undefined);
  assert.is(screen.queryByRole("textbox", { name: "New name for Night Shift" }), null);
});

test("a rename the provider refuses keeps what was typed and stores nothing", async () => {
  const { provider } = await withNightShift();
  const user = userEvent.setup();
  await user.click(button("Rename Night Shift"));
  const input = screen.getByRole<HTMLInputElement>("textbox", { name: "New name for Night Shift" });
  await user.clear(input);
  await user.type(input, "Viewer{Enter}");
  assert.match(await refusal(), /^The role was not renamed: .*already exists/);
  assert.is(input.value, "Viewer");
  assert.equal(column("Available Roles").slice(0, 5), FIVE);
  assert.ok(storedRole(provider.store.db, "Night Shift"));
});

test("deleting the selected role clears the selection", async () => {
  const { provider } = await withNightShift();
  const user = userEvent.setup();
  await user.click(button("Night Shift"));
  assert.equal(column("Current Permissions"), ["Receive purchase orders"]);
  await user.click(button("Delete Night Shift"));
  assert.ok(storedRole(provider.store.db, "Night Shift"), "nothing deleted before the answer");
  await answerDelete(user, "Confirm");
  await waitFor(() => assert.equal(column("Available Roles"), FIVE));
  assert.equal(column("Current Permissions"), ["No Data In Table"]);
  assert.ok(screen.getByText("Select a role to change its permissions."));
  assert.is(storedRole(provider.store.db, "Night Shift"), undefined);
});

test("a role delete asks first, and Cancel keeps the role and its selection", async () => {
  const { provider } = await withNightShift();
  const user = userEvent.setup();
  await user.click(button("Night Shift"));
  await user.click(button("Delete Night Shift"));
  await answerDelete(user, "Cancel");
  assert.is(screen.queryByRole("dialog"), null);
  assert.ok(storedRole(provider.store.db, "Night Shift"));
  assert.equal(column("Available Roles"), [...FIVE, "Night Shift"]);
  assert.is(button("Night Shift").getAttribute("aria-pressed"), "true");
});

test("deleting a role members hold shows the provider's refusal and the role stays", async () => {
  const { provider } = await openRoles();
  const user = userEvent.setup();
  await user.click(button("Buyer"));
  await user.click(button("Delete Buyer"));
  await answerDelete(user, "Confirm");
  assert.match(await refusal(), /^The role was not deleted: .*hold.*"Buyer"/);
  assert.equal(column("Available Roles"), FIVE);
  assert.is(button("Buyer").getAttribute("aria-pressed"), "true");
  assert.ok(storedRole(provider.store.db, "Buyer"));
});

test("a blank or duplicate new name shows the refusal and stores nothing", async () => {
  const { provider } = await openRoles();
  const count = storedRoles(provider.store.db).length;
  const user = userEvent.setup();
  await user.click(button("New Role"));
  await user.tab();
  assert.is(await refusal(), "The role was not created: A role needs a name.");
  const line = screen.getByRole("alert");
  assert.ok(
    line.nextElementSibling?.classList.contains("role-tables"),
    "the refusal is the line above the tables",
  );
  assert.is(document.querySelector(".role-hint"), null, "in the hint's place: the tables do not move");
  // The input stays open for another try (D27); Enter saves as a blur does.
  await user.type(newName(), "buyer{Enter}");
  await waitFor(async () => assert.match(await refusal(), /^The role was not created: .*already exists/));
  assert.is(newName().value, "buyer");
  assert.is(storedRoles(provider.store.db).length, count);
  assert.equal(column("Available Roles"), FIVE);
});

test("Escape closes the new-name input without a call", async () => {
  const { provider } = await openRoles();
  const count = storedRoles(provider.store.db).length;
  const user = userEvent.setup();
  await user.click(button("New Role"));
  await user.type(newName(), "Half typed{Escape}");
  assert.is(screen.queryByRole("textbox", { name: "New role name" }), null);
  await new Promise((resolve) => setTimeout(resolve, 50)); // time enough for a call to land
  assert.is(screen.queryByRole("alert"), null);
  assert.is(storedRoles(provider.store.db).length, count);
});

test.run();
