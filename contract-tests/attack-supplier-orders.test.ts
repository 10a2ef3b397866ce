// A viewer reads orders through suppliers (issue 13 finding 15, D51): the spec shows a supplier's
// recent orders to everyone, with the dates, status, total and item quantities its supplier query asks
// for. Costs and discounts per line, products and the ship-to address need an order permission.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { errorOf, gql, signInAs } from "./support/client.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const SUMMARY = `id dateCreated dateModified dateOrdered dateReceived dateFinalized status calculateTotal
  vendor { id name } items { id quantity }`;

const orders = (fields: string) => `query ContractSupplierOrders($id: ID!) {
  supplier(id: $id) { id name purchaseOrders { ${fields} } }
}`;

const SUPPLIERS = `query ContractSupplierIds { suppliers(first: 100) { nodes { id purchaseOrders { id } } } }`;

/** A supplier of the token's store with orders. */
async function supplierWithOrders(token: string): Promise<string> {
  const res = await gql(SUPPLIERS, {}, token);
  const found = res.body.data.suppliers.nodes.find(
    (s: { purchaseOrders: unknown[] }) => s.purchaseOrders.length,
  );
  assert.ok(found, "the seed gives a supplier with orders");
  return found.id;
}

test("a viewer reads a supplier's recent orders: dates, status, total and item quantities, as the owner sees them", async () => {
  const viewer = (await signInAs("viewer@example.com")).accessToken;
  const owner = (await signInAs("owner@example.com")).accessToken;
  const id = await supplierWithOrders(viewer);
  const seen = await gql(orders(SUMMARY), { id }, viewer);
  assert.is(seen.status, 200);
  assert.is(seen.body.errors, undefined);
  assert.ok(seen.body.data.supplier.purchaseOrders.length > 0);
  assert.equal(seen.body.data, (await gql(orders(SUMMARY), { id }, owner)).body.data);
});

/** Every value under `key` anywhere in `data`. */
function valuesOf(data: unknown, key: string): unknown[] {
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([k, v]) => [...(k === key ? [v] : []), ...valuesOf(v, key)]);
}

/** Each guarded field as a selection, and the key its value comes back under. */
const DETAILS: [string, string][] = [
  ["shippingCost", "shippingCost"],
  ["discount", "discount"],
  ["shipToAddress { address1 }", "shipToAddress"],
  ["items { unitCost }", "unitCost"],
  ["items { discount }", "discount"],
  ["items { product { name cost } }", "product"],
  ["items { variation { sku } }", "variation"],
];

for (const [field, key] of DETAILS)
  test(`a viewer asking for ${field} of a supplier's orders is refused FORBIDDEN and is sent none`, async () => {
    const viewer = (await signInAs("viewer@example.com")).accessToken;
    const id = await supplierWithOrders(viewer);
    const res = await gql(orders(`id ${field}`), { id }, viewer);
    assert.is(errorOf(res).code, "FORBIDDEN");
    assert.match(errorOf(res).message!, "needs a purchase order permission");
    assert.equal(
      valuesOf(res.body.data, key).filter((v) => v !== null),
      [],
      `no ${key} was sent`,
    );
  });

test("a buyer and a receiver read every field of a supplier's orders", async () => {
  for (const email of ["buyer@example.com", "receiver@example.com"]) {
    const token = (await signInAs(email)).accessToken;
    const id = await supplierWithOrders(token);
    const res = await gql(orders(`id ${DETAILS.map(([field]) => field).join(" ")}`), { id }, token);
    assert.is(res.body.errors, undefined, `${email}: ${JSON.stringify(res.body.errors)}`);
    assert.type(res.body.data.supplier.purchaseOrders[0].shippingCost, "number");
  }
});

test.run("attack-supplier-orders", { strict: "D51" });
