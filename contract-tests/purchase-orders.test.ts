// Purchase orders on the provider (issue 4): D1 creation, D2 transitions, D3 dates, D4 locking, D5
// closing, D6 permissions, D8/D9 totals, D11 scoping. Every refusal is followed by a read showing
// nothing changed. Black-box: every order is the test's own, in the accounts' store (which needs a tracked
// product without variations, one with, and an untracked one); the spec's silences the fake fills (D1's
// ship-to, D3's dates, D5's stock, D8's refusals, D146) are strict; another store is a provider state.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { PURCHASE_ORDER_STATUSES } from "../schema/status.ts";
import { call, gql } from "./support/client.ts";
import {
  ADD,
  createOrder,
  createStockedOrder,
  errorCode,
  moveTo,
  products,
  readOrder,
  STATUS,
  SUPPLIER,
  UPDATE,
  type Order,
} from "./support/orders.ts";
import { otherStoreToken, session, unique } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { contract, type Needs } from "./support/tiers.ts";

const owner = async () => (await session("owner")).token;
const BLACK_BOX: Needs = {};

// The path from OPEN to each status, through legal transitions only.
const PATH: Record<string, string[]> = {
  OPEN: [],
  ORDERED: ["ORDERED"],
  RECEIVED: ["ORDERED", "RECEIVED"],
  CLOSED: ["ORDERED", "RECEIVED", "CLOSED"],
};
const LEGAL = new Set(["OPEN>ORDERED", "ORDERED>OPEN", "ORDERED>RECEIVED", "RECEIVED>CLOSED"]);

describe("purchase-orders", () => {
  contract(
    "a new order is OPEN, with shipping 0, an empty discount, no items and equal dates (D1)",
    BLACK_BOX,
    async () => {
      const order = await createOrder(await owner());
      assert.is(order.status, "OPEN");
      assert.is(order.shippingCost, 0);
      assert.is(order.discount, "");
      assert.equal(order.items, []);
      assert.is(order.vendor, null);
      assert.is(order.dateCreated, order.dateModified);
      assert.is(order.calculateTotal, 0);
    },
  );

  for (const from of PURCHASE_ORDER_STATUSES)
    for (const to of PURCHASE_ORDER_STATUSES) {
      if (from === to) continue;
      const legal = LEGAL.has(`${from}>${to}`);
      contract(
        `${from} to ${to} is ${legal ? "accepted" : "refused and changes nothing"}`,
        BLACK_BOX,
        async () => {
          const token = await owner();
          const order = await createStockedOrder(token);
          const before = await moveTo(token, order.id, PATH[from]!).then(() => readOrder(token, order.id));
          const res = await gql(STATUS, { id: order.id, updatedStatus: to }, token);
          if (legal) {
            assert.is(res.body.data.updatePurchaseOrderStatus.purchaseOrder.status, to);
          } else {
            assert.is(errorCode(res), "INVALID_TRANSITION");
            assert.equal(await readOrder(token, order.id), before);
          }
        },
      );
    }

  contract(
    "an order with no items cannot be marked ORDERED, and nothing changes (issue 12)",
    { strict: "D146" },
    async () => {
      const token = await owner();
      const order = await createOrder(token);
      for (const res of [
        await gql(STATUS, { id: order.id, updatedStatus: "ORDERED" }, token),
        await gql(UPDATE, { id: order.id, status: "ORDERED" }, token),
      ])
        assert.is(errorCode(res), "INVALID_TRANSITION");
      assert.equal(await readOrder(token, order.id), order);
      // Removing the last item in the same write that marks it ordered is refused too.
      const stocked = await createStockedOrder(token);
      const res = await gql(
        UPDATE,
        { id: stocked.id, itemRemovals: [stocked.items[0].id], status: "ORDERED" },
        token,
      );
      assert.is(errorCode(res), "INVALID_TRANSITION");
      assert.is((await readOrder(token, stocked.id)).status, "OPEN");
      assert.is((await readOrder(token, stocked.id)).items.length, 1);
    },
  );

  contract(
    "an order whose lines are all of quantity 0 cannot be marked ORDERED either, and nothing changes",
    { strict: "D146" },
    async () => {
      const token = await owner();
      const stocked = await createStockedOrder(token);
      const line = stocked.items[0].id;
      // Brought to 0 in the same write that marks it ordered: refused, the quantity kept.
      const together = await gql(
        UPDATE,
        { id: stocked.id, itemUpdates: [{ id: line, quantity: 0 }], status: "ORDERED" },
        token,
      );
      assert.is(errorCode(together), "INVALID_TRANSITION");
      assert.equal(await readOrder(token, stocked.id), stocked);
      // Brought to 0 first (allowed: a line may be counted down), then marked ordered: refused.
      assert.is(
        errorCode(await gql(UPDATE, { id: stocked.id, itemUpdates: [{ id: line, quantity: 0 }] }, token)),
        undefined,
      );
      const zeroed = await readOrder(token, stocked.id);
      for (const res of [
        await gql(STATUS, { id: stocked.id, updatedStatus: "ORDERED" }, token),
        await gql(UPDATE, { id: stocked.id, status: "ORDERED" }, token),
      ])
        assert.is(errorCode(res), "INVALID_TRANSITION");
      assert.equal(await readOrder(token, stocked.id), zeroed);
    },
  );

  contract(
    "a new line needs a quantity of at least 1, and a new order ships to the store's address (issue 12)",
    { strict: "D1" },
    async () => {
      const token = await owner();
      const [first] = await products(token);
      const zero = await gql(
        ADD,
        { shippingCost: 0, discount: "", items: [{ productId: first!.id, quantity: 0, unitCost: 1 }] },
        token,
      );
      assert.is(errorCode(zero), "BAD_USER_INPUT");
      const order = await createOrder(token);
      assert.is(
        errorCode(
          await gql(
            UPDATE,
            { id: order.id, itemAdditions: [{ productId: first!.id, quantity: 0, unitCost: 1 }] },
            token,
          ),
        ),
        "BAD_USER_INPUT",
      );
      const stored = await readOrder(token, order.id);
      assert.equal(stored.items, []);
      // A new order ships to the active store's shipping address, as stored.
      const { address1, city, state, zipCode } = (await call("active", { token })).body.data.activeStore
        .shippingAddress;
      assert.equal(stored.shipToAddress, { address1, city, state, zipCode });
    },
  );

  contract(
    "dates follow D3: ordered, received and finalized are set; reopening clears ordered",
    { strict: "D3" },
    async () => {
      const token = await owner();
      const { id } = await createStockedOrder(token);
      const ordered = await moveTo(token, id, ["ORDERED"]);
      assert.ok(ordered.dateOrdered);
      assert.ok(ordered.dateModified >= ordered.dateCreated);
      const reopened = await moveTo(token, id, ["OPEN"]);
      assert.is(reopened.dateOrdered, null);
      const closed = await moveTo(token, id, ["ORDERED", "RECEIVED", "CLOSED"]);
      assert.ok(closed.dateOrdered && closed.dateReceived && closed.dateFinalized);
    },
  );

  async function orderWithItems(token: string) {
    const catalog = await products(token);
    const tracked = catalog.find((p) => p.isInventoryTracking && p.variations.length === 0)!;
    const withVariation = catalog.find((p) => p.isInventoryTracking && p.variations.length > 0)!;
    const untracked = catalog.find((p) => !p.isInventoryTracking)!;
    const order = await createOrder(token, {
      shippingCost: 0,
      discount: "",
      items: [
        { productId: tracked.id, quantity: 3, unitCost: 2.5 },
        {
          productId: withVariation.id,
          variationId: withVariation.variations[0]!.id,
          quantity: 4,
          unitCost: 1,
        },
        { productId: untracked.id, quantity: 5, unitCost: 1 },
      ],
    });
    return { order, tracked, withVariation, untracked };
  }

  contract(
    "closing adds each line's quantity to its variation or product exactly once; untracked stay (D5)",
    { strict: "D5" },
    async () => {
      const token = await owner();
      const { order, tracked, withVariation, untracked } = await orderWithItems(token);
      await moveTo(token, order.id, ["ORDERED", "RECEIVED", "CLOSED"]);
      const after = await products(token);
      const find = (id: string) => after.find((p) => p.id === id)!;
      assert.is(find(tracked.id).inventoryLevel, tracked.inventoryLevel + 3);
      assert.is(
        find(withVariation.id).variations[0]!.inventoryLevel,
        withVariation.variations[0]!.inventoryLevel + 4,
      );
      assert.is(find(withVariation.id).inventoryLevel, withVariation.inventoryLevel);
      assert.is(find(untracked.id).inventoryLevel, untracked.inventoryLevel);
      // Closing again is refused and adds nothing more.
      assert.is(
        errorCode(await gql(STATUS, { id: order.id, updatedStatus: "CLOSED" }, token)),
        "INVALID_TRANSITION",
      );
      assert.is(
        (await products(token)).find((p) => p.id === tracked.id)!.inventoryLevel,
        tracked.inventoryLevel + 3,
      );
    },
  );

  for (const status of ["ORDERED", "CLOSED"]) {
    contract(`edits are refused in ${status} and change nothing (D4)`, BLACK_BOX, async () => {
      const token = await owner();
      const { order } = await orderWithItems(token);
      await moveTo(token, order.id, PATH[status]!);
      const before = await readOrder(token, order.id);
      for (const change of [
        { itemUpdates: [{ id: order.items[0].id, quantity: 9 }] },
        { itemRemovals: [order.items[0].id] },
        { shippingCost: 5 },
        { discount: "10%" },
        { shipToAddress: { address1: "1 Main St", city: "Springfield", state: "IL", zipCode: "62701" } },
      ]) {
        const res = await gql(UPDATE, { id: order.id, ...change }, token);
        assert.is(errorCode(res), "PURCHASE_ORDER_LOCKED", JSON.stringify(change));
      }
      assert.equal(await readOrder(token, order.id), before);
    });
  }

  contract("edits are accepted in OPEN and RECEIVED", BLACK_BOX, async () => {
    const token = await owner();
    const { order } = await orderWithItems(token);
    for (const path of [[], ["ORDERED", "RECEIVED"]]) {
      await moveTo(token, order.id, path);
      const res = await gql(
        UPDATE,
        { id: order.id, itemUpdates: [{ id: order.items[0].id, quantity: 7 }] },
        token,
      );
      assert.is(res.body.data.updatePurchaseOrder.purchaseOrder.items[0].quantity, 7);
    }
  });

  // D8's examples with D9's arithmetic: one line of 4 x $25.00 = $100.00.
  // A reduction beyond its base and a percentage's rounding are D8's, not the spec's.
  const CLAMPED = new Set(["-500", "33.33%"]);
  const TOTALS: [string, string, number, number][] = [
    // item discount, order discount, shipping, expected total
    ["", "", 0, 100],
    ["-10", "", 0, 90],
    ["10%", "", 0, 90],
    ["", "-10", 5, 95],
    ["", "10%", 5, 95],
    ["-10", "10%", 2.5, 83.5],
    ["-500", "", 0, 0],
    ["", "100%", 7.25, 7.25],
    ["33.33%", "", 0, 66.67],
    ["-0", "0%", 0, 100],
  ];

  for (const [itemDiscount, orderDiscount, shipping, total] of TOTALS) {
    contract(
      `calculateTotal: item "${itemDiscount}", order "${orderDiscount}", shipping ${shipping} is ${total}`,
      CLAMPED.has(itemDiscount) ? { strict: "D8" } : BLACK_BOX,
      async () => {
        const token = await owner();
        const product = (await products(token)).find((p) => p.variations.length === 0)!;
        const order = await createOrder(token, {
          shippingCost: shipping,
          discount: orderDiscount,
          items: [{ productId: product.id, quantity: 4, unitCost: 25, discount: itemDiscount }],
        });
        assert.is(order.calculateTotal, total);
      },
    );
  }

  contract(
    "sums are exact in cents: three lines at $0.10 plus $0.20 shipping is $0.50",
    BLACK_BOX,
    async () => {
      const token = await owner();
      const product = (await products(token))[0]!;
      const line = {
        productId: product.id,
        variationId: product.variations[0]?.id ?? null,
        quantity: 1,
        unitCost: 0.1,
      };
      const order = await createOrder(token, { shippingCost: 0.2, discount: "", items: [line, line, line] });
      assert.is(order.calculateTotal, 0.5);
    },
  );

  contract(
    "a percentage rounds to the nearest cent, half up: 50% off $0.05 takes $0.03, on a line and on the order",
    { strict: "D8" },
    async () => {
      const token = await owner();
      const product = (await products(token)).find((p) => p.variations.length === 0)!;
      const line = (discount: string) => ({ productId: product.id, quantity: 1, unitCost: 0.05, discount });
      const onLine = await createOrder(token, { shippingCost: 0, discount: "", items: [line("50%")] });
      assert.is(onLine.calculateTotal, 0.02, "on the line");
      const onOrder = await createOrder(token, { shippingCost: 0, discount: "50%", items: [line("")] });
      assert.is(onOrder.calculateTotal, 0.02, "on the order");
    },
  );

  contract(
    "discounts outside D8's grammar, negative or fractional quantities and negative costs are refused",
    { strict: "D8" },
    async () => {
      const token = await owner();
      const { order } = await orderWithItems(token);
      const before = await readOrder(token, order.id);
      const item = order.items[0].id;
      for (const change of [
        { discount: "--5" },
        { discount: "-5%" },
        { discount: "5" },
        { discount: "abc" },
        { discount: "101%" },
        { shippingCost: -1 },
        { itemUpdates: [{ id: item, quantity: -1 }] },
        { itemUpdates: [{ id: item, unitCost: -0.01 }] },
        { itemUpdates: [{ id: item, discount: "ten" }] },
        { itemUpdates: [{ id: item, quantity: 2000000 }] },
      ]) {
        const res = await gql(UPDATE, { id: order.id, ...change }, token);
        assert.is(errorCode(res), "BAD_USER_INPUT", JSON.stringify(change));
      }
      // A fractional quantity is not even an Int: the schema refuses it before the provider's rules run.
      const fractional = await gql(
        UPDATE,
        { id: order.id, itemUpdates: [{ id: item, quantity: 1.5 }] },
        token,
      );
      assert.ok(fractional.body.errors?.length);
      assert.equal(await readOrder(token, order.id), before);
    },
  );

  contract("items are added, updated and removed in one call, and the total follows", BLACK_BOX, async () => {
    const token = await owner();
    const { order } = await orderWithItems(token);
    const product = (await products(token)).find((p) => p.variations.length === 0)!;
    const res = await gql(
      UPDATE,
      {
        id: order.id,
        itemAdditions: [{ productId: product.id, quantity: 2, unitCost: 10 }],
        itemRemovals: [order.items[2].id],
        itemUpdates: [{ id: order.items[0].id, quantity: 1, unitCost: 1 }],
        shippingCost: 3,
      },
      token,
    );
    const updated: Order = res.body.data.updatePurchaseOrder.purchaseOrder;
    assert.is(updated.items.length, 3);
    // 1 x 1 + 4 x 1 + 2 x 10 + 3 shipping
    assert.is(updated.calculateTotal, 28);
  });

  contract("the supplier is set, changed and cleared in any status but CLOSED (D4)", BLACK_BOX, async () => {
    const token = await owner();
    const order = await createStockedOrder(token);
    const addSupplier = async (name: string) => {
      const added = await gql(ADD_SUPPLIER, { ...createForm(), name }, token);
      return { id: added.body.data.addSupplier.supplier.id, name };
    };
    const first = await addSupplier(unique("Supplier A"));
    const second = await addSupplier(unique("Supplier B"));
    let res = await gql(SUPPLIER, { id: order.id, vendorId: first.id }, token);
    assert.is(res.body.data.setPurchaseOrderSupplier.purchaseOrder.vendor.name, first.name);
    await moveTo(token, order.id, ["ORDERED", "RECEIVED"]);
    res = await gql(SUPPLIER, { id: order.id, vendorId: null }, token);
    assert.is(res.body.data.setPurchaseOrderSupplier.purchaseOrder.vendor, null);
    await moveTo(token, order.id, ["CLOSED"]);
    res = await gql(SUPPLIER, { id: order.id, vendorId: second.id }, token);
    assert.is(errorCode(res), "PURCHASE_ORDER_LOCKED");
    assert.is((await readOrder(token, order.id)).vendor, null);
  });

  contract(
    "a buyer cannot receive or close, and a receiver cannot create, edit or reopen (D6)",
    { roles: ["buyer", "receiver"] },
    async () => {
      const buyer = (await session("buyer")).token;
      const receiver = (await session("receiver")).token;
      const order = await createStockedOrder(buyer);
      await moveTo(buyer, order.id, ["ORDERED"]);
      assert.is(
        errorCode(await gql(STATUS, { id: order.id, updatedStatus: "RECEIVED" }, buyer)),
        "FORBIDDEN",
      );
      assert.is(errorCode(await gql(STATUS, { id: order.id, updatedStatus: "OPEN" }, receiver)), "FORBIDDEN");
      assert.is(errorCode(await gql(UPDATE, { id: order.id, shippingCost: 1 }, receiver)), "FORBIDDEN");
      assert.is((await readOrder(buyer, order.id)).status, "ORDERED");
      await moveTo(receiver, order.id, ["RECEIVED"]);
      assert.is(errorCode(await gql(STATUS, { id: order.id, updatedStatus: "CLOSED" }, buyer)), "FORBIDDEN");
      await moveTo(receiver, order.id, ["CLOSED"]);
      const add = await gql(
        `mutation A { addPurchaseOrder(shippingCost: 0, discount: "", items: []) { purchaseOrder { id } } }`,
        {},
        receiver,
      );
      assert.is(errorCode(add), "FORBIDDEN");
    },
  );

  contract(
    "another store's order answers not found to every mutation and changes nothing (D11)",
    { state: "second store" },
    async ({ state }) => {
      const token = await owner();
      const order = await createStockedOrder(token);
      const before = await readOrder(token, order.id);
      const elsewhere = await otherStoreToken(state);
      assert.is(
        errorCode(await gql(STATUS, { id: order.id, updatedStatus: "ORDERED" }, elsewhere)),
        "NOT_FOUND",
      );
      assert.is(errorCode(await gql(UPDATE, { id: order.id, shippingCost: 9 }, elsewhere)), "NOT_FOUND");
      assert.is(errorCode(await gql(SUPPLIER, { id: order.id, vendorId: null }, elsewhere)), "NOT_FOUND");
      assert.is(await readOrder(elsewhere, order.id), null);
      assert.equal(await readOrder(token, order.id), before);
    },
  );
});
