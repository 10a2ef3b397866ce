// Attack suite, quantities and money (issue 8, D7): negative, fractional, huge and non-numeric values
// in every place an order takes a quantity or an amount. Each value is sent to each place as the raw
// JSON a client could write; every answer is a BAD_USER_INPUT naming the field, and a fresh read shows
// nothing changed. D7 also bounds the whole order, so lines that are each allowed cannot add up past
// what integer cents hold exactly. The limits are D7's (strict), tried on the test's own order.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { MAX_QUANTITY } from "../schema/money.ts";
import { gqlRaw } from "./support/client.ts";
import { ADD, createOrder, products, readOrder, UPDATE } from "./support/orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";

const D7 = { strict: "D7" } as const;

/** Stands for the value under test in the variables, replaced by its raw JSON text. */
const HOLE = "__value__";

interface Target {
  order: string;
  item: string;
  product: string;
}

/** A place a value goes: the mutation, its variables with HOLE in that place, and the field's name. */
interface Place {
  query: string;
  variables(t: Target): object;
  /** The answer names the field: a word of its message. */
  names: RegExp;
  /** A required value: null is refused here, where elsewhere it means "leave as it is". */
  required?: true;
}

const line = (t: Target, quantity: unknown, unitCost: unknown) => [
  { productId: t.product, quantity, unitCost },
];

const QUANTITY: Record<string, Place> = {
  "addPurchaseOrder items[].quantity": {
    query: ADD,
    variables: (t) => ({ shippingCost: 0, discount: "", items: line(t, HOLE, 1) }),
    names: /quantity/,
    required: true,
  },
  "updatePurchaseOrder itemAdditions[].quantity": {
    query: UPDATE,
    variables: (t) => ({ id: t.order, itemAdditions: line(t, HOLE, 1) }),
    names: /quantity/,
    required: true,
  },
  "updatePurchaseOrder itemUpdates[].quantity": {
    query: UPDATE,
    variables: (t) => ({ id: t.order, itemUpdates: [{ id: t.item, quantity: HOLE }] }),
    names: /quantity/,
  },
};

const MONEY: Record<string, Place> = {
  "addPurchaseOrder shippingCost": {
    query: ADD,
    variables: () => ({ shippingCost: HOLE, discount: "", items: [] }),
    names: /[Ss]hipping/,
    required: true,
  },
  "addPurchaseOrder items[].unitCost": {
    query: ADD,
    variables: (t) => ({ shippingCost: 0, discount: "", items: line(t, 1, HOLE) }),
    names: /[Cc]ost/,
    required: true,
  },
  "updatePurchaseOrder shippingCost": {
    query: UPDATE,
    variables: (t) => ({ id: t.order, shippingCost: HOLE }),
    names: /[Ss]hipping/,
  },
  "updatePurchaseOrder itemAdditions[].unitCost": {
    query: UPDATE,
    variables: (t) => ({ id: t.order, itemAdditions: line(t, 1, HOLE) }),
    names: /[Cc]ost/,
    required: true,
  },
  "updatePurchaseOrder itemUpdates[].unitCost": {
    query: UPDATE,
    variables: (t) => ({ id: t.order, itemUpdates: [{ id: t.item, unitCost: HOLE }] }),
    names: /[Cc]ost/,
  },
};

// Raw JSON texts. 2^53 + 1 cannot even be read exactly; 1e999 reads as Infinity.
const NOT_A_NUMBER = ['"12"', '"NaN"', '"Infinity"', "true", "[]", "{}", '"1e3"'];
const BAD_QUANTITIES = [
  "-1",
  "1.5",
  "0.0001",
  String(MAX_QUANTITY + 1),
  "2147483648",
  "1e15",
  "9007199254740993",
  "1e308",
  "1e999",
  "-1e999",
  ...NOT_A_NUMBER,
];
const BAD_AMOUNTS = [
  "-1",
  "-0.01",
  "-1e-7",
  "1000000000.01",
  "1e15",
  "90071992547409.93",
  "1e308",
  "1e999",
  "-1e999",
  ...NOT_A_NUMBER,
];

/** The owner, an OPEN order of its own with one line, and the read before. */
async function setting() {
  const { token } = await session("owner");
  const product = (await products(token)).find((p) => p.variations.length === 0)!;
  const order = await createOrder(token, {
    shippingCost: 1,
    discount: "",
    items: line({ product: product.id } as Target, 2, 3),
  });
  const target = { order: order.id, item: order.items[0].id, product: product.id };
  return { token, target, before: await ownSnapshot(token, [order.id]) };
}

/** Sends each raw value to each place: every one refused naming its field, nothing changed after each value. */
async function refusedEverywhere(places: Record<string, Place>, values: string[]) {
  const { token, target, before } = await setting();
  for (const value of [...values, "null"]) {
    for (const [where, place] of Object.entries(places)) {
      if (value === "null" && !place.required) continue;
      const variables = JSON.stringify(place.variables(target)).replace(`"${HOLE}"`, value);
      const what = `${value} at ${where}`;
      const res = await gqlRaw(place.query, variables, token);
      assertRefused(res, { code: "BAD_USER_INPUT", message: place.names }, what);
    }
    await assertOwnUnchanged(token, before, `value ${value}`);
  }
}

describe("attack-quantities", () => {
  contract(
    "negative, fractional, huge and non-numeric quantities are refused everywhere and change nothing",
    D7,
    async () => {
      await refusedEverywhere(QUANTITY, BAD_QUANTITIES);
    },
  );

  contract(
    "negative, huge and non-numeric costs and shipping are refused everywhere and change nothing",
    D7,
    async () => {
      await refusedEverywhere(MONEY, BAD_AMOUNTS);
    },
  );

  contract(
    "lines each within D7 cannot add up past $1,000,000,000, with shipping or across lines",
    D7,
    async () => {
      const { token, target, before } = await setting();
      const most = { productId: target.product, quantity: MAX_QUANTITY, unitCost: 1e9 };
      const half = { productId: target.product, quantity: 1, unitCost: 6e8 };
      for (const [what, query, variables] of [
        ["a million at a billion", ADD, { shippingCost: 0, discount: "", items: [most] }],
        ["two lines of 600 million", ADD, { shippingCost: 0, discount: "", items: [half, half] }],
        [
          "a billion and shipping",
          ADD,
          { shippingCost: 1, discount: "", items: [{ ...half, unitCost: 1e9 }] },
        ],
        ["an added line", UPDATE, { id: target.order, itemAdditions: [most] }],
        [
          "an updated line",
          UPDATE,
          { id: target.order, itemUpdates: [{ id: target.item, quantity: MAX_QUANTITY, unitCost: 1e9 }] },
        ],
        [
          "shipping on top",
          UPDATE,
          {
            id: target.order,
            itemUpdates: [{ id: target.item, quantity: 1, unitCost: 1e9 }],
            shippingCost: 0.01,
          },
        ],
      ] as const) {
        const res = await gqlRaw(query, JSON.stringify(variables), token);
        assertRefused(res, { code: "BAD_USER_INPUT", message: "at most $1,000,000,000.00" }, what);
        await assertOwnUnchanged(token, before, what);
      }
    },
  );

  contract("a refusal anywhere in an update applies none of its other changes", D7, async () => {
    const { token, target, before } = await setting();
    const good = {
      id: target.order,
      itemUpdates: [{ id: target.item, quantity: 7, unitCost: 4 }],
      shippingCost: 5,
      discount: "-1",
      shipToAddress: { address1: "1 Main St", city: "Springfield", state: "IL", zipCode: "62701" },
    };
    for (const [what, bad, refusal] of [
      [
        "an over-long address line",
        { shipToAddress: { ...good.shipToAddress, address1: "x".repeat(201) } },
        ["BAD_USER_INPUT", "200 characters"],
      ],
      ["a discount outside D8", { discount: "ten" }, ["BAD_USER_INPUT", "not understood"]],
      ["negative shipping", { shippingCost: -5 }, ["BAD_USER_INPUT", "Shipping"]],
      [
        "a product that does not exist",
        { itemAdditions: line(target, 1, 1).map((l) => ({ ...l, productId: "987654321" })) },
        ["NOT_FOUND", "not found"],
      ],
      [
        "an item both updated and removed",
        { itemRemovals: [target.item] },
        ["BAD_USER_INPUT", "both updated and removed"],
      ],
      [
        "a transition not in the table",
        { status: "CLOSED" },
        ["INVALID_TRANSITION", "cannot go from OPEN to CLOSED"],
      ],
      ["a supplier that does not exist", { vendorID: "987654321" }, ["NOT_FOUND", "not found"]],
    ] as const) {
      const res = await gqlRaw(UPDATE, JSON.stringify({ ...good, ...bad }), token);
      assertRefused(res, { code: refusal[0], message: refusal[1] }, what);
      await assertOwnUnchanged(token, before, what);
    }
  });

  contract(
    "the largest values D7 allows are stored exactly, so the refusals above are the limits' doing",
    D7,
    async () => {
      const { token, target } = await setting();
      const res = await gqlRaw(
        UPDATE,
        JSON.stringify({
          id: target.order,
          itemUpdates: [{ id: target.item, quantity: 1, unitCost: 999999999.99 }],
          shippingCost: 0.01,
        }),
        token,
      );
      assert.is(res.body.errors, undefined);
      const order = await readOrder(token, target.order);
      assert.equal(
        [order.items[0].quantity, order.items[0].unitCost, order.calculateTotal],
        [1, 999999999.99, 1e9],
      );
      const most = await gqlRaw(
        UPDATE,
        JSON.stringify({
          id: target.order,
          itemUpdates: [{ id: target.item, quantity: MAX_QUANTITY, unitCost: 0 }],
        }),
        token,
      );
      assert.is(most.body.errors, undefined);
      const stored = await readOrder(token, target.order);
      assert.equal([stored.items[0].quantity, stored.items[0].unitCost], [MAX_QUANTITY, 0]);
    },
  );
});
