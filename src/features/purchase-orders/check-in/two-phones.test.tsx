// Two phones, one delivery (issue 28 item 3, D222). "Device 1" confirms the delivery through the fake
// provider's own rules as the store's receiver (the calls Confirm Delivery makes: the mark, then the
// counts); the rendered screen is "device 2", whose count is on its own device. Each test asserts what
// device 2 sees and what the provider stores after it acts: counts for the same line added, never
// written over, and nothing sent by device 2 before it chose.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import type { Provider } from "../../../../mocks/provider.ts";
import { changeStatus } from "../../../../mocks/rules/purchase-order-status.ts";
import { updatePurchaseOrder } from "../../../../mocks/rules/purchase-orders.ts";
import { currentRole } from "../../../../mocks/rules/session.ts";
import type { PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { STORE_CHANGED_EVENT } from "../../../../schema/demo-events.ts";
import { quietly } from "../../../../test/failure-kit.tsx";
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { knownItems, linesOf, RECEIVER, scan } from "../../../../test/purchase-orders/check-in-kit.tsx";
import { renderAt } from "../../../../test/render.tsx";
import { FreshTimingProvider } from "../../../api/fresh.ts";

const OWNER = "owner@example.com";
const checkIn = (id: number) => `/purchase-orders/${id}/check-in`;
/** Re-read only when the test announces a change (the demo's other-tab event), never on a timer. */
const ON_EVENT = ({ children }: { children: ReactNode }) => (
  <FreshTimingProvider value={{ interval: 0, typingPause: 0, focusThrottle: 0 }}>
    {children}
  </FreshTimingProvider>
);

/** Device 2: `email` opens Check In Delivery of an ORDERED order holding the kit's lines (plain x3, variation x2). */
async function deviceTwo(email = RECEIVER) {
  const view = await renderAt("/", { signedInAs: email, wrapper: ON_EVENT });
  await screen.findByText("Where do you want to start?");
  const { db } = view.provider.store;
  const storeId = db.users.find((u) => u.email === email)!.activeStoreId!;
  const order = db.purchaseOrders.find((o) => o.storeId === storeId && o.status === "ORDERED")!;
  const lines = linesOf(db, storeId);
  view.provider.store.arrange(() => {
    order.items = knownItems(lines);
    order.vendorId = db.suppliers.find((s) => s.storeId === storeId)!.id;
  });
  act(() => view.location.navigate(checkIn(order.id)));
  await screen.findByRole("list", { name: "Delivered Products" });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  return { ...view, order, lines, stored, storeId };
}

/** The store's receiver, as the provider's rules take a caller. */
function sessionOf(provider: Provider, order: PurchaseOrderRow) {
  const { db } = provider.store;
  const user = db.users.find((u) => u.email === RECEIVER)!;
  return { user, storeId: order.storeId, permissions: currentRole(db, user.id, order.storeId).permissions };
}

/** Device 1, as the store's receiver: marks the order received and writes its counts (by line id). */
function deviceOneConfirms(provider: Provider, order: PurchaseOrderRow, counts: Record<number, number>) {
  const session = sessionOf(provider, order);
  changeStatus(provider, session, String(order.id), "RECEIVED");
  const itemUpdates = Object.entries(counts).map(([id, quantity]) => ({ id, quantity }));
  updatePurchaseOrder(provider, session, { id: String(order.id), itemUpdates });
}

async function confirmDelivery() {
  await userEvent.click(screen.getByRole("button", { name: "Confirm Delivery" }));
  await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
}

/** Each row of "Both counts" as its text. */
const mergeRows = () =>
  within(screen.getByRole("list", { name: "Both counts" }))
    .getAllByRole("listitem")
    .map((row) => row.textContent);

const quantities = (o: PurchaseOrderRow) => o.items.map((i) => i.quantity);

test("device 2 confirming after device 1 sends nothing, shows both counts per line, and Add My Counts adds them", async () => {
  // The owner, who may keep the rest of a short count on order: no backorder may be made either.
  const { provider, order, lines, stored, storeId } = await deviceTwo(OWNER);
  await scan(lines.plain.sku);
  await scan(lines.plain.sku);
  deviceOneConfirms(provider, order, { 990001: 1, 990002: 2 });
  const ordersBefore = provider.store.db.purchaseOrders.length;

  await confirmDelivery();
  await screen.findByRole("heading", { level: 2, name: "Received on another device" });
  assert.equal(quantities(stored()), [1, 2], "device 2 wrote nothing");
  assert.is(provider.store.db.purchaseOrders.length, ordersBefore, "and made no order");
  const variation = lines.varied.variations[0]!;
  assert.equal(mergeRows(), [
    `${lines.plain.name}${lines.plain.sku} \u00b7 ${lines.plain.mpn}On the order1 (3 ordered)Counted here2Together3`,
    `${variation.name}${variation.sku} \u00b7 ${variation.mpn}On the order2 (2 ordered)Counted herenoneTogether2`,
  ]);
  assert.ok(
    screen.getByText(
      /received short elsewhere\. If the rest was kept on order there, that order still asks for 2 units/,
    ),
  );

  await userEvent.click(screen.getByRole("button", { name: "Add My Counts" }));
  const dialog = await screen.findByRole("dialog", { name: "Add your counts to what the order holds?" });
  assert.equal(
    within(dialog)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
    [`${lines.plain.name}: 1 received elsewhere + 2 counted here = 3`],
  );
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await screen.findByText(`Purchase order #${order.id} holds both counts.`);
  await screen.findByRole("heading", { level: 1, name: `Purchase Order #${order.id}` });
  assert.equal(quantities(stored()), [3, 2]);
  assert.is(stored().status, "RECEIVED");
  assert.is(localStorage.getItem(`check-in:${storeId}:${order.id}`), null, "the count left the device");
});

test("device 2's open screen turns to both counts on its next re-read, without a press", async () => {
  const { provider, order, lines, stored } = await deviceTwo();
  await scan(lines.plain.sku);
  deviceOneConfirms(provider, order, { 990001: 3, 990002: 2 });
  act(() => void window.dispatchEvent(new Event(STORE_CHANGED_EVENT)));
  await screen.findByRole("heading", { level: 2, name: "Received on another device" });
  assert.ok(
    screen.getByText(/^The order holds exactly what was ordered/),
    "every line holds what was ordered",
  );
  assert.equal(quantities(stored()), [3, 2]);
});

test("Discard My Counts asks, then leaves the order as device 1 stored it and the device without the count", async () => {
  const { provider, order, lines, stored, storeId } = await deviceTwo();
  await scan(lines.plain.sku);
  deviceOneConfirms(provider, order, { 990001: 2, 990002: 1 });
  await confirmDelivery();
  await userEvent.click(await screen.findByRole("button", { name: "Discard My Counts" }));
  const dialog = await screen.findByRole("dialog", { name: /^Discard your count of this delivery\?/ });
  await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await screen.findByText(`Your count of purchase order #${order.id} was discarded.`);
  assert.equal(quantities(stored()), [2, 1]);
  assert.is(localStorage.getItem(`check-in:${storeId}:${order.id}`), null);
});

test("a CLOSED order takes no count: a receiver may only discard, and is told only a buyer can order the units", async () => {
  const { provider, order, lines, stored } = await deviceTwo();
  await scan(lines.plain.sku);
  deviceOneConfirms(provider, order, { 990001: 3, 990002: 2 });
  provider.store.arrange(() => void (stored().status = "CLOSED"));
  await confirmDelivery();
  await screen.findByText(/was received and closed elsewhere/);
  assert.ok(screen.getByText(/only a buyer can put the units counted here on an order of their own/));
  assert.is(screen.queryByRole("button", { name: "Add My Counts" }), null);
  assert.is(screen.queryByRole("button", { name: "Order My Counts" }), null);
  assert.ok(screen.getByRole("button", { name: "Discard My Counts" }));
  assert.ok(!mergeRows()[0]!.includes("Together"), "no sum: the order cannot take it");
});

test("a CLOSED order: a buyer's Order My Counts makes an OPEN order of the units counted here, same supplier and cost", async () => {
  const { provider, order, lines, stored } = await deviceTwo(OWNER);
  await scan(lines.plain.sku);
  await scan(lines.plain.sku);
  deviceOneConfirms(provider, order, { 990001: 3, 990002: 2 });
  provider.store.arrange(() => void (stored().status = "CLOSED"));
  const before = new Set(provider.store.db.purchaseOrders.map((o) => o.id));
  await confirmDelivery();
  await userEvent.click(await screen.findByRole("button", { name: "Order My Counts" }));
  const said = await screen.findByText(
    /^The units counted here for purchase order #\d+ are on purchase order #\d+\.$/,
  );
  const made = provider.store.db.purchaseOrders.filter((o) => !before.has(o.id));
  assert.is(made.length, 1);
  assert.is(
    said.textContent,
    `The units counted here for purchase order #${order.id} are on purchase order #${made[0]!.id}.`,
  );
  assert.is(made[0]!.status, "OPEN");
  assert.is(made[0]!.vendorId, stored().vendorId);
  assert.equal(
    made[0]!.items.map((i) => [i.productId, i.variationId, i.quantity, i.unitCostCents]),
    [[lines.plain.id, null, 2, 500]],
  );
  assert.equal(quantities(stored()), [3, 2], "the closed order is untouched");
});

test("device 1's retry of its counts after device 2 added its own keeps both: the stand-in it marked with is replaced, not added", async () => {
  const { provider, order, lines, stored } = await deviceTwo();
  // This screen is device 1 here: it marks the order, and its counts' write fails.
  await scan(lines.plain.sku);
  await scan(lines.varied.variations[0]!.sku);
  const { server } = await sharedInProcessProvider();
  server.use(unavailableFor("UpdatePurchaseOrder"));
  try {
    await confirmDelivery();
    await quietly(() =>
      screen.findByText(/The order is marked received, but the counted quantities were not saved/),
    );
  } finally {
    server.resetHandlers();
  }
  // Device 2 then adds its count of 2 and 1 to what the order holds (3 and 2, the ordered stand-in).
  const session = sessionOf(provider, order);
  const itemUpdates = [
    { id: "990001", quantity: 5 },
    { id: "990002", quantity: 3 },
  ];
  updatePurchaseOrder(provider, session, { id: String(order.id), itemUpdates });
  await userEvent.click(screen.getByRole("button", { name: "Save Counted Quantities" }));
  await waitFor(() => assert.equal(quantities(stored()), [3, 2]));
});

test("a mark whose answer never came counts as this device's while the order holds what it held: the retry writes the count, adding nothing", async () => {
  const { provider, order, lines, stored } = await deviceTwo();
  // This screen marks the order: the provider stores the mark, and its answer is lost on the way back.
  await scan(lines.plain.sku);
  const { server } = await sharedInProcessProvider();
  server.use(
    http.post("*/graphql/", async ({ request }) => {
      const { operationName } = (await request.clone().json()) as { operationName: string };
      if (operationName !== "UpdatePurchaseOrderStatus") return undefined;
      changeStatus(provider, sessionOf(provider, order), String(order.id), "RECEIVED");
      return HttpResponse.json({ message: "Service Unavailable" }, { status: 503 });
    }),
  );
  try {
    await confirmDelivery();
    await quietly(() => screen.findByText(/^The order was not marked received/));
  } finally {
    server.resetHandlers();
  }
  assert.is(stored().status, "RECEIVED");
  // Read again, it is RECEIVED with what it held when this device marked it: the retry is offered.
  act(() => void window.dispatchEvent(new Event(STORE_CHANGED_EVENT)));
  await userEvent.click(await screen.findByRole("button", { name: "Save Counted Quantities" }));
  await waitFor(() => assert.equal(quantities(stored()), [1, 0]));
  assert.is(screen.queryByRole("heading", { name: "Received on another device" }), null);
});

test.run();
