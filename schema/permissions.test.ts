import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  ACTION_PERMISSIONS,
  PERMISSIONS,
  APPROVAL_PERMISSION,
  PERMISSION_CATALOG,
  can,
  hasAnyPermission,
  type Action,
} from "./permissions.ts";

const ALL = Object.values(PERMISSIONS);
const ACTIONS = Object.keys(ACTION_PERMISSIONS) as Action[];

// ---- the route rule --------------------------------------------------------------------------

test("a route that requires nothing is open to everyone, even with no permissions", () => {
  assert.is(hasAnyPermission([], []), true);
  assert.is(hasAnyPermission(ALL, []), true);
});

test("a user with no permissions is refused a route that requires one", () => {
  assert.is(hasAnyPermission([], ["can_modify_store"]), false);
});

test("any one of several required permissions is enough", () => {
  const required = ["can_create_purchase_order", "can_receive_purchase_order"];
  assert.is(hasAnyPermission(["can_receive_purchase_order"], required), true);
  assert.is(hasAnyPermission(["can_create_purchase_order"], required), true);
});

test("holding only other permissions is not enough", () => {
  assert.is(hasAnyPermission(["can_modify_store", "something_else"], ["can_create_purchase_order"]), false);
});

test("permissions are compared exactly, not by case or prefix", () => {
  assert.is(hasAnyPermission(["CAN_MODIFY_STORE"], ["can_modify_store"]), false);
  assert.is(hasAnyPermission(["can_modify"], ["can_modify_store"]), false);
  assert.is(hasAnyPermission([" can_modify_store"], ["can_modify_store"]), false);
});

test("unknown and repeated held permissions do no harm", () => {
  assert.is(hasAnyPermission(["x", "can_modify_store", "can_modify_store"], ["can_modify_store"]), true);
});

// ---- the catalog -----------------------------------------------------------------------------

test("the catalog names every permission once, with its public name", () => {
  assert.equal(
    PERMISSION_CATALOG.map(({ value, publicName }) => [value, publicName]),
    [
      ["can_modify_store", "Modify store settings"],
      ["can_create_purchase_order", "Create purchase orders"],
      ["can_receive_purchase_order", "Receive purchase orders"],
    ],
  );
  // The approval extension's permission (D242) is its own entry, listed only by a provider that has it.
  assert.equal(
    [...PERMISSION_CATALOG, APPROVAL_PERMISSION].map((entry) => entry.value).sort(),
    [...ALL].sort(),
  );
  assert.is(APPROVAL_PERMISSION.publicName, "Approve purchase orders");
});

// ---- who may do what (D6) --------------------------------------------------------------------

test("every action requires at least one permission", () => {
  for (const action of ACTIONS) assert.ok(ACTION_PERMISSIONS[action].length > 0, action);
});

test("a buyer creates, edits, orders, reopens, sets the supplier and sends the PDF", () => {
  const buyer = ["can_create_purchase_order"];
  const allowed = ACTIONS.filter((action) => can(buyer, action)).sort();
  assert.equal(allowed, [
    "createPurchaseOrder",
    "editPurchaseOrder",
    "markOrdered",
    "reopen",
    "sendPurchaseOrderPdf",
    "setSupplier",
    "viewPurchaseOrders",
  ]);
});

test("a receiver marks received, records the counted quantities, closes and sees the orders, nothing else", () => {
  const receiver = ["can_receive_purchase_order"];
  const allowed = ACTIONS.filter((action) => can(receiver, action)).sort();
  assert.equal(allowed, ["close", "markReceived", "recordDeliveryCounts", "viewPurchaseOrders"]);
});

test("a store admin manages roles, members and the store but not purchase orders", () => {
  const admin = ["can_modify_store"];
  const allowed = ACTIONS.filter((action) => can(admin, action)).sort();
  assert.equal(allowed, ["manageMembers", "manageRoles", "manageStore"]);
});

test("a viewer with no permission may do nothing at all", () => {
  assert.equal(
    ACTIONS.filter((action) => can([], action)),
    [],
  );
});

test("an owner with every permission may do everything", () => {
  assert.ok(ACTIONS.every((action) => can(ALL, action)));
});

test.run();
