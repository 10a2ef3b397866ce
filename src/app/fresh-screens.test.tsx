// Fresh screens (issue 28 item 2, D210): the order view, the edit screen, Check In Delivery and the lists
// re-read what they show on an interval while idle, when the tab becomes visible again and when the
// demo's store took another tab's write; never over unsaved input or while a key was just pressed.
// Each test changes the provider's store directly (as another person would) and waits for the screen.
// The timings are shortened through FreshTimingProvider; the "nothing re-read" checks wait a number of
// intervals and then look (no assertion depends on how long anything took).
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { STORE_CHANGED_EVENT } from "../../schema/demo-events.ts";
import type { Db } from "../../mocks/store/tables.ts";
import { renderAt } from "../../test/render.tsx";
import { tableRecords, tableRows } from "../../test/table.ts";
import { hideTab } from "../../test/purchase-orders/fault-rig.ts";
import {
  knownItems,
  lineRows,
  linesOf,
  RECEIVER,
  scanField,
} from "../../test/purchase-orders/check-in-kit.tsx";
import {
  BUYER,
  cell,
  editPage,
  itemName,
  orderIn,
  seed,
  shortEnvironment,
  sleep,
  statusLine,
} from "../../test/purchase-orders/edit-test-kit.tsx";
import { FreshTimingProvider, type FreshTiming } from "../api/fresh.ts";
import { clearStashedEdits } from "../features/purchase-orders/edit/engine/stash.ts";

const INTERVAL = 20;
/** Re-reading every 20 ms, idle at once after a key press, the tab's return never throttled. */
const SHORT: FreshTiming = { interval: INTERVAL, typingPause: 0, focusThrottle: 0 };
/** No interval: only the tab's return or the store's event re-reads. */
const EVENTS_ONLY: FreshTiming = { ...SHORT, interval: 0 };

const fresh =
  (timing: FreshTiming, Inner?: (p: { children: ReactNode }) => ReactNode) =>
  ({ children }: { children: ReactNode }) => (
    <FreshTimingProvider value={timing}>{Inner ? <Inner>{children}</Inner> : children}</FreshTimingProvider>
  );

/** Long enough for several re-reads, were any allowed. */
const severalIntervals = () => sleep(INTERVAL * 10);

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;

test("the order view shows a line changed in the provider's store at the next interval", async () => {
  const id = orderIn(await seed(), "OPEN").id;
  const { provider } = await renderAt(`/purchase-orders/${id}`, { signedInAs: BUYER, wrapper: fresh(SHORT) });
  await screen.findByRole("heading", { name: `Purchase Order #${id}`, level: 1 });
  const order = provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  provider.store.arrange(() => void (order.items[0]!.quantity = 987));
  assert.ok(await screen.findByText("987"));
});

test("the purchase order list re-reads its page when the tab becomes visible again", async () => {
  const { provider } = await renderAt("/purchase-orders", { signedInAs: BUYER, wrapper: fresh(EVENTS_ONLY) });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const firstId = Number(tableRows("Purchase Orders")[0]![0]!.replace(/\D/g, ""));
  const order = provider.store.db.purchaseOrders.find((o) => o.id === firstId)!;
  // 3 x $2.50, less "-1", plus $4.00 shipping = $10.50.
  provider.store.arrange(() => {
    order.items = [{ ...order.items[0]!, quantity: 3, unitCostCents: 250, discount: "-1" }];
    order.discount = "";
    order.shippingCents = 400;
  });
  await severalIntervals();
  assert.is.not(tableRecords("Purchase Orders")[0]!.Cost, "$10.50", "no interval: nothing re-read yet");
  act(() => hideTab());
  await waitFor(() => assert.is(tableRecords("Purchase Orders")[0]!.Cost, "$10.50"));
});

test("the supplier list shows another tab's write when the demo's store announces it, with no interval", async () => {
  const { provider } = await renderAt("/suppliers", {
    signedInAs: "owner@example.com",
    wrapper: fresh(EVENTS_ONLY),
  });
  const table = await screen.findByRole("table");
  const first = within(table).getAllByRole("row")[1]!;
  const supplier = provider.store.db.suppliers.find((s) => first.textContent!.includes(s.name))!;
  // Renamed so that it keeps its place in the list.
  const renamed = `${supplier.name} (renamed in another tab)`;
  provider.store.arrange(() => void (supplier.name = renamed));
  act(() => void window.dispatchEvent(new Event(STORE_CHANGED_EVENT)));
  assert.ok((await screen.findAllByText(renamed)).length);
});

test("the edit screen re-reads nothing while a cell is unsaved, and keeps re-reading once it is saved", async () => {
  const db = await seed();
  const { id, items } = orderIn(db, "OPEN");
  const [typed, other] = [itemName(db, items[0]!), itemName(db, items[1]!)];
  const otherBefore = String(items[1]!.quantity);
  clearStashedEdits();
  // The cell's save waits a minute unless the tab is hidden: it stays unsaved as long as the test wants.
  const { wrapper: queues } = editPage(shortEnvironment({ items: 60_000 }));
  const { provider } = await renderAt(`/purchase-orders/${id}/modify`, {
    signedInAs: BUYER,
    wrapper: fresh(SHORT, queues),
  });
  await screen.findByRole("button", { name: "Save Products" });
  const user = userEvent.setup();
  await user.clear(cell(`Quantity of ${typed}`));
  await user.type(cell(`Quantity of ${typed}`), "17");
  const order = () => provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  // Another line: another user's change to the typed cell itself would be a conflict (D219).
  provider.store.arrange(() => void (order().items[1]!.quantity = 9));
  await severalIntervals();
  assert.is(cell(`Quantity of ${typed}`).value, "17");
  assert.is(cell(`Quantity of ${other}`).value, otherBefore, "no re-read while a cell is unsaved");

  act(() => hideTab());
  await waitFor(() => assert.is(statusLine().textContent, "All changes saved"));
  assert.is(order().items[0]!.quantity, 17);
  provider.store.arrange(() => void (order().items[1]!.quantity = 11));
  await waitFor(() => assert.is(cell(`Quantity of ${other}`).value, "11"));
  assert.is(cell(`Quantity of ${typed}`).value, "17");
});

/** Signs in as the receiver and opens Check In Delivery of an ORDERED order given the kit's known lines. */
async function openCheckIn(timing: FreshTiming) {
  const db = await seed();
  const storeId = storeOf(db, RECEIVER);
  const id = db.purchaseOrders.find((o) => o.storeId === storeId && o.status === "ORDERED")!.id;
  const lines = linesOf(db, storeId);
  const view = await renderAt(`/purchase-orders/${id}/check-in`, {
    signedInAs: RECEIVER,
    wrapper: fresh(timing),
  });
  // The render reset the store: the order is looked up in the store it reset to.
  const order = view.provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  view.provider.store.arrange(() => void (order.items = knownItems(lines)));
  await screen.findByRole("list", { name: "Delivered Products" });
  return { ...view, order, lines };
}

test("Check In Delivery refreshes the order on the interval and keeps the counts made on the device", async () => {
  const { provider, order, lines } = await openCheckIn(SHORT);
  await waitFor(() => assert.is(lineRows().length, 2));
  await userEvent.setup({ delay: null }).type(scanField(), `${lines.plain.sku}{Enter}`);
  await waitFor(() => assert.is(lineRows()[0]![2], "1"));
  provider.store.arrange(() => void (order.items[0]!.quantity = 7));
  await waitFor(() => assert.equal(lineRows()[0]!.slice(1, 3), ["7", "1"]));
});

test("a key just pressed in a field holds the re-read back", async () => {
  const { provider, order } = await openCheckIn({ ...SHORT, typingPause: 60_000 });
  await userEvent.setup({ delay: null }).type(scanField(), "x");
  const before = lineRows()[0]![1];
  provider.store.arrange(() => void (order.items[0]!.quantity = 7));
  await severalIntervals();
  assert.is(lineRows()[0]![1], before);
});

// The last screen would go on re-reading: unmounted, its timers stop.
test.after(() => cleanup());

test.run();
