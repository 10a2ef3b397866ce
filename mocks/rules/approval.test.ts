// Extension "approval" in the fake (D242, D243), where the contract cannot look: a spec-only provider hides
// the permission from every role, list and token, and a role saved then keeps it; an approval judged by
// its fingerprint holds again when the lines come back to exactly what was approved.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { PERMISSIONS } from "../../schema/permissions.ts";
import { createProvider, type Provider } from "../provider.ts";
import { cachedSeed } from "../seed/cached.ts";
import { approvePurchaseOrder, needsApproval, standingApproval } from "./approval.ts";
import { listPermissions, listRoles, updateRole } from "./roles.ts";
import { currentRole, type Session } from "./session.ts";

const APPROVE = PERMISSIONS.approvePurchaseOrder;
let provider: Provider;
test.before.each(async () => {
  provider = await createProvider({ makeSeed: cachedSeed() });
});

function sessionOf(email: string): Session {
  const { db } = provider.store;
  const user = db.users.find((u) => u.email === email)!;
  return {
    user,
    storeId: user.activeStoreId,
    permissions: currentRole(db, user.id, user.activeStoreId).permissions,
  };
}

const values = (permissions: readonly { value: string }[]) => permissions.map((p) => p.value);

test("the seed's owner role holds it; a spec-only provider lists it nowhere", () => {
  const owner = sessionOf("owner@example.com");
  assert.ok(owner.permissions.includes(APPROVE));
  assert.ok(values(listPermissions(provider, owner).data).includes(APPROVE));
  assert.ok(values(listRoles(provider, owner).data[0]!.permissions).includes(APPROVE));
  provider.extensions.delete("approval");
  assert.not.ok(values(listPermissions(provider, owner).data).includes(APPROVE));
  for (const role of listRoles(provider, owner).data)
    assert.not.ok(values(role.permissions).includes(APPROVE));
});

test("a role saved while the extension is off keeps the permission it could not see, and cannot be given it", () => {
  const owner = sessionOf("owner@example.com");
  const { db } = provider.store;
  const approveId = db.permissions.find((p) => p.value === APPROVE)!.id;
  const createId = db.permissions.find((p) => p.value === PERMISSIONS.createPurchaseOrder)!.id;
  const buyer = db.roles.find((r) => r.storeId === owner.storeId && r.name === "Buyer")!;
  updateRole(provider, owner, String(buyer.id), "Buyer", [createId, approveId]);
  provider.extensions.delete("approval");
  updateRole(provider, owner, String(buyer.id), "Buyers", [createId]);
  assert.equal(buyer.permissionIds, [createId, approveId]);
  assert.throws(() => updateRole(provider, owner, String(buyer.id), "Buyers", [approveId]), /does not exist/);
  assert.equal(buyer.permissionIds, [createId, approveId], "nothing changed");
});

test("an approval voided by a change holds again once the lines are exactly as approved (D243)", () => {
  const owner = sessionOf("owner@example.com");
  const { db } = provider.store;
  const order = db.purchaseOrders.find(
    (o) => o.storeId === owner.storeId && o.status === "OPEN" && o.items.some((i) => i.quantity > 1),
  )!;
  provider.store.arrange((db) => {
    db.stores.find((s) => s.id === owner.storeId)!.approvalThresholdCents = 0;
  });
  assert.ok(needsApproval(provider, order));
  approvePurchaseOrder(provider, owner, String(order.id));
  assert.ok(standingApproval(order));
  const line = order.items.find((i) => i.quantity > 1)!;
  provider.store.arrange(() => void (line.quantity -= 1));
  assert.is(standingApproval(order), null);
  assert.ok(needsApproval(provider, order));
  provider.store.arrange(() => void (line.quantity += 1));
  assert.ok(standingApproval(order));
  assert.not.ok(needsApproval(provider, order));
  provider.extensions.delete("approval");
  provider.store.arrange(() => void (line.quantity += 5));
  assert.not.ok(needsApproval(provider, order), "spec-only: nothing waits");
});

test.run();
