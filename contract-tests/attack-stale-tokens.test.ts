// Attack suite, stale tokens (issue 13 finding 2): a token names the account and its store; the role
// and permissions come from the store on every request. So a role losing a permission, or a member
// demoted, loses the power at once, whatever the older token still claims; a fresh read shows that
// nothing changed. Each test takes a store of its own (D200): no one else writes to it, so the whole
// store is read before and after (support/snapshot.ts).
import { describe } from "node:test";
import { call, gql } from "./support/client.ts";
import { roleId } from "./support/members.ts";
import { ADD } from "./support/orders.ts";
import { idOf, ownStore, tokenOf } from "./support/own-store.ts";
import { assertRefused, assertUnchanged, type Owners, snapshot } from "./support/snapshot.ts";
import type { StateAnswer } from "./support/states.ts";
import { contract } from "./support/tiers.ts";

const forbidden = { code: "FORBIDDEN", message: /does not allow/ } as const;
const setRole = (token: string, userId: number, role: number) =>
  call("updateMember", { token, params: { userId }, body: { roleId: role } });
/** The state's store read through its owner (snapshot.ts's stores are keyed by name). */
const ownerTokens = async (state: StateAnswer) =>
  ({ [state.ids.storeName!]: await tokenOf(state, "owner") }) as Owners;

describe("attack-stale-tokens", () => {
  contract(
    "a buyer's older token creates no order once the Buyer role lost can_create_purchase_order",
    ownStore({ buyer: "Buyer" }),
    async ({ state }) => {
      const buyer = await tokenOf(state, "buyer");
      const tokens = await ownerTokens(state);
      const owner = Object.values(tokens)[0]!;
      const taken = await call("updateRole", {
        token: owner,
        params: { id: await roleId(owner, "Buyer") },
        body: { name: "Buyer", permissions: [] },
      });
      if (taken.status !== 200) throw new Error(JSON.stringify(taken.body));
      const before = await snapshot(tokens);

      const res = await gql(ADD, { shippingCost: 0, discount: "", items: [] }, buyer);
      assertRefused(res, forbidden, "create with the older token");
      await assertUnchanged(tokens, before, "create with the older token");
    },
  );

  contract(
    "a demoted Store Admin's older token can neither make itself owner again nor remove the owner",
    ownStore({ viewer: "Viewer" }),
    async ({ state }) => {
      const tokens = await ownerTokens(state);
      const owner = Object.values(tokens)[0]!;
      const viewerId = idOf(state, "viewer");
      const ownerId = idOf(state, "owner");
      await setRole(owner, viewerId, await roleId(owner, "Store Admin"));
      const admin = await tokenOf(state, "viewer");
      await setRole(owner, viewerId, await roleId(owner, "Viewer"));
      const before = await snapshot(tokens);

      const storeOwner = await roleId(owner, "Store Owner");
      assertRefused(await setRole(admin, viewerId, storeOwner), forbidden, "promote itself");
      assertRefused(
        await call("removeMember", { token: admin, params: { userId: ownerId } }),
        forbidden,
        "remove the owner",
      );
      assertRefused(await call("listMembers", { token: admin }), forbidden, "list members");
      await assertUnchanged(tokens, before, "the demoted admin in its store");
    },
  );
});
