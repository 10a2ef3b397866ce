// Extension "history" (D232): every change of an order recorded by the provider in the write that made it,
// with who, when, from and to, newest first, paged; read only with an order permission. The extensions tier:
// skipped, with the reason, where the provider's schema has no PurchaseOrder.history (D231). Every order is
// the test's own (black-box data).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { createOrder, moveTo, products, STATUS, SUPPLIER, UPDATE, type Order } from "./support/orders.ts";
import { session, unique } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { contract, type Needs } from "./support/tiers.ts";

const HISTORY: Needs = { extensions: ["history"] };

const CHANGE = "id at by { id name } kind lineId line from to";
const READ = `query ContractHistory($id: ID, $first: Int, $after: String) {
  allPurchaseOrders(id: $id, first: 1) { nodes { id history(first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { ${CHANGE} } } } }
}`;

interface Change {
  id: string;
  at: string;
  by: { id: string; name: string };
  kind: string;
  lineId: string | null;
  line: string | null;
  from: string | null;
  to: string | null;
}

async function history(token: string, id: string, page: { first?: number; after?: string } = {}) {
  const res = await gql(READ, { id, ...page }, token);
  assert.equal(res.body.errors, undefined, `history of ${id}: ${JSON.stringify(res.body.errors)}`);
  return res.body.data.allPurchaseOrders.nodes[0].history as {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Change[];
  };
}

/** The changes as "KIND line: from -> to", newest first, for one equality. */
const told = (changes: Change[]) =>
  changes.map((c) => `${c.kind}${c.lineId ? ` ${c.lineId}` : ""}: ${c.from} -> ${c.to}`);

/** An order of two lines of the store's first two products (quantity 2 at $3.50, quantity 1 at $10). */
async function twoLineOrder(token: string): Promise<Order> {
  const [first, second] = await products(token);
  return createOrder(token, {
    shippingCost: 5,
    discount: "",
    items: [
      { productId: first!.id, quantity: 2, unitCost: 3.5 },
      { productId: second!.id, quantity: 1, unitCost: 10 },
    ],
  });
}

describe("order-history", () => {
  contract(
    "a new order's history is one CREATED change, by its maker, at its creation",
    HISTORY,
    async () => {
      const { token, userId } = await session("owner");
      const order = await twoLineOrder(token);
      const { totalCount, nodes } = await history(token, order.id);
      assert.is(totalCount, 1);
      assert.equal(told(nodes), ["CREATED: null -> null"]);
      assert.is(nodes[0]!.by.id, userId);
      assert.ok(nodes[0]!.by.name.trim().length > 0, "the maker has a name");
      assert.is(nodes[0]!.at, order.dateCreated);
    },
  );

  contract(
    "every change of lines, ship-to, shipping, discount, supplier and status is recorded with from and to, newest first",
    HISTORY,
    async () => {
      const { token } = await session("owner");
      const order = await twoLineOrder(token);
      const [kept, dropped] = order.items as { id: string }[];
      const [, , third] = await products(token);
      const edit = await gql(
        UPDATE,
        {
          id: order.id,
          itemUpdates: [{ id: kept!.id, quantity: 4, unitCost: 3.25, discount: "10%" }],
          itemRemovals: [dropped!.id],
          itemAdditions: [{ productId: third!.id, quantity: 6, unitCost: 1 }],
          shippingCost: 7.5,
          discount: "-2",
          shipToAddress: { address1: "1 Pier Rd", city: "Rockland", state: "ME", zipCode: "04841" },
        },
        token,
      );
      assert.equal(edit.body.errors, undefined, "the edit");
      const added = (edit.body.data.updatePurchaseOrder.purchaseOrder.items as { id: string }[]).find(
        (item) => item.id !== kept!.id,
      )!;
      const name = unique("Harbor Supply");
      const made = await gql(ADD_SUPPLIER, { ...createForm(), name }, token);
      const supplierId = made.body.data.addSupplier.supplier.id;
      assert.equal(
        (await gql(SUPPLIER, { id: order.id, vendorId: supplierId }, token)).body.errors,
        undefined,
      );
      await moveTo(token, order.id, ["ORDERED"]);

      const { nodes } = await history(token, order.id);
      const before = order.shipToAddress;
      const shipTo = [before.address1, before.city, before.state, before.zipCode].join(", ");
      assert.equal(told(nodes), [
        "STATUS: OPEN -> ORDERED",
        `SUPPLIER: null -> ${name}`,
        `DISCOUNT:  -> -2`,
        "SHIPPING: 5.00 -> 7.50",
        // The store's address may have a second line; the test's own has none.
        ...told(nodes.filter((c) => c.kind === "SHIP_TO")),
        `LINE_ADDED ${added.id}: null -> 6`,
        `LINE_REMOVED ${dropped!.id}: 1 -> null`,
        `LINE_DISCOUNT ${kept!.id}:  -> 10%`,
        `LINE_COST ${kept!.id}: 3.50 -> 3.25`,
        `LINE_QUANTITY ${kept!.id}: 2 -> 4`,
        "CREATED: null -> null",
      ]);
      const shipToChange = nodes.find((c) => c.kind === "SHIP_TO")!;
      assert.match(shipToChange.from!, before.address1);
      assert.match(shipToChange.from!, before.zipCode);
      assert.ok(shipTo.length > 0);
      assert.is(shipToChange.to, "1 Pier Rd, Rockland, ME, 04841");
      for (const change of nodes.filter((c) => c.kind.startsWith("LINE_")))
        assert.ok(change.line && change.line.length > 0, `${change.kind} names its line`);
      const times = nodes.map((c) => Date.parse(c.at));
      assert.equal(
        [...times].sort((a, b) => b - a),
        times,
        "newest first",
      );
    },
  );

  contract("a change is recorded as whoever made it", { ...HISTORY, roles: ["buyer"] }, async () => {
    const buyer = await session("buyer");
    const order = await createOrder(buyer.token);
    const owner = await session("owner");
    assert.equal((await gql(UPDATE, { id: order.id, shippingCost: 3 }, owner.token)).body.errors, undefined);
    const { nodes } = await history(owner.token, order.id);
    assert.equal(
      nodes.map((c) => [c.kind, c.by.id]),
      [
        ["SHIPPING", owner.userId],
        ["CREATED", buyer.userId],
      ],
    );
  });

  contract("a write that changes nothing, and a refused one, record nothing", HISTORY, async () => {
    const { token } = await session("owner");
    const order = await twoLineOrder(token);
    const same = await gql(UPDATE, { id: order.id, shippingCost: 5, discount: "" }, token);
    assert.equal(same.body.errors, undefined);
    const refused = await gql(STATUS, { id: order.id, updatedStatus: "CLOSED" }, token);
    assert.is(refused.body.errors?.[0]?.extensions?.code, "INVALID_TRANSITION");
    const badLine = await gql(UPDATE, { id: order.id, itemUpdates: [{ id: "0", quantity: 3 }] }, token);
    assert.ok(badLine.body.errors, "an unknown line is refused");
    assert.equal(told((await history(token, order.id)).nodes), ["CREATED: null -> null"]);
  });

  contract(
    "history pages newest first with first and after, and totalCount counts them all",
    HISTORY,
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      for (const cost of [1, 2, 3, 4]) await gql(UPDATE, { id: order.id, shippingCost: cost }, token);
      const first = await history(token, order.id, { first: 2 });
      assert.is(first.totalCount, 5);
      assert.ok(first.pageInfo.hasNextPage);
      assert.equal(told(first.nodes), ["SHIPPING: 3.00 -> 4.00", "SHIPPING: 2.00 -> 3.00"]);
      const second = await history(token, order.id, { first: 2, after: first.pageInfo.endCursor! });
      assert.equal(told(second.nodes), ["SHIPPING: 1.00 -> 2.00", "SHIPPING: 0.00 -> 1.00"]);
      const last = await history(token, order.id, { first: 2, after: second.pageInfo.endCursor! });
      assert.equal(told(last.nodes), ["CREATED: null -> null"]);
      assert.not.ok(last.pageInfo.hasNextPage);
    },
  );

  contract(
    "a page size outside 1..100 or a cursor nobody issued is refused, naming it",
    HISTORY,
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      for (const first of [0, -1, 101])
        assertRefused(
          await gql(READ, { id: order.id, first }, token),
          { code: "BAD_USER_INPUT", message: "first" },
          `first ${first}`,
        );
      assertRefused(
        await gql(READ, { id: order.id, first: 5, after: "bogus" }, token),
        { code: "BAD_USER_INPUT", message: "cursor" },
        "a made-up cursor",
      );
    },
  );

  contract(
    "a viewer cannot read an order's history, even through the supplier page's summary",
    { ...HISTORY, roles: ["viewer"] },
    async () => {
      const { token } = await session("owner");
      const name = unique("Viewer Supply");
      const made = await gql(ADD_SUPPLIER, { ...createForm(), name }, token);
      const supplierId = made.body.data.addSupplier.supplier.id;
      const order = await createOrder(token);
      await gql(SUPPLIER, { id: order.id, vendorId: supplierId }, token);
      const viewer = await session("viewer");
      const read = `query ContractViewerHistory($id: ID!) {
        supplier(id: $id) { purchaseOrders { id history(first: 5) { totalCount } } }
      }`;
      assertRefused(
        await gql(read, { id: supplierId }, viewer.token),
        { code: "FORBIDDEN", message: "history" },
        "history through supplier.purchaseOrders",
      );
    },
  );
});
