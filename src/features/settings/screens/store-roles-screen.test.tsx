// Store Roles (spec section 2): the five roles with icons on all but the protected two, selection
// splitting the permissions by value, permissions moved at once and stored as ids, route gating (D6).
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import { AppConfig, setConfig } from "../../../config/config.ts";
import {
  button,
  column,
  openRoles,
  OWNER,
  permissionId,
  refusal,
  ROLES_PATH,
  storedRole,
} from "../../../../test/settings/roles-test-kit.tsx";

const ALL = ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"];

test("the five roles are listed, and only the last three can be renamed or deleted", async () => {
  await openRoles();
  assert.ok(screen.getByRole("heading", { name: "Store Roles", level: 1 }));
  assert.equal(column("Available Roles"), ALL);
  for (const name of ALL.slice(0, 2)) {
    assert.is(screen.queryByRole("button", { name: `Rename ${name}` }), null, name);
    assert.is(screen.queryByRole("button", { name: `Delete ${name}` }), null, name);
  }
  for (const name of ALL.slice(2)) {
    assert.ok(button(`Rename ${name}`), name);
    assert.ok(button(`Delete ${name}`), name);
  }
  assert.equal(column("Current Permissions"), ["No Data In Table"]);
});

test("selecting a role shows its permissions as current and the others as available", async () => {
  await openRoles();
  const user = userEvent.setup();
  await user.click(button("Buyer"));
  assert.is(button("Buyer").getAttribute("aria-pressed"), "true");
  assert.is(button("Receiver").getAttribute("aria-pressed"), "false");
  assert.equal(column("Current Permissions"), ["Create purchase orders"]);
  // The provider has extension "approval" (D242): its permission is listed like the others, last.
  assert.equal(column("Available Permissions"), [
    "Modify store settings",
    "Receive purchase orders",
    "Approve purchase orders",
  ]);
  await user.click(button("Viewer"));
  assert.equal(column("Current Permissions"), ["No Data In Table"]);
  assert.equal(column("Available Permissions").length, 4);
});

test("a provider without extension 'approval' offers the spec's three permissions", async () => {
  await openRoles([]);
  await userEvent.setup().click(button("Viewer"));
  assert.equal(column("Available Permissions"), [
    "Modify store settings",
    "Create purchase orders",
    "Receive purchase orders",
  ]);
});

test("adding 'Receive purchase orders' to Buyer moves it at once and stores both ids", async () => {
  const { provider } = await openRoles();
  const { db } = provider.store;
  const user = userEvent.setup();
  await user.click(button("Buyer"));
  await user.click(button("Add Receive purchase orders"));
  assert.equal(column("Current Permissions"), ["Create purchase orders", "Receive purchase orders"]);
  assert.equal(column("Available Permissions"), ["Modify store settings", "Approve purchase orders"]);
  const both = ["can_create_purchase_order", "can_receive_purchase_order"].map((v) => permissionId(db, v));
  await waitFor(() => assert.equal(storedRole(db, "Buyer")!.permissionIds, both));
  assert.ok(button("Remove Receive purchase orders"));
});

test("two additions in a row both show and both are stored", async () => {
  const { provider } = await openRoles();
  const { db } = provider.store;
  const user = userEvent.setup();
  await user.click(button("Viewer"));
  await user.click(button("Add Receive purchase orders"));
  await user.click(button("Add Modify store settings"));
  assert.equal(column("Current Permissions"), ["Receive purchase orders", "Modify store settings"]);
  const both = ["can_receive_purchase_order", "can_modify_store"].map((v) => permissionId(db, v));
  await waitFor(() => assert.equal(storedRole(db, "Viewer")!.permissionIds, both));
  assert.equal(column("Current Permissions"), ["Receive purchase orders", "Modify store settings"]);
});

test("removing a permission moves it back and stores the shorter list", async () => {
  const { provider } = await openRoles();
  const user = userEvent.setup();
  await user.click(button("Buyer"));
  await user.click(button("Remove Create purchase orders"));
  assert.equal(column("Current Permissions"), ["No Data In Table"]);
  assert.equal(column("Available Permissions"), [
    "Modify store settings",
    "Create purchase orders",
    "Receive purchase orders",
    "Approve purchase orders",
  ]);
  await waitFor(() => assert.equal(storedRole(provider.store.db, "Buyer")!.permissionIds, []));
});

test("a built-in role can be selected but offers no add or remove icons", async () => {
  await openRoles();
  await userEvent.setup().click(button("Store Owner"));
  assert.is(button("Store Owner").getAttribute("aria-pressed"), "true");
  // The seed's owner holds the approval extension's permission too (D242).
  assert.equal(column("Current Permissions").length, 4);
  assert.ok(screen.getByText("Store Owner is a built-in role: read-only."));
  assert.is(screen.queryByRole("button", { name: /^(Add|Remove) / }), null);
});

test("a change the provider refuses ends on what it stored", async () => {
  const { provider } = await openRoles();
  const user = userEvent.setup();
  await user.click(button("Receiver"));
  // Someone else deletes the role meanwhile: the save answers 404 and the list catches up.
  provider.store.arrange((db) => {
    db.roles = db.roles.filter((r) => r !== storedRole(db, "Receiver"));
  });
  await user.click(button("Add Create purchase orders"));
  assert.match(
    await screen.findByRole("alert").then((a) => a.textContent),
    /^The permissions were not saved: /,
  );
  await waitFor(() =>
    assert.equal(column("Available Roles"), ["Store Owner", "Store Admin", "Buyer", "Viewer"]),
  );
  assert.equal(column("Current Permissions"), ["No Data In Table"]);
});

test("the lists show a loading line; a missing provider says the service could not be reached, with Try Again", async () => {
  const { location } = await renderAt("/", { signedInAs: OWNER });
  await screen.findByText("Where do you want to start?");
  setConfig(AppConfig.parse({ apiBase: "/api/no-roles-here/" }));
  act(() => location.navigate(ROLES_PATH));
  assert.ok(await screen.findByText("Loading Store Roles"));
  assert.ok(await screen.findByRole("heading", { name: "The service could not be reached" }));
  assert.match(await refusal(), /^The service is unavailable right now\./);
  setConfig(AppConfig.parse({}));
  await userEvent.setup().click(button("Try Again"));
  await screen.findByRole("button", { name: "Viewer" });
  assert.equal(column("Available Roles"), ALL);
});

test("a buyer opening the roles route gets the not-found page", async () => {
  await renderAt(ROLES_PATH, { signedInAs: "buyer@example.com" });
  assert.ok(await screen.findByText("Hmm...this page doesn't exist. Try searching for something else!"));
  assert.is(screen.queryByRole("heading", { name: "Store Roles" }), null);
  const menu = screen.queryByRole("navigation", { name: "Settings" });
  if (menu) assert.is(within(menu).queryByRole("link", { name: "Store Roles" }), null);
});

test.run();
