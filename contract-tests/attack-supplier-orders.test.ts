// A viewer reads orders through suppliers (issue 13 finding 15, D51): the spec shows a supplier's
// recent orders to everyone, with the dates, status, total and item quantities its supplier query asks
// for. Costs and discounts per line, products and the ship-to address need an order permission: that
// refusal is D51's (strict); what each role reads is black-box, on a supplier and order of the test's own.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { errorOf, gql } from "./support/client.ts";
import { createStockedOrder, SUPPLIER } from "./support/orders.ts";
import { session, unique } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { contract } from "./support/tiers.ts";

const SUMMARY = `id dateCreated dateModified dateOrdered dateReceived dateFinalized status calculateTotal
  vendor { id name } items { id quantity }`;

const orders = (fields: string) => `query ContractSupplierOrders($id: ID!) {
  supplier(id: $id) { id name purchaseOrders { ${fields} } }
}`;

/** A supplier of the test's own with an order of one line, made by the owner. */
async function supplierWithOrders(): Promise<string> {
  const { token } = await session("owner");
  const added = await gql(ADD_SUPPLIER, { ...createForm(), name: unique("Supplier with orders") }, token);
  const id = added.body.data.addSupplier.supplier.id;
  const order = await createStockedOrder(token);
  assert.is((await gql(SUPPLIER, { id: order.id, vendorId: id }, token)).body.errors, undefined);
  return id;
}

describe("attack-supplier-orders", () => {
  contract(
    "a viewer reads a supplier's recent orders: dates, status, total and item quantities, as the owner sees them",
    { roles: ["viewer"] },
    async () => {
      const viewer = (await session("viewer")).token;
      const owner = (await session("owner")).token;
      const id = await supplierWithOrders();
      const seen = await gql(orders(SUMMARY), { id }, viewer);
      assert.is(seen.status, 200);
      assert.is(seen.body.errors, undefined);
      assert.ok(seen.body.data.supplier.purchaseOrders.length > 0);
      assert.equal(seen.body.data, (await gql(orders(SUMMARY), { id }, owner)).body.data);
    },
  );

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
    contract(
      `a viewer asking for ${field} of a supplier's orders is refused FORBIDDEN and is sent none`,
      { roles: ["viewer"], strict: "D51" },
      async () => {
        const viewer = (await session("viewer")).token;
        const id = await supplierWithOrders();
        const res = await gql(orders(`id ${field}`), { id }, viewer);
        assert.is(errorOf(res).code, "FORBIDDEN");
        assert.match(errorOf(res).message!, "needs a purchase order permission");
        assert.equal(
          valuesOf(res.body.data, key).filter((v) => v !== null),
          [],
          `no ${key} was sent`,
        );
      },
    );

  contract(
    "a buyer and a receiver read every field of a supplier's orders",
    { roles: ["buyer", "receiver"] },
    async () => {
      const id = await supplierWithOrders();
      for (const email of ["buyer", "receiver"] as const) {
        const { token } = await session(email);
        const res = await gql(orders(`id ${DETAILS.map(([field]) => field).join(" ")}`), { id }, token);
        assert.is(res.body.errors, undefined, `${email}: ${JSON.stringify(res.body.errors)}`);
        assert.type(res.body.data.supplier.purchaseOrders[0].shippingCost, "number");
      }
    },
  );
});
