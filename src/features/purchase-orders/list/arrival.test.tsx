// The list where the provider stores expected arrival days (extension "arrival", D234, D250): an Expected
// Arrival column after Ordered On, read by a second document sent only there; and the one overdue rule
// (D249) on the list, in Overdue Only and on the order's view: a passed day makes an ORDERED order overdue
// however recent, a coming day keeps an old one from it, and an order without a day keeps the N days.
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { STORE_CHANGED_EVENT } from "../../../../schema/demo-events.ts";
import type { ExtensionName } from "../../../../schema/extensions.ts";
import { renderApp, renderAt } from "../../../../test/render.tsx";
import { headerTexts, tableRecords } from "../../../../test/table.ts";
import { recentCalls } from "../../../api/call-log.ts";
import { FRESH_TIMING, FreshTimingProvider } from "../../../api/fresh.ts";
import { dayOf } from "../../../domain/overdue.ts";

const OWNER = "owner@example.com";
const DAY = 86_400_000;
const ORDERS = "Purchase Orders";
const day = (offset: number) => dayOf(Date.now() + offset * DAY);
const shown = (yyyyMmDd: string) => yyyyMmDd.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2/$3/$1");

/**
 * Three ORDERED orders of the owner's store: `late` ordered 2 days ago and expected yesterday, `coming`
 * ordered 30 days ago and expected in a week, `old` ordered 30 days ago with no day; the others
 * yesterday, with none. Then the app at `path` (":late" etc. for an order's id).
 */
async function arranged(path: string, extensions: ExtensionName[] = ["arrival"]) {
  const view = await renderAt("/", { signedInAs: OWNER, extensions });
  const db: Db = view.provider.store.db;
  const store = db.users.find((u) => u.email === OWNER)!.activeStoreId!;
  const ordered = db.purchaseOrders.filter((o) => o.storeId === store && o.status === "ORDERED");
  const [late, coming, old] = ordered as [PurchaseOrderRow, PurchaseOrderRow, PurchaseOrderRow];
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
  view.provider.store.arrange(() => {
    for (const other of ordered) [other.dateOrdered, other.expectedArrival] = [ago(1), null];
    [late.dateOrdered, late.expectedArrival] = [ago(2), day(-1)];
    [coming.dateOrdered, coming.expectedArrival] = [ago(30), day(7)];
    old.dateOrdered = ago(30);
  });
  cleanup();
  const ids = { late, coming, old } as Record<string, PurchaseOrderRow>;
  await renderApp(
    path.replace(/:(late|coming|old)/, (_, name: string) => String(ids[name]!.id)),
    whateverWasTyped,
  );
  return { late, coming, old, store: view.provider.store };
}

/** Another user sets `order`'s day; the list on screen reads again (a fresh screen, D210). */
function changedElsewhere(
  store: { arrange(change: () => void): void },
  order: PurchaseOrderRow,
  day: string,
) {
  store.arrange(() => void (order.expectedArrival = day));
  act(() => void window.dispatchEvent(new Event(STORE_CHANGED_EVENT)));
}

// A change elsewhere is read again at once, even if an earlier test typed a moment ago (D210's pause).
const NO_PAUSE = { ...FRESH_TIMING, interval: 0, typingPause: 0 };
function whateverWasTyped({ children }: { children: ReactNode }) {
  return <FreshTimingProvider value={NO_PAUSE}>{children}</FreshTimingProvider>;
}

const recordOf = (id: number) => tableRecords(ORDERS).find((row) => row["PO Number"] === `PO-${id}`);
const listCalls = () =>
  recentCalls()
    .map((call) => call.name)
    .filter((name) => name.startsWith("PurchaseOrder"));

test("with the extension the list has Expected Arrival after Ordered On, read by a second document", async () => {
  const { late, coming } = await arranged("/purchase-orders?size=100");
  await waitFor(() => assert.is(recordOf(late.id)?.["Expected Arrival"], shown(day(-1))));
  assert.equal(headerTexts(ORDERS), [
    "PO Number",
    "Supplier",
    "Item Count",
    "Created On",
    "Ordered On",
    "Expected Arrival",
    "Received On",
    "Cost",
    "Status",
    "Actions",
  ]);
  assert.is(recordOf(coming.id)?.["Expected Arrival"], shown(day(7)));
  assert.ok(listCalls().includes("PurchaseOrderArrivals"));
});

test("a spec-only provider gets exactly the spec's list query and the spec's columns", async () => {
  await arranged("/purchase-orders?size=100", []);
  await screen.findByRole("table", { name: ORDERS });
  assert.not.ok(headerTexts(ORDERS).includes("Expected Arrival"));
  assert.equal(listCalls(), ["PurchaseOrders"]);
});

test("one rule on the list: a passed day is overdue however recent, a coming day is not however old", async () => {
  const { late, coming, old } = await arranged("/purchase-orders?size=100");
  await waitFor(() => assert.is(recordOf(late.id)?.Status, "ORDERED Overdue"));
  assert.is(recordOf(coming.id)?.Status, "ORDERED");
  assert.is(recordOf(old.id)?.Status, "ORDERED Overdue", "no day: the store's 14 days");
});

test("Overdue Only lists by the same rule, longest overdue first, and says which rules apply", async () => {
  const { late, coming, old } = await arranged("/purchase-orders");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Overdue Only" }));
  await screen.findByText("2 overdue: past the expected day, or ORDERED over 14 days ago without one");
  const rows = tableRecords(ORDERS);
  assert.equal(
    rows.map((row) => [row["PO Number"], row.Status, row["Expected Arrival"]]),
    [
      [`PO-${old.id}`, "ORDERED Overdue", "\u2014"],
      [`PO-${late.id}`, "ORDERED Overdue", shown(day(-1))],
    ],
  );
  assert.is(recordOf(coming.id), undefined);
});

// The days were cached as a Map, which SWR's compare (dequal/lite) takes for equal to any other Map: a
// re-read's new days were dropped for the old ones.
test("a day changed elsewhere shows on the list's re-read, and its overdue mark with it", async () => {
  const { coming, store } = await arranged("/purchase-orders?size=100");
  await waitFor(() => assert.is(recordOf(coming.id)?.["Expected Arrival"], shown(day(7))));
  changedElsewhere(store, coming, day(-3));
  await waitFor(() => assert.is(recordOf(coming.id)?.["Expected Arrival"], shown(day(-3))));
  assert.is(recordOf(coming.id)?.Status, "ORDERED Overdue");
});

test("Overdue Only reads a day changed elsewhere again: the order joins the overdue ones", async () => {
  const { coming, store } = await arranged("/purchase-orders");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Overdue Only" }));
  await screen.findByText(/^2 overdue/);
  changedElsewhere(store, coming, day(-3));
  await screen.findByText(/^3 overdue/);
  assert.is(recordOf(coming.id)?.["Expected Arrival"], shown(day(-3)));
});

test("the order view says Overdue once, with the rule that applies", async () => {
  await arranged("/purchase-orders/:late");
  const note = await screen.findByText(/^expected on /);
  assert.is(note.closest("p")!.textContent, `Overdue expected on ${shown(day(-1))}, 1 day ago`);
  await screen.findByRole("region", { name: "Expected Arrival" });
  assert.is(screen.getAllByText("Overdue").length, 1, "one Overdue line");
  cleanup();
  await arranged("/purchase-orders/:old");
  await screen.findByText("ordered 30 days ago, more than the store's 14, and no expected arrival is set");
  cleanup();
  await arranged("/purchase-orders/:coming");
  await screen.findByRole("region", { name: "Expected Arrival" });
  await screen.findByText(shown(day(7)));
  assert.is(screen.queryByText("Overdue"), null, "ordered 30 days ago, expected next week");
  cleanup();
  await arranged("/purchase-orders/:coming", []);
  await screen.findByText("ordered 30 days ago, more than the store's 14");
});

test.run();
