// Extension "arrival" (D234): an order's expected arrival day (YYYY-MM-DD), set or cleared while OPEN or
// ORDERED by a user who may edit orders; a bad day, another status or another role is refused and
// nothing changes. The extensions tier: skipped, with the reason, where the provider's schema has no
// PurchaseOrder.expectedArrival (D231). Every order is the test's own (black-box data).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { createOrder, createStockedOrder, moveTo } from "./support/orders.ts";
import { session, unique } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { contract, type Needs } from "./support/tiers.ts";

const ARRIVAL: Needs = { extensions: ["arrival"] };

const SET = `mutation ContractSetArrival($id: ID!, $date: String) {
  setExpectedArrival(id: $id, date: $date) { purchaseOrder { id status dateModified expectedArrival } }
}`;
const READ = `query ContractArrival($id: ID) {
  allPurchaseOrders(id: $id, first: 1) { nodes { id dateModified expectedArrival } }
}`;

async function stored(token: string, id: string) {
  const res = await gql(READ, { id }, token);
  assert.equal(res.body.errors, undefined, "read");
  return res.body.data.allPurchaseOrders.nodes[0] as { dateModified: string; expectedArrival: string | null };
}

describe("expected-arrival", () => {
  contract("a new order has none; a day is set, read back, changed and cleared", ARRIVAL, async () => {
    const { token } = await session("owner");
    const order = await createOrder(token);
    assert.is((await stored(token, order.id)).expectedArrival, null);
    for (const date of ["2026-12-05", "2027-01-31", null]) {
      const res = await gql(SET, { id: order.id, date }, token);
      assert.equal(res.body.errors, undefined, `set ${date}`);
      assert.is(res.body.data.setExpectedArrival.purchaseOrder.expectedArrival, date);
      assert.is((await stored(token, order.id)).expectedArrival, date);
    }
  });

  contract("it may change while ORDERED, and a change is the order's latest change", ARRIVAL, async () => {
    const { token } = await session("owner");
    const order = await createStockedOrder(token);
    const ordered = await moveTo(token, order.id, ["ORDERED"]);
    const res = await gql(SET, { id: order.id, date: "2026-12-24" }, token);
    assert.equal(res.body.errors, undefined);
    const after = await stored(token, order.id);
    assert.is(after.expectedArrival, "2026-12-24");
    assert.ok(Date.parse(after.dateModified) >= Date.parse(ordered.dateModified));
  });

  contract("RECEIVED and CLOSED orders are refused as locked, and nothing changes", ARRIVAL, async () => {
    const { token } = await session("owner");
    const order = await createStockedOrder(token);
    await gql(SET, { id: order.id, date: "2026-12-05" }, token);
    for (const path of [["ORDERED", "RECEIVED"], ["CLOSED"]]) {
      await moveTo(token, order.id, path);
      const before = await stored(token, order.id);
      assertRefused(
        await gql(SET, { id: order.id, date: "2027-02-01" }, token),
        { code: "PURCHASE_ORDER_LOCKED", message: "expected arrival" },
        `in ${path.at(-1)}`,
      );
      assert.equal(await stored(token, order.id), before);
    }
  });

  contract(
    "a day that is not a real YYYY-MM-DD of 2000 to 2099 is refused, naming it, and nothing changes",
    ARRIVAL,
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      await gql(SET, { id: order.id, date: "2026-12-05" }, token);
      const before = await stored(token, order.id);
      for (const date of [
        "2026-02-30",
        "2026-13-01",
        "12/05/2026",
        "",
        " 2026-12-05",
        "2026-1-5",
        "1999-12-31",
        "2100-01-01",
        "2026-12-05T10:00:00Z",
      ])
        assertRefused(
          await gql(SET, { id: order.id, date }, token),
          { code: "BAD_USER_INPUT", message: "YYYY-MM-DD" },
          JSON.stringify(date),
        );
      assert.equal(await stored(token, order.id), before);
    },
  );

  contract(
    "a receiver may not set it, and a viewer may not read it",
    { ...ARRIVAL, roles: ["receiver", "viewer"] },
    async () => {
      const { token } = await session("owner");
      const name = unique("Arrival Supply");
      const supplierId = (await gql(ADD_SUPPLIER, { ...createForm(), name }, token)).body.data.addSupplier
        .supplier.id;
      const order = await createOrder(token);
      await gql(
        `mutation ContractSupplier($id: ID!, $vendorId: ID) { setPurchaseOrderSupplier(id: $id, vendorId: $vendorId) { purchaseOrder { id } } }`,
        { id: order.id, vendorId: supplierId },
        token,
      );
      await gql(SET, { id: order.id, date: "2026-12-05" }, token);
      const receiver = await session("receiver");
      assertRefused(
        await gql(SET, { id: order.id, date: "2027-01-01" }, receiver.token),
        { code: "FORBIDDEN", message: "editPurchaseOrder" },
        "a receiver",
      );
      assert.is((await stored(token, order.id)).expectedArrival, "2026-12-05");
      const viewer = await session("viewer");
      assertRefused(
        await gql(
          `query ContractViewerArrival($id: ID!) { supplier(id: $id) { purchaseOrders { id expectedArrival } } }`,
          { id: supplierId },
          viewer.token,
        ),
        { code: "FORBIDDEN", message: "expectedArrival" },
        "a viewer through the supplier page's summary",
      );
    },
  );

  contract(
    "with the history extension too, each change is in the order's history with from and to",
    { extensions: ["arrival", "history"] },
    async () => {
      const { token } = await session("owner");
      const order = await createOrder(token);
      await gql(SET, { id: order.id, date: "2026-12-05" }, token);
      await gql(SET, { id: order.id, date: null }, token);
      const res = await gql(
        `query ContractArrivalHistory($id: ID) { allPurchaseOrders(id: $id, first: 1) { nodes { history(first: 5) { nodes { kind from to } } } } }`,
        { id: order.id },
        token,
      );
      assert.equal(res.body.data.allPurchaseOrders.nodes[0].history.nodes, [
        { kind: "EXPECTED_ARRIVAL", from: "2026-12-05", to: null },
        { kind: "EXPECTED_ARRIVAL", from: null, to: "2026-12-05" },
        { kind: "CREATED", from: null, to: null },
      ]);
    },
  );
});
