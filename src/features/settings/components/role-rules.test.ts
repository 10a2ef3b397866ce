// The role screen's two rules: the protected first two, and available permissions compared by value.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Permission, Role } from "../../../../schema/rest.ts";
import { availablePermissions, isBuiltIn, withPermission, withoutPermission } from "./role-rules.ts";

const create: Permission = { id: 1, value: "can_create_purchase_order", publicName: "Create" };
const receive: Permission = { id: 2, value: "can_receive_purchase_order", publicName: "Receive" };
const modify: Permission = { id: 3, value: "can_modify_store", publicName: "Modify" };
const role = (id: number, permissions: Permission[] = []): Role => ({ id, name: `Role ${id}`, permissions });

test("only the first two roles by list position are built in", () => {
  const roles = [role(9), role(4), role(1), role(2)];
  assert.equal(
    roles.map((r) => isBuiltIn(roles, r.id)),
    [true, true, false, false],
  );
  assert.not.ok(isBuiltIn(roles, 77));
});

test("available permissions leave out the role's own, matched by value rather than by object", () => {
  // A copy with a different id and label still counts as held: identity is the value.
  const held = { ...create, id: 99, publicName: "Create (old label)" };
  assert.equal(availablePermissions([create, receive, modify], role(5, [held])), [receive, modify]);
});

test("without a selected role every permission is available", () => {
  assert.equal(availablePermissions([create, receive], undefined), [create, receive]);
});

test("adding appends once and removing drops by value", () => {
  const buyer = role(3, [create]);
  assert.equal(withPermission(buyer, receive), [create, receive]);
  assert.equal(withPermission(buyer, { ...create }), [create]);
  assert.equal(withoutPermission(role(3, [create, receive]), { ...create, id: 42 }), [receive]);
});

test.run();
