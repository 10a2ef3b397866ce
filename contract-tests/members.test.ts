// Store members (D29 extensions, D6, D11, D12): list, change a role, remove, the last-holder rule. Each
// test takes a store of its own (D200) with the members it changes; "another store" is the run's own.
// Invites are in member-invites.test.ts.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, claimsOf, gql, signInAs } from "./support/client.ts";
import { errorCode } from "./support/orders.ts";
import { members, roleId } from "./support/members.ts";
import { account, idOf, ownStore, tokenOf } from "./support/own-store.ts";
import { session } from "./support/sessions.ts";
import { contract } from "./support/tiers.ts";

const setRole = (token: string, userId: number | string, role: number) =>
  call("updateMember", { token, params: { userId }, body: { roleId: role } });
const ADD_ORDER = `mutation ContractMemberAdd { addPurchaseOrder(shippingCost: 0, discount: "", items: []) { purchaseOrder { id } } }`;
const byEmail = <T extends { email: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.email.localeCompare(b.email));

describe("members", () => {
  contract(
    "the members list the store's members with name, email and role",
    ownStore({ buyer: "Buyer", receiver: "Receiver", viewer: "Viewer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const list = await members(owner);
      const expected = [
        ["owner", "Store Owner"],
        ["buyer", "Buyer"],
        ["receiver", "Receiver"],
        ["viewer", "Viewer"],
      ].map(([key, role]) => ({ email: account(state, key!).email, userId: idOf(state, key!), role }));
      assert.equal(
        byEmail(list).map((m) => [m.email, Number(m.userId), m.role.name]),
        byEmail(expected).map((m) => [m.email, m.userId, m.role]),
      );
      // Each member's name is the one the account itself reads.
      for (const key of ["owner", "viewer"]) {
        const me = (await call("active", { token: await tokenOf(state, key) })).body.data;
        const row = list.find((m) => m.email === account(state, key).email)!;
        assert.equal([row.firstName, row.lastName], [me.firstName, me.lastName], key);
      }
      // The run's store lists none of them, and this store none of the run's accounts.
      const run = await session("owner");
      const theirs = (await call("listMembers", { token: run.token })).body.data as { email: string }[];
      assert.not.ok(theirs.some((m) => expected.some((e) => e.email === m.email)));
      assert.not.ok(list.some((m) => String(m.userId) === run.userId));
    },
  );

  contract(
    "a role change is stored and the member's next sign-in or store switch carries it (D12)",
    ownStore({ buyer: "Buyer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const buyer = await tokenOf(state, "buyer");
      const res = await setRole(owner, idOf(state, "buyer"), await roleId(owner, "Viewer"));
      assert.is(res.status, 200);
      assert.equal(res.body.data.role.name, "Viewer");
      assert.is(
        (await members(owner)).find((m) => Number(m.userId) === idOf(state, "buyer"))!.role.name,
        "Viewer",
      );

      const next = await tokenOf(state, "buyer");
      assert.is(claimsOf(next).Role, "Viewer");
      assert.equal(claimsOf(next).Permissions, []);
      assert.is(errorCode(await gql(ADD_ORDER, {}, next)), "FORBIDDEN");

      const switched = await call("switchStore", {
        token: buyer,
        body: { storeId: Number(state.ids.store) },
      });
      assert.equal(claimsOf(switched.body.data.accessToken).Permissions, []);
    },
  );

  contract(
    "a member promoted to Store Admin manages the store from the next sign-in",
    ownStore({ viewer: "Viewer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      assert.is((await call("listMembers", { token: await tokenOf(state, "viewer") })).status, 403);
      assert.is(
        (await setRole(owner, idOf(state, "viewer"), await roleId(owner, "Store Admin"))).status,
        200,
      );
      assert.is((await call("listMembers", { token: await tokenOf(state, "viewer") })).status, 200);
    },
  );

  contract(
    "the only can_modify_store holder can neither demote nor remove itself (409)",
    ownStore({ buyer: "Buyer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const before = await members(owner);
      const me = idOf(state, "owner");
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
    },
  );

  contract(
    "once another member holds can_modify_store, the owner may step down or leave",
    ownStore({ buyer: "Buyer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const me = idOf(state, "owner");
      await setRole(owner, idOf(state, "buyer"), await roleId(owner, "Store Admin"));
      const admin = await tokenOf(state, "buyer");
      assert.is((await setRole(owner, me, await roleId(owner, "Buyer"))).status, 200);
      // The role is read from the store on every request: stepped down, the same token manages nothing.
      assert.is((await call("removeMember", { token: owner, params: { userId: me } })).status, 403);
      assert.is((await call("removeMember", { token: admin, params: { userId: me } })).status, 200);
      assert.is((await call("listMembers", { token: owner })).status, 401, "the store is no longer theirs");
      const { email, password } = account(state, "owner");
      const next = await signInAs(email, password);
      assert.is(next.user.activeStore, null, "the owner had no other store");
      assert.equal(next.user.availiableStores, []);
    },
  );

  contract(
    "a removed member loses the store: the old token is refused, the next sign-in has no store",
    ownStore({ buyer: "Buyer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const buyer = await tokenOf(state, "buyer");
      const id = idOf(state, "buyer");
      assert.is((await call("removeMember", { token: owner, params: { userId: id } })).status, 200);
      assert.not.ok((await members(owner)).some((m) => Number(m.userId) === id));
      assert.is((await call("active", { token: buyer })).status, 401);
      const { email, password } = account(state, "buyer");
      const next = await signInAs(email, password);
      assert.is(next.user.activeStore, null);
      assert.equal(next.user.availiableStores, []);
      assert.is((await call("removeMember", { token: owner, params: { userId: id } })).status, 404);
    },
  );

  contract(
    "another store's member and role answer not found and change nothing (D11)",
    ownStore({ buyer: "Buyer" }),
    async ({ state }) => {
      const run = await session("owner");
      const runViewer = await roleId(run.token, "Viewer");
      const owner = await tokenOf(state, "owner");
      const before = await members(owner);
      assert.is((await setRole(owner, idOf(state, "buyer"), runViewer)).status, 404);
      for (const userId of [run.userId, 999_999_999, "abc"]) {
        assert.is((await setRole(owner, userId, await roleId(owner, "Buyer"))).status, 404);
        assert.is((await call("removeMember", { token: owner, params: { userId } })).status, 404);
      }
      assert.equal(await members(owner), before);
      assert.ok(
        (await members(run.token)).some((m) => String(m.userId) === run.userId),
        "the run's owner is still a member of its store",
      );
    },
  );

  contract(
    "every member call without can_modify_store gets 403, and none without a token gets past 401",
    ownStore({ buyer: "Buyer", receiver: "Receiver", viewer: "Viewer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const before = await members(owner);
      const viewer = idOf(state, "viewer");
      const buyerRole = await roleId(owner, "Buyer");
      for (const key of ["buyer", "receiver", "viewer"]) {
        const token = await tokenOf(state, key);
        assert.is((await call("listMembers", { token })).status, 403, key);
        assert.is((await setRole(token, viewer, buyerRole)).status, 403, key);
        assert.is((await call("removeMember", { token, params: { userId: viewer } })).status, 403, key);
      }
      assert.is((await call("listMembers")).status, 401);
      assert.equal(await members(owner), before);
    },
  );
});
