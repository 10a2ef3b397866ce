// The order lists follow every change at once: the provider keeps a store's orders sorted between
// writes (mocks/graphql/queries.ts), so a list read after a change must show that change first.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { gql, ownerIn } from "./support/client.ts";
import { createOrder, UPDATE } from "./support/orders.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const FIRST_IDS = `query ContractNewest { allPurchaseOrders(first: 100, status: [OPEN]) { nodes { id } } }`;
const newestOpen = async (token: string): Promise<string[]> =>
  (await gql(FIRST_IDS, {}, token)).body.data.allPurchaseOrders.nodes.map((n: { id: string }) => n.id);

test("an edited order and a new order each come first in the next list read", async () => {
  const token = await ownerIn("Maple Street Market");
  const before = await newestOpen(token);
  assert.ok(before.length > 2, "the seed has several open orders");
  const oldest = before.at(-1)!;

  const edit = await gql(UPDATE, { id: oldest, shippingCost: 12.5 }, token);
  assert.equal(edit.body.errors, undefined, "updatePurchaseOrder");
  assert.equal(await newestOpen(token), [oldest, ...before.slice(0, -1)]);

  const created = await createOrder(token);
  assert.equal(await newestOpen(token), [created.id, oldest, ...before.slice(0, -1)]);
});

test.run("list-order");
