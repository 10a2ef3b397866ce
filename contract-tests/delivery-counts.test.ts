// D63: a receiver records what arrived. On a RECEIVED order a user holding only
// can_receive_purchase_order may set line quantities through updatePurchaseOrder's itemUpdates, and
// nothing else; a refusal changes nothing. A real provider may decide otherwise (spec section 6 does not
// say), so these are the strict tier. Black-box: the buyer and receiver accounts of the accounts file,
// on orders the test makes of the store's first two products.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { createOrder, errorCode, moveTo, products, readOrder, UPDATE } from "./support/orders.ts";
import { session } from "./support/sessions.ts";
import { contract, type Needs } from "./support/tiers.ts";

const tokens = async () => ({
  buyer: (await session("buyer")).token,
  receiver: (await session("receiver")).token,
});

const D63: Needs = { roles: ["buyer", "receiver"], strict: "D63" };

/** An order of two lines (3 and 5 of the store's first two products) moved along `path`. */
async function orderOfTwo(buyer: string, receiver: string, path: string[]) {
  const [a, b] = await products(buyer);
  const order = await createOrder(buyer, {
    shippingCost: 0,
    discount: "",
    items: [
      { productId: a!.id, quantity: 3, unitCost: 2 },
      { productId: b!.id, quantity: 5, unitCost: 4 },
    ],
  });
  if (path.includes("ORDERED")) await moveTo(buyer, order.id, ["ORDERED"]);
  if (path.includes("RECEIVED")) await moveTo(receiver, order.id, ["RECEIVED"]);
  if (path.includes("CLOSED")) await moveTo(receiver, order.id, ["CLOSED"]);
  return readOrder(buyer, order.id);
}

describe("delivery-counts", () => {
  contract("a receiver sets the quantities of a RECEIVED order's lines", D63, async () => {
    const { buyer, receiver } = await tokens();
    const order = await orderOfTwo(buyer, receiver, ["ORDERED", "RECEIVED"]);
    const [first, second] = order.items;
    const res = await gql(
      UPDATE,
      {
        id: order.id,
        itemUpdates: [
          { id: first.id, quantity: 2 },
          { id: second.id, quantity: 0 },
        ],
      },
      receiver,
    );
    assert.equal(res.body.errors, undefined);
    const stored = await readOrder(buyer, order.id);
    assert.equal(
      stored.items.map((item: { quantity: number; unitCost: number }) => [item.quantity, item.unitCost]),
      [
        [2, 2],
        [0, 4],
      ],
    );
  });

  const count = (o: any) => ({ itemUpdates: [{ id: o.items[0].id, quantity: 1 }] });
  const refusals: [string, (order: any) => object][] = [
    ["a line's cost", (o) => ({ itemUpdates: [{ id: o.items[0].id, quantity: 1, unitCost: 9 }] })],
    ["a line's discount", (o) => ({ itemUpdates: [{ id: o.items[0].id, quantity: 1, discount: "-1" }] })],
    [
      "quantities and the shipping",
      (o) => ({ itemUpdates: [{ id: o.items[0].id, quantity: 1 }], shippingCost: 1 }),
    ],
    // Each with a quantity too, so the refusal is for the extra change, not for a call without counts.
    ["a removal", (o) => ({ ...count(o), itemRemovals: [o.items[1].id] })],
    ["the supplier", (o) => ({ ...count(o), vendorID: null })],
    ["the status", (o) => ({ ...count(o), status: "CLOSED" })],
    [
      "the lines (an addition)",
      (o) => ({
        ...count(o),
        itemAdditions: [{ productId: o.items[0].product.id, quantity: 1, unitCost: 1 }],
      }),
    ],
  ];
  for (const [what, change] of refusals)
    contract(`a receiver may not change ${what} of a RECEIVED order, and nothing changes`, D63, async () => {
      const { buyer, receiver } = await tokens();
      const order = await orderOfTwo(buyer, receiver, ["ORDERED", "RECEIVED"]);
      const res = await gql(UPDATE, { id: order.id, ...change(order) }, receiver);
      assert.is(errorCode(res), "FORBIDDEN");
      assert.equal(await readOrder(buyer, order.id), order);
    });

  for (const [status, path] of [
    ["OPEN", []],
    ["ORDERED", ["ORDERED"]],
    ["CLOSED", ["ORDERED", "RECEIVED", "CLOSED"]],
  ] as const)
    contract(`a receiver may not set the quantities of a ${status} order`, D63, async () => {
      const { buyer, receiver } = await tokens();
      const order = await orderOfTwo(buyer, receiver, [...path]);
      assert.is(order.status, status);
      const res = await gql(UPDATE, { id: order.id, ...count(order) }, receiver);
      assert.is(errorCode(res), "FORBIDDEN");
      assert.equal(await readOrder(buyer, order.id), order);
    });
});
