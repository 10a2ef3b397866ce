// Duplicate (issue 16, D67) against the seeded fake store: who is offered it, a copy whose supplier,
// ship-to, shipping, discount and lines match the original as the provider stores them, the original
// untouched, and a copy that could only be created in part saying so.
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import { quietly } from "../../../../test/failure-kit.tsx";
import type { PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { openOrdered, RECEIVER } from "../../../../test/purchase-orders/check-in-kit.tsx";

const view = (id: number) => `/purchase-orders/${id}`;
const OWNER = "owner@example.com";

/** What a copy must share with its original. */
const content = (o: PurchaseOrderRow) => ({
  vendorId: o.vendorId,
  shipTo: o.shipToAddress && { ...o.shipToAddress, id: 0 },
  shippingCents: o.shippingCents,
  discount: o.discount,
  items: o.items.map(({ id: _, ...line }) => line),
});

test("Duplicate makes a new OPEN order with the original's supplier, ship-to, shipping, discount and lines, and opens its edit screen", async () => {
  const { order, provider, location } = await openOrdered(OWNER, view);
  provider.store.arrange((db) => {
    order.vendorId = db.suppliers.find((s) => s.storeId === order.storeId)!.id;
    order.shippingCents = 1234;
    order.discount = "10%";
    order.items[0]!.discount = "-1";
    order.items[1]!.unitCostCents = 777;
    order.shipToAddress = { ...order.shipToAddress!, address1: "9 Dock Road", city: "Portland" };
  });
  const before = structuredClone(order);
  await userEvent.click(await screen.findByRole("button", { name: "Duplicate" }));
  await waitFor(() => assert.match(location.history!.at(-1)!, /^\/purchase-orders\/\d+\/modify$/));
  const copyId = Number(location.history!.at(-1)!.split("/")[2]);
  assert.ok(await screen.findByText(`Purchase order #${copyId} is a copy of purchase order #${order.id}.`));
  const { db } = provider.store;
  const copy = db.purchaseOrders.find((o) => o.id === copyId)!;
  assert.is(copy.status, "OPEN");
  assert.equal(content(copy), content(before));
  assert.equal(
    db.purchaseOrders.find((o) => o.id === order.id),
    before,
    "the original is untouched",
  );
});

test("a line of quantity 0 is left out of the copy and named", async () => {
  const { order, provider, location } = await openOrdered(OWNER, view);
  provider.store.arrange(() => void (order.items[1]!.quantity = 0));
  await userEvent.click(await screen.findByRole("button", { name: "Duplicate" }));
  await waitFor(() => assert.match(location.history!.at(-1)!, /\/modify$/));
  assert.ok(await screen.findByText(/^Lines with a quantity of 0 were not copied: /));
  const copyId = Number(location.history!.at(-1)!.split("/")[2]);
  const copy = provider.store.db.purchaseOrders.find((o) => o.id === copyId)!;
  assert.equal(
    copy.items.map((item) => item.productId),
    [order.items[0]!.productId],
  );
});

test("when the lines cannot be copied, the view says which new order exists and what it lacks, with a link to it", async () => {
  const { order, provider } = await openOrdered(OWNER, view);
  await screen.findByRole("button", { name: "Duplicate" });
  // The copy is created, then the provider is out of service for the call that copies its lines.
  const { server } = await sharedInProcessProvider();
  server.use(unavailableFor("UpdatePurchaseOrder"));
  try {
    await quietly(async () => {
      await userEvent.click(screen.getByRole("button", { name: "Duplicate" }));
      await waitFor(() => assert.ok(screen.getByRole("alert")));
    });
    const copy = provider.store.db.purchaseOrders.at(-1)!;
    assert.is.not(copy.id, order.id);
    assert.equal([copy.status, copy.items.length], ["OPEN", 0]);
    assert.match(
      screen.getByRole("alert").textContent!,
      `Purchase order #${copy.id} was created, but its lines, ship-to, shipping and discount could not be copied:`,
    );
    assert.ok(screen.getByRole("link", { name: `Open purchase order #${copy.id}` }));
  } finally {
    server.resetHandlers();
  }
});

test("a receiver is not offered Duplicate", async () => {
  await openOrdered(RECEIVER, view);
  await screen.findByRole("link", { name: "Check In Delivery" });
  assert.is(screen.queryByRole("button", { name: "Duplicate" }), null);
});

test.run();
