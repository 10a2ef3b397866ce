// Attack suite, a store's life (issue 13 finding 4): ids are never handed out twice in a store's life,
// a reset included, and a token from before a reset names no live session. (A restart: server-secret.)
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, claimsOf, signInAs } from "./support/client.ts";
import { it, NEW, registerNew } from "./support/members.ts";
import { assertRefused, assertUnchanged, inMaple } from "./support/snapshot.ts";
import { resetProvider } from "./support/target.ts";
import { ADD } from "./support/orders.ts";
import { gql } from "./support/client.ts";

test.before.each(resetProvider);

const signedOut = { code: "UNAUTHENTICATED", message: /before the provider was reset/ } as const;

it("an account registered after a reset gets a new id, and the token from before reads nothing", async () => {
  const before = await registerNew();
  const first = claimsOf(before).sub;
  await resetProvider();
  const after = await registerNew();
  assert.is.not(claimsOf(after).sub, first, "a new id");
  assertRefused(await call("active", { token: before }), signedOut, "the old account's token");
  assert.is((await call("active", { token: after })).body.data.email, NEW.email);
});

test("a record made after a reset never takes the id of one made before it", async () => {
  const owner = (await signInAs("owner@example.com")).accessToken;
  const made = await gql(ADD, { shippingCost: 0, discount: "", items: [] }, owner);
  const id = Number(made.body.data.addPurchaseOrder.purchaseOrder.id);
  await resetProvider();
  const again = (await signInAs("owner@example.com")).accessToken;
  const next = await gql(ADD, { shippingCost: 0, discount: "", items: [] }, again);
  assert.ok(Number(next.body.data.addPurchaseOrder.purchaseOrder.id) > id);
});

test("a token from before a reset is refused everywhere, and changes nothing", async () => {
  const buyer = (await signInAs("buyer@example.com")).accessToken;
  await resetProvider();
  const { tokens, before } = await inMaple();
  const order = { shippingCost: 0, discount: "", items: [] };
  assertRefused(await gql(ADD, order, buyer), signedOut, "addPurchaseOrder");
  assertRefused(await call("active", { token: buyer }), signedOut, "active");
  assertRefused(await call("feedback", { token: buyer, body: { feedback: "hi" } }), signedOut, "feedback");
  await assertUnchanged(tokens, before, "a token from before the reset");
  assert.is((await signInAs("buyer@example.com")).user.activeStore?.name, "Maple Street Market");
});

test.run("attack-reset-tokens");
