// "Nothing changed" on a provider holding anyone's data (issue 26): what a refused write could have
// changed among the test's own records, read through the API: the orders it names as stored, how many
// orders and suppliers the store has (a refused create adds none), and the products' stock. It stands in
// for snapshot.ts's whole-store read, which needs a store no one else writes to.
import * as assert from "uvu/assert";
import { gql } from "./client.ts";
import { readOrder } from "./orders.ts";

const COUNTS = `query ContractCounts {
  allPurchaseOrders(first: 1) { totalCount }
  suppliers(first: 1) { totalCount }
  products(first: 100) { nodes { id inventoryLevel variations { id inventoryLevel } } }
}`;

export async function ownSnapshot(token: string, orders: string[]) {
  const counts = await gql(COUNTS, {}, token);
  assert.is(counts.body.errors, undefined, "the counts query");
  const { allPurchaseOrders, suppliers, products } = counts.body.data;
  return {
    orders: await Promise.all(orders.map((id) => readOrder(token, id))),
    orderCount: allPurchaseOrders.totalCount as number,
    supplierCount: suppliers.totalCount as number,
    stock: products.nodes as unknown[],
  };
}

export type OwnSnapshot = Awaited<ReturnType<typeof ownSnapshot>>;

/** Asserts a fresh read of the same records equals `before`, naming the case that changed something. */
export async function assertOwnUnchanged(token: string, before: OwnSnapshot, what: string) {
  const after = await ownSnapshot(
    token,
    before.orders.map((o) => o.id as string),
  );
  for (const key of Object.keys(before) as (keyof OwnSnapshot)[])
    assert.equal(after[key], before[key], `${what}: ${key} changed`);
}
