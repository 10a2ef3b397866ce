// Attack suite, GraphQL query limits (issue 8; mocks/graphql/limits.ts): deeply nested and heavily
// aliased documents, oversized ones, batches and ambiguous operations, and variables nested deep. Most
// are mutations, so a fresh read proves nothing ran: every one is a 400 saying which limit or input it
// broke, never a 500 (a parser overflowing its stack) and never a partial run. The limits and their
// messages are our fake's (mocks/graphql/limits.ts, D<n> below): strict tier, on the run's own store.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import {
  MAX_DEPTH,
  MAX_FIELDS,
  MAX_MUTATIONS,
  MAX_NESTING,
  MAX_NODES,
  MAX_TOKENS,
} from "../mocks/graphql/limits.ts"; // D37
import { gql, gqlRaw, postGraphql } from "./support/client.ts";
import { createOrder, readOrder } from "./support/orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";

const D37 = { strict: "D37" } as const;

/** The owner's token in the run's store, and the read a refused document must leave as it was. */
async function inOwnStore() {
  const { token } = await session("owner");
  return { token, before: await ownSnapshot(token, []) };
}

const ADD = `addPurchaseOrder(shippingCost: 1, discount: "", items: [])`;
const aliases = (n: number, field: string) =>
  Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(" ");
const nested = (levels: number, open: string, close: string, inner: string) =>
  `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

/** Each attack: the document, and a word of the limit its refusal must name. */
const ATTACKS: [string, string, string | RegExp][] = [
  [
    "fragments spread twice in each of 30 nested fragments (2^30 spreads)",
    `query Q { ...F0 } ${Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(" ")} fragment F30 on Query { suppliers(first: 1) { totalCount } }`,
    `at most ${MAX_FIELDS} are allowed`,
  ],
  [
    `depth ${MAX_DEPTH + 1} inside a mutation`,
    `mutation Deep { ${ADD} { purchaseOrder { items { product { variations ${nested(6, "{ id ", "}", "{ id }")} } } } } }`,
    `at most ${MAX_DEPTH} are allowed`,
  ],
  [
    "500 nested selections",
    `mutation Deep { ${ADD} ${nested(500, "{ purchaseOrder ", "}", "{ id }")} }`,
    "brackets",
  ],
  [
    "500 nested lists in an argument",
    `mutation Deep { updatePurchaseOrderStatus(id: ${nested(500, "[", "]", "1")}, updatedStatus: OPEN) { purchaseOrder { id } } }`,
    "brackets",
  ],
  [
    "500 nested input objects",
    `mutation Deep { addPurchaseOrder(shippingCost: 1, discount: "", items: ${nested(500, "{ a: ", "}", "1")}) { purchaseOrder { id } } }`,
    "brackets",
  ],
  [
    "500 nested inline fragments",
    `mutation Deep { ${ADD} { purchaseOrder { ${nested(500, "... on PurchaseOrder { ", "}", "id")} } } }`,
    "brackets",
  ],
  [
    `${MAX_NESTING + 1} brackets`,
    `mutation Deep { ${ADD} ${nested(MAX_NESTING, "{ purchaseOrder ", "}", "{ id }")} }`,
    "brackets",
  ],
  [
    `${MAX_FIELDS + 50} aliased fields`,
    `mutation Wide { ${ADD} { ${aliases(MAX_FIELDS + 50, "purchaseOrder { id }")} } }`,
    `at most ${MAX_FIELDS}`,
  ],
  [
    `${MAX_MUTATIONS + 1} aliased mutations`,
    `mutation Batch { ${aliases(MAX_MUTATIONS + 1, `${ADD} { purchaseOrder { id } }`)} }`,
    `at most ${MAX_MUTATIONS} are allowed`,
  ],
  [
    "aliased mutations through fragments",
    `mutation Batch { ...F ...G } fragment F on Mutation { ${aliases(3, `${ADD} { purchaseOrder { id } }`)} } fragment G on Mutation { b0: ${ADD} { purchaseOrder { id } } b1: ${ADD} { purchaseOrder { id } } b2: ${ADD} { purchaseOrder { id } } }`,
    "6 changes",
  ],
  [
    "aliased full pages",
    `query Pages { ${aliases(MAX_NODES / 100 + 1, "allPurchaseOrders(first: 100) { nodes { id items { id } } }")} }`,
    `at most ${MAX_NODES} are allowed`,
  ],
  [
    "aliased pages sized by a variable",
    `query Pages($n: Int) { ${aliases(MAX_NODES / 100 + 1, "suppliers(first: $n) { nodes { id } }")} }`,
    "list items",
  ],
  [
    `over ${MAX_TOKENS} tokens`,
    `mutation Long { ${ADD} { purchaseOrder { id ${"a ".repeat(MAX_TOKENS)} } } }`,
    "tokens",
  ],
  [
    "several operations and none named",
    `mutation A { ${ADD} { purchaseOrder { id } } } mutation B { ${ADD} { purchaseOrder { id } } }`,
    "name the one to run",
  ],
  [
    "a fragment spreading itself",
    `mutation Loop { ${ADD} { purchaseOrder { ...F } } } fragment F on PurchaseOrder { id ...F }`,
    "within itself",
  ],
];

describe("attack-graphql", () => {
  contract(
    "deep, wide, batched, oversized and ambiguous documents are refused before anything runs",
    D37,
    async () => {
      const { token, before } = await inOwnStore();
      for (const [what, query, limit] of ATTACKS) {
        const res = await gqlRaw(query, "{}", token);
        assertRefused(res, { code: "BAD_REQUEST", message: limit }, what);
        assert.is(res.body.data, undefined, `${what}: no data at all`);
        await assertOwnUnchanged(token, before, what);
      }
    },
  );

  contract(
    "variables nested 100,000 deep are refused as the wrong input at once, and change nothing",
    D37,
    async () => {
      const { token, before } = await inOwnStore();
      const deep = 100_000;
      for (const [what, items] of [
        ["lists", `${"[".repeat(deep)}${"]".repeat(deep)}`],
        ["objects", `[${'{"a":'.repeat(deep)}1${"}".repeat(deep)}]`],
      ]) {
        const res = await gqlRaw(
          `mutation Deep($items: [PurchaseOrderItemAddition!]!) { ${ADD.replace("items: []", "items: $items")} { purchaseOrder { id } } }`,
          `{"items":${items}}`,
          token,
        );
        // Read as text first (issue 13): refused for its depth before JSON.parse spends seconds on it.
        assertRefused(res, { code: "BAD_USER_INPUT", message: "nests more than 32 levels" }, what!);
        await assertOwnUnchanged(token, before, what!);
      }
    },
  );

  contract(
    "a batch (an array of operations) and a body that is not JSON are refused and change nothing",
    D37,
    async () => {
      const { token, before } = await inOwnStore();
      const one = { query: `mutation A { ${ADD} { purchaseOrder { id } } }` };
      for (const [what, body, message] of [
        ["a batch", JSON.stringify([one, one, one]), '"query" string'],
        ["not JSON", "{query: mutation", "not valid JSON"],
        ["variables that are not an object", JSON.stringify({ ...one, variables: [1] }), "must be an object"],
      ]) {
        assertRefused(await postGraphql(body!, token), { code: "BAD_REQUEST", message: message! }, what!);
        await assertOwnUnchanged(token, before, what!);
      }
    },
  );

  contract(
    "the limits leave room for what the app sends: a mutation and a full page are served",
    D37,
    async () => {
      const { token } = await session("owner");
      // An order of the test's own, so the page has one to serve whatever the store held before.
      const mine = await createOrder(token);
      const page = await gql(
        `query Page { allPurchaseOrders(first: 100) { nodes { id items { id } } } }`,
        {},
        token,
      );
      assert.is(page.body.errors, undefined);
      assert.ok(
        page.body.data.allPurchaseOrders.nodes.some((o: { id: string }) => o.id === mine.id),
        "the page holds the test's order (a list is ordered by last change, newest first)",
      );
      const before = await ownSnapshot(token, [mine.id]);
      const few = await gql(
        `mutation Few { ${aliases(MAX_MUTATIONS, `${ADD} { purchaseOrder { id } }`)} }`,
        {},
        token,
      );
      assert.is(few.body.errors, undefined);
      const added = Object.values(few.body.data as Record<string, { purchaseOrder: { id: string } }>);
      const ids = added.map((a) => a.purchaseOrder.id);
      assert.is(new Set(ids).size, MAX_MUTATIONS);
      // Each of them ran: each new order reads back, the store holds that many more, and nothing else changed.
      for (const id of ids) assert.is((await readOrder(token, id))?.id, id, `order ${id} is stored`);
      const after = await ownSnapshot(token, [mine.id]);
      assert.is(after.orderCount, before.orderCount + MAX_MUTATIONS, "the store's order count");
      assert.equal({ ...after, orderCount: 0 }, { ...before, orderCount: 0 }, "nothing else changed");
    },
  );
});
