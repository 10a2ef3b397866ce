// Attack suite, discounts (issue 8, D8): text outside the grammar in every place an order takes a
// discount. The provider refuses it rather than storing a discount the screen would show as "not
// understood" (mocks/rules/purchase-order-input.ts); every answer names the discount, and a fresh read
// shows nothing changed.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { ADD, createOrder, products, readOrder, UPDATE } from "./support/orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";

// The example of strict: spec section 5 counts such text as zero; the fake refuses it (D8).
const D8 = { strict: "D8" } as const;

interface Target {
  order: string;
  item: string;
  product: string;
}

const line = (t: Target, discount: string) => [{ productId: t.product, quantity: 1, unitCost: 10, discount }];

/** Each place an order takes a discount, as variables for the mutation. */
const PLACES: Record<string, [string, (t: Target, discount: string) => object]> = {
  "addPurchaseOrder discount": [ADD, (_, discount) => ({ shippingCost: 0, discount, items: [] })],
  "addPurchaseOrder items[].discount": [
    ADD,
    (t, discount) => ({ shippingCost: 0, discount: "", items: line(t, discount) }),
  ],
  "updatePurchaseOrder discount": [UPDATE, (t, discount) => ({ id: t.order, discount })],
  "updatePurchaseOrder itemAdditions[].discount": [
    UPDATE,
    (t, discount) => ({ id: t.order, itemAdditions: line(t, discount) }),
  ],
  "updatePurchaseOrder itemUpdates[].discount": [
    UPDATE,
    (t, discount) => ({ id: t.order, itemUpdates: [{ id: t.item, discount }] }),
  ],
};

// D8's own examples first, then what else a person or a script might type.
const OUTSIDE_D8 = [
  "--5",
  "-5%",
  "5",
  "abc",
  "101%",
  "-1.234",
  "100.001%",
  "5%%",
  "%",
  "-",
  "+5",
  "5 %",
  "- 5",
  "1e2%",
  "0x10%",
  "-Infinity",
  "NaN%",
  "５%",
  "-1000000000.01",
  `-${"9".repeat(30)}`,
  "<script>alert(1)</script>%",
  // In the grammar, but longer than PURCHASE_ORDER_LIMITS.maxDiscount (20): $1.00 and 10% padded with zeros.
  `-${"0".repeat(19)}1`,
  `${"0".repeat(18)}10%`,
];

async function setting() {
  const { token } = await session("owner");
  const product = (await products(token)).find((p) => p.variations.length === 0)!.id;
  const order = await createOrder(token, {
    shippingCost: 1,
    discount: "-1",
    items: [{ productId: product, quantity: 2, unitCost: 3, discount: "10%" }],
  });
  return {
    token,
    target: { order: order.id, item: order.items[0].id, product },
    before: await ownSnapshot(token, [order.id]),
  };
}

describe("attack-discounts", () => {
  contract(
    "discounts outside D8's grammar are refused in every place, naming the discount, and change nothing",
    D8,
    async () => {
      const { token, target, before } = await setting();
      for (const discount of OUTSIDE_D8) {
        for (const [where, [query, variables]] of Object.entries(PLACES)) {
          const res = await gql(query, variables(target, discount), token);
          assertRefused(
            res,
            { code: "BAD_USER_INPUT", message: /discount .* is not understood/ },
            `"${discount}" at ${where}`,
          );
        }
        await assertOwnUnchanged(token, before, `discount "${discount}"`);
      }
    },
  );

  contract(
    "D8's own forms are accepted and stored trimmed, so the refusals above are the grammar's doing",
    D8,
    async () => {
      const { token, target } = await setting();
      for (const discount of ["", "-5", " -0.5 ", "12.5%", "100%", "0%", "-.5"]) {
        const res = await gql(
          UPDATE,
          { id: target.order, discount, itemUpdates: [{ id: target.item, discount }] },
          token,
        );
        assert.is(res.body.errors, undefined, discount);
        const order = await readOrder(token, target.order);
        assert.equal([order.discount, order.items[0].discount], [discount.trim(), discount.trim()]);
      }
    },
  );
});
