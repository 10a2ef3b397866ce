// Attack suite, final orders (issue 13 finding 8): a CLOSED order refuses every write, whatever it
// carries (its own status, every field null, a supplier), and no order accepts a status "change" to
// the status it already has. Each refusal is followed by a read showing nothing changed, dateModified
// included. The codes and texts of these refusals are the fake's (D4, issue 13): the strict tier, on the
// test's own orders (purchase-orders.test.ts checks the codes of D4's locks in the black-box tier).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import {
  createOrder,
  createStockedOrder,
  moveTo,
  products,
  readOrder,
  STATUS,
  SUPPLIER,
  UPDATE,
} from "./support/orders.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";

/** What a refused write could have changed: the order as stored, and its product's stock. */
async function stateOf(token: string, id: string) {
  const order = await readOrder(token, id);
  const stock = (await products(token)).map((p) => [p.id, p.inventoryLevel, p.variations]);
  return { order, stock };
}

const PATH = { OPEN: [], ORDERED: ["ORDERED"], RECEIVED: ["ORDERED", "RECEIVED"] } as const;

async function closedOrder(token: string) {
  const product = (await products(token))[0]!;
  const order = await createOrder(token, {
    shippingCost: 1,
    discount: "",
    items: [{ productId: product.id, quantity: 2, unitCost: 3 }],
  });
  await moveTo(token, order.id, ["ORDERED", "RECEIVED", "CLOSED"]);
  return order.id as string;
}

describe("attack-closed-orders", () => {
  contract(
    "a CLOSED order refuses updatePurchaseOrder whatever it carries, and nothing changes",
    { strict: "D4" },
    async () => {
      const { token } = await session("owner");
      const id = await closedOrder(token);
      const before = await stateOf(token, id);
      const nulls = {
        itemAdditions: null,
        itemRemovals: null,
        itemUpdates: null,
        shipToAddress: null,
        shippingCost: null,
        discount: null,
        status: null,
        vendorID: null,
      };
      for (const variables of [{ id }, { id, ...nulls }, { id, status: "CLOSED" }, { id, vendorID: null }]) {
        const res = await gql(UPDATE, variables, token);
        assertRefused(res, { code: "PURCHASE_ORDER_LOCKED", message: /CLOSED/ }, JSON.stringify(variables));
      }
      const again = await gql(STATUS, { id, updatedStatus: "CLOSED" }, token);
      assertRefused(again, { code: "INVALID_TRANSITION", message: /CLOSED to CLOSED/ }, "close again");
      assertRefused(
        await gql(SUPPLIER, { id, vendorId: null }, token),
        { code: "PURCHASE_ORDER_LOCKED", message: /CLOSED/ },
        "clear the supplier",
      );
      assert.equal(await stateOf(token, id), before, "writes to a CLOSED order");
    },
  );

  for (const [status, path] of Object.entries(PATH))
    contract(
      `a status "change" from ${status} to ${status} is refused, and nothing changes`,
      { strict: "D4" },
      async () => {
        const { token } = await session("owner");
        const order = await createStockedOrder(token);
        await moveTo(token, order.id, [...path]);
        const before = await stateOf(token, order.id);
        const same = new RegExp(`${status} to ${status}`);
        const update = await gql(UPDATE, { id: order.id, status }, token);
        assertRefused(update, { code: "INVALID_TRANSITION", message: same }, "updatePurchaseOrder");
        const change = await gql(STATUS, { id: order.id, updatedStatus: status }, token);
        assertRefused(change, { code: "INVALID_TRANSITION", message: same }, "updatePurchaseOrderStatus");
        assert.equal(await stateOf(token, order.id), before, `${status} to ${status}`);
      },
    );
});
