// Attack suite, a store's life (issue 13 finding 4): ids are never handed out twice in a store's life,
// a reset included, and a token from before a reset names no live session. (A restart: server-secret.)
// The reset is the provider state "seed" itself, asked for again in the test: the accounts are the ones
// it answers, never the accounts file's.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, claimsOf, gql, signInAs } from "./support/client.ts";
import { ADD } from "./support/orders.ts";
import { registerAndSignIn, uniqueEmail } from "./support/sessions.ts";
import { assertRefused, assertUnchanged, type Owners, snapshot } from "./support/snapshot.ts";
import { providerState, type StateAnswer } from "./support/states.ts";
import { contract } from "./support/tiers.ts";

const signedOut = { code: "UNAUTHENTICATED", message: /before the provider was reset/ } as const;
const PASSWORD = "Night1234";
const EMPTY_ORDER = { shippingCost: 0, discount: "", items: [] };

/** Signs in the seed's account `role` (the state's answer): token and active store. */
async function seeded(state: StateAnswer, role: string) {
  const account = state.accounts[role];
  if (!account) throw new Error(`The seed state answered no ${role} account`);
  const { accessToken, user } = await signInAs(account.email, account.password);
  return { token: accessToken, store: user.activeStore };
}

const register = async (email: string) => (await registerAndSignIn(email, PASSWORD)).accessToken;

describe("attack-reset-tokens", () => {
  contract(
    "an account registered after a reset gets a new id, and the token from before reads nothing",
    { state: "seed" },
    async () => {
      const email = uniqueEmail();
      const before = await register(email);
      await providerState("seed");
      const after = await register(email);
      assert.is.not(claimsOf(after).sub, claimsOf(before).sub, "a new id");
      assertRefused(await call("active", { token: before }), signedOut, "the old account's token");
      assert.is((await call("active", { token: after })).body.data.email, email);
    },
  );

  contract(
    "a record made after a reset never takes the id of one made before it",
    { state: "seed" },
    async ({ state }) => {
      const made = await gql(ADD, EMPTY_ORDER, (await seeded(state, "owner")).token);
      const id = Number(made.body.data.addPurchaseOrder.purchaseOrder.id);
      const again = await providerState("seed");
      const next = await gql(ADD, EMPTY_ORDER, (await seeded(again, "owner")).token);
      assert.ok(Number(next.body.data.addPurchaseOrder.purchaseOrder.id) > id);
    },
  );

  contract(
    "a token from before a reset is refused everywhere, and changes nothing",
    { state: "seed" },
    async ({ state }) => {
      const buyer = await seeded(state, "buyer");
      const again = await providerState("seed");
      const owner = await seeded(again, "owner");
      const tokens = { [owner.store!.name]: owner.token } as Owners;
      const before = await snapshot(tokens);
      assertRefused(await gql(ADD, EMPTY_ORDER, buyer.token), signedOut, "addPurchaseOrder");
      assertRefused(await call("active", { token: buyer.token }), signedOut, "active");
      assertRefused(
        await call("feedback", { token: buyer.token, body: { feedback: "hi" } }),
        signedOut,
        "feedback",
      );
      await assertUnchanged(tokens, before, "a token from before the reset");
      assert.is((await seeded(again, "buyer")).store?.name, buyer.store?.name);
    },
  );
});
