// Backorders (issue 30 item 1, D213): a short delivery confirmed with "Keep the rest on order" leaves a
// new OPEN order holding what is still owed; "Close short" receives the counts and orders nothing; a
// step that fails between making the backorder and marking the original received is retried without a
// second order. Each asserted on what the fake provider stored.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { quietly } from "../../../../test/failure-kit.tsx";
import { openOrdered, RECEIVER, scan } from "../../../../test/purchase-orders/check-in-kit.tsx";

const OWNER = "owner@example.com";
const checkIn = (id: number) => `/purchase-orders/${id}/check-in`;
const view = (id: number) => `/purchase-orders/${id}`;

/** Opens the count as `email` with a supplier, a ship-to and a line discount on the order. */
async function openShort(email = OWNER) {
  const opened = await openOrdered(email, checkIn);
  const { order, provider } = opened;
  provider.store.arrange((db: Db) => {
    order.vendorId = db.suppliers.find((s) => s.storeId === order.storeId)!.id;
    const address = { address1: "1 Dock Rd", address2: "", city: "Reno", state: "NV", zipCode: "89501" };
    order.shipToAddress = { ...address, id: 990101, firstName: "", lastName: "", sourceId: "" };
    order.items[0]!.discount = "10%";
  });
  await screen.findByRole("list", { name: "Delivered Products" });
  // The plain line 1 of 3, the variation 2 of 2: 2 units owed.
  await scan(opened.lines.plain.sku);
  await scan(opened.lines.varied.variations[0]!.sku);
  await scan(opened.lines.varied.variations[0]!.sku);
  const before = new Set(provider.store.db.purchaseOrders.map((o) => o.id));
  const made = () => provider.store.db.purchaseOrders.filter((o) => !before.has(o.id));
  const stored = () => provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  return { ...opened, made, stored };
}

async function confirm(choice?: "Keep the rest on order" | "Close short") {
  await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  const dialog = await screen.findByRole("dialog");
  if (choice) await userEvent.click(within(dialog).getByRole("radio", { name: new RegExp(`^${choice}`) }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
}

const owedShape = (o: PurchaseOrderRow) =>
  o.items.map((i) => [i.productId, i.variationId, i.quantity, i.unitCostCents, i.discount]);

test("Keep the rest on order: a new OPEN order holds what is owed, both orders are named with links, and the new one says what it continues", async () => {
  const { order, lines, made, stored } = await openShort();
  await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  const dialog = await screen.findByRole("dialog");
  const keep = within(dialog).getByRole<HTMLInputElement>("radio", { name: /^Keep the rest on order/ });
  assert.ok(keep.checked, "keeping the rest is the default");
  assert.match(dialog.textContent!, "holds the 2 units still owed");
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  const said = await screen.findByText(/the rest is on purchase order #/);
  assert.is(said.getAttribute("role"), "status");
  const [backorder] = made();
  assert.ok(backorder, "an order was made");
  assert.is(made().length, 1);
  assert.is(
    said.textContent,
    `Purchase order #${order.id} is received with the counted quantities; the rest is on purchase order #${backorder!.id}.`,
  );
  assert.is(backorder!.status, "OPEN");
  assert.is(backorder!.vendorId, order.vendorId);
  const place = (o: PurchaseOrderRow) => {
    const { address1, address2, city, state, zipCode } = o.shipToAddress!;
    return [address1, address2, city, state, zipCode];
  };
  assert.equal(place(backorder!), place(order));
  assert.equal(owedShape(backorder!), [[lines.plain.id, null, 2, 500, "10%"]]);
  assert.is(stored().status, "RECEIVED");
  assert.equal(
    stored().items.map((i) => i.quantity),
    [1, 2],
  );
  assert.is(
    localStorage.getItem(`backorder:${order.storeId}:${order.id}`),
    null,
    "the pending note is dropped",
  );
  assert.ok(screen.getByRole("link", { name: `Open purchase order #${order.id}` }));
  await userEvent.click(
    screen.getByRole("link", { name: `Open purchase order #${backorder!.id} (the rest)` }),
  );
  const note = await screen.findByText((_, el) => el?.classList.contains("continues-note") ?? false);
  const today = new Date();
  assert.is(
    note.textContent,
    `Continues purchase order #${order.id}, delivered ${today.getMonth() + 1}/${today.getDate()}/${today.getFullYear()}.`,
  );
  const link = within(note).getByRole("link", { name: `purchase order #${order.id}` });
  assert.is(link.getAttribute("href"), view(order.id));
});

test("Close short: the order is received with the counts and no order is made", async () => {
  const { order, made, stored, location } = await openShort();
  await confirm("Close short");
  await waitFor(() => assert.is(location.history!.at(-1), view(order.id)));
  assert.is(made().length, 0);
  assert.is(stored().status, "RECEIVED");
  assert.equal(
    stored().items.map((i) => i.quantity),
    [1, 2],
  );
});

test("a receiver, who may not create orders, is told the order closes short, and it does", async () => {
  const { order, made, stored, location } = await openShort(RECEIVER);
  await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  const dialog = await screen.findByRole("dialog");
  assert.is(within(dialog).queryByRole("radio"), null);
  assert.match(dialog.textContent!, "The order is received short: only a buyer can keep the rest on order.");
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.is(location.history!.at(-1), view(order.id)));
  assert.is(made().length, 0);
  assert.is(stored().status, "RECEIVED");
});

/** Confirms with `operation`'s first call (of those counted from now) failing, then again with none. */
async function failOnceThenRetry(operation: string, said: RegExp, failing = () => true) {
  const opened = await openShort();
  const { server } = await sharedInProcessProvider();
  server.use(unavailableFor(operation, failing));
  try {
    await quietly(() => confirm());
    const alert = await screen.findByText(said);
    assert.is(alert.getAttribute("role"), "alert");
  } finally {
    server.resetHandlers();
  }
  return opened;
}

test("marking received fails after the backorder was made: nothing is received, and the retry reuses that order", async () => {
  const { order, lines, made, stored } = await failOnceThenRetry(
    "UpdatePurchaseOrderStatus",
    /^The order was not marked received/,
  );
  assert.is(made().length, 1, "the backorder exists");
  assert.is(stored().status, "ORDERED");
  assert.equal(
    stored().items.map((i) => i.quantity),
    [3, 2],
  );
  await confirm();
  await screen.findByText(/the rest is on purchase order #/);
  assert.is(made().length, 1, "no second backorder");
  assert.equal(owedShape(made()[0]!), [[lines.plain.id, null, 2, 500, "10%"]]);
  assert.is(stored().status, "RECEIVED");
  assert.is(order.id, stored().id);
});

test("the backorder's lines fail after it was created: nothing is received, and the retry finishes the same order", async () => {
  let calls = 0;
  // The first UpdatePurchaseOrder is the backorder's content.
  const { lines, made, stored } = await failOnceThenRetry(
    "UpdatePurchaseOrder",
    /was made for the rest, but not finished/,
    () => ++calls === 1,
  );
  assert.is(made().length, 1);
  assert.equal(made()[0]!.items, [], "created empty");
  assert.is(stored().status, "ORDERED");
  await confirm();
  await screen.findByText(/the rest is on purchase order #/);
  assert.is(made().length, 1, "no second backorder");
  assert.equal(owedShape(made()[0]!), [[lines.plain.id, null, 2, 500, "10%"]]);
  assert.is(made()[0]!.vendorId, stored().vendorId);
  assert.is(stored().status, "RECEIVED");
});

test("a device that refuses to keep the backorder's id still reuses it on a retry from the same page", async () => {
  const real = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
  const storage = localStorage;
  const setItem = (key: string, value: string) => {
    if (key.startsWith("backorder:"))
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    storage.setItem(key, value);
  };
  // The device's storage as it is, but for the backorder's id, which it refuses.
  const refusing = new Proxy(storage, {
    get: (target, name) => {
      if (name === "setItem") return setItem;
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  Object.defineProperty(globalThis, "localStorage", { value: refusing, configurable: true });
  try {
    const { made, stored } = await failOnceThenRetry(
      "UpdatePurchaseOrderStatus",
      /^The order was not marked received/,
    );
    assert.is(made().length, 1);
    await confirm();
    await screen.findByText(/the rest is on purchase order #/);
    assert.is(made().length, 1, "no second backorder");
    assert.is(stored().status, "RECEIVED");
  } finally {
    Object.defineProperty(globalThis, "localStorage", real);
  }
});

test.run();
