// Store members (D29 extensions, D6, D11, D12): list, change a role, remove, the last-holder rule.
// Invites are in member-invites.test.ts.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, claimsOf, gql, ownerIn, signInAs } from "./support/client.ts";
import { errorCode } from "./support/orders.ts";
import { it, MAPLE, members, roleId } from "./support/members.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const memberId = async (token: string, email: string) =>
  (await members(token)).find((m) => m.email === email)!.userId;
const setRole = (token: string, userId: number | string, role: number) =>
  call("updateMember", { token, params: { userId }, body: { roleId: role } });
const ADD_ORDER = `mutation ContractMemberAdd { addPurchaseOrder(shippingCost: 0, discount: "", items: []) { purchaseOrder { id } } }`;

it("the members list the store's members with name, email and role", async () => {
  const list = await members(await ownerIn(MAPLE));
  assert.equal(
    list.map((m) => [m.email, m.role.name]),
    [
      ["owner@example.com", "Store Owner"],
      ["buyer@example.com", "Buyer"],
      ["receiver@example.com", "Receiver"],
      ["viewer@example.com", "Viewer"],
    ],
  );
  const owner = list[0]!;
  assert.equal([owner.firstName, owner.lastName], ["Olivia", "Bennett"]);
  assert.equal(
    (await members(await ownerIn("Harbor Hardware"))).map((m) => m.email),
    ["owner@example.com"],
  );
});

it("a role change is stored and the member's next sign-in or store switch carries it (D12)", async () => {
  const owner = await ownerIn(MAPLE);
  const buyer = await signInAs("buyer@example.com");
  const res = await setRole(owner, await memberId(owner, "buyer@example.com"), await roleId(owner, "Viewer"));
  assert.is(res.status, 200);
  assert.equal(res.body.data.role.name, "Viewer");
  assert.is((await members(owner)).find((m) => m.email === "buyer@example.com")!.role.name, "Viewer");

  const next = await signInAs("buyer@example.com");
  assert.is(claimsOf(next.accessToken).Role, "Viewer");
  assert.equal(claimsOf(next.accessToken).Permissions, []);
  assert.is(errorCode(await gql(ADD_ORDER, {}, next.accessToken)), "FORBIDDEN");

  const storeId = buyer.user.activeStore!.id;
  const switched = await call("switchStore", { token: buyer.accessToken, body: { storeId } });
  assert.equal(claimsOf(switched.body.data.accessToken).Permissions, []);
});

it("a member promoted to Store Admin manages the store from the next sign-in", async () => {
  const owner = await ownerIn(MAPLE);
  const viewerId = await memberId(owner, "viewer@example.com");
  assert.is((await setRole(owner, viewerId, await roleId(owner, "Store Admin"))).status, 200);
  const { accessToken } = await signInAs("viewer@example.com");
  assert.is((await call("listMembers", { token: accessToken })).status, 200);
});

it("the only can_modify_store holder can neither demote nor remove itself (409)", async () => {
  const owner = await ownerIn(MAPLE);
  const before = await members(owner);
  const me = await memberId(owner, "owner@example.com");
  for (const name of ["Buyer", "Viewer"]) {
    const res = await setRole(owner, me, await roleId(owner, name));
    assert.is(res.status, 409, name);
    assert.match(res.body.description, "last member who can modify the store");
  }
  const removed = await call("removeMember", { token: owner, params: { userId: me } });
  assert.is(removed.status, 409);
  assert.type(removed.body.description, "string");
  assert.equal(await members(owner), before);
  // Keeping the protected role is no loss of the permission.
  assert.is((await setRole(owner, me, await roleId(owner, "Store Admin"))).status, 200);
});

it("once another member holds can_modify_store, the owner may step down or leave", async () => {
  const owner = await ownerIn(MAPLE);
  const me = await memberId(owner, "owner@example.com");
  const buyerId = await memberId(owner, "buyer@example.com");
  await setRole(owner, buyerId, await roleId(owner, "Store Admin"));
  const admin = (await signInAs("buyer@example.com")).accessToken;
  assert.is((await setRole(owner, me, await roleId(owner, "Buyer"))).status, 200);
  // The role is read from the store on every request: stepped down, the same token manages nothing.
  assert.is((await call("removeMember", { token: owner, params: { userId: me } })).status, 403);
  assert.is((await call("removeMember", { token: admin, params: { userId: me } })).status, 200);
  assert.is((await call("listMembers", { token: owner })).status, 401, "the store is no longer theirs");
  const next = await signInAs("owner@example.com");
  assert.is(next.user.activeStore?.name, "Harbor Hardware");
  assert.not.ok(next.user.availiableStores.some((s) => s.name === MAPLE));
});

it("a removed member loses the store: the old token is refused, the next sign-in has no store", async () => {
  const owner = await ownerIn(MAPLE);
  const buyer = await signInAs("buyer@example.com");
  const id = await memberId(owner, "buyer@example.com");
  assert.is((await call("removeMember", { token: owner, params: { userId: id } })).status, 200);
  assert.not.ok((await members(owner)).some((m) => m.userId === id));
  assert.is((await call("active", { token: buyer.accessToken })).status, 401);
  const next = await signInAs("buyer@example.com");
  assert.is(next.user.activeStore, null);
  assert.equal(next.user.availiableStores, []);
  assert.is((await call("removeMember", { token: owner, params: { userId: id } })).status, 404);
});

it("another store's member and role answer not found and change nothing (D11)", async () => {
  const harbor = await ownerIn("Harbor Hardware");
  const harborViewer = await roleId(harbor, "Viewer");
  const owner = await ownerIn(MAPLE);
  const before = await members(owner);
  const buyer = await memberId(owner, "buyer@example.com");
  assert.is((await setRole(owner, buyer, harborViewer)).status, 404);
  const newcomer = Number(claimsOf((await signInAs("newcomer@example.com")).accessToken).sub);
  for (const userId of [newcomer, 999_999, "abc"]) {
    assert.is((await setRole(owner, userId, await roleId(owner, "Buyer"))).status, 404);
    assert.is((await call("removeMember", { token: owner, params: { userId } })).status, 404);
  }
  assert.equal(await members(owner), before);
});

it("every member call without can_modify_store gets 403, and none without a token gets past 401", async () => {
  const owner = await ownerIn(MAPLE);
  const before = await members(owner);
  const viewer = await memberId(owner, "viewer@example.com");
  const buyerRole = await roleId(owner, "Buyer");
  for (const email of ["buyer@example.com", "receiver@example.com", "viewer@example.com"]) {
    const { accessToken: token } = await signInAs(email);
    assert.is((await call("listMembers", { token })).status, 403, email);
    assert.is((await setRole(token, viewer, buyerRole)).status, 403, email);
    assert.is((await call("removeMember", { token, params: { userId: viewer } })).status, 403, email);
  }
  assert.is((await call("listMembers")).status, 401);
  assert.equal(await members(owner), before);
});

test.run("members");
