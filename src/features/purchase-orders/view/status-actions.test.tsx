// The order view's status buttons against the fake provider (spec section 4, D2, D3, D5): each asks
// with the spec's words but Reopen, confirming moves the stored order, cancelling changes nothing,
// closing adds inventory, and a refusal is a toast with the provider's message.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { tableRecords } from "../../../../test/table.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";

const OWNER = "owner@example.com";
const ORDERED_TEXT =
  "Are you sure you want to mark this purchase order as ordered, added products can not be modified past this point.";
const RECEIVED_TEXT = "Are you sure you want to mark this purchase order as received?";
const CLOSE_TEXT =
  "Are you sure you want to close this purchase order? All products listed will have their inventory count updated.";

const storeOf = (db: Db) => db.users.find((u) => u.email === OWNER)!.activeStoreId!;
const orderIn = (db: Db, status: string) =>
  db.purchaseOrders.find((o) => o.storeId === storeOf(db) && o.status === status)!;

async function openOrder(status: string, change?: (o: PurchaseOrderRow) => void) {
  const view = await renderAt("/", { signedInAs: OWNER });
  await screen.findByText("Where do you want to start?");
  const order = orderIn(view.provider.store.db, status);
  if (change) view.provider.store.arrange(() => change(order));
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  return { ...view, order, stored, user: userEvent.setup() };
}

const panel = () => within(screen.getByRole("region", { name: /^Purchase Order #/ }));
const statusButtons = () =>
  panel()
    .getAllByRole("button")
    .map((b) => b.textContent)
    .filter((name) => !/PDF|change supplier|^Duplicate$/.test(name ?? ""));

test("Mark As Ordered asks with the spec's words, and Cancel changes nothing", async () => {
  const { stored, user } = await openOrder("OPEN");
  const button = panel().getByRole("button", { name: "Mark As Ordered" });
  await user.click(button);
  const dialog = screen.getByRole("dialog", { name: ORDERED_TEXT });
  assert.is(document.activeElement, within(dialog).getByRole("button", { name: "Cancel" }));
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(document.activeElement, button, "focus is back on the button");
  assert.is(stored().status, "OPEN");
  assert.is(stored().dateOrdered, null);
});

test("an order with no items cannot be marked ordered, and the button says why (issue 12)", async () => {
  const { stored, user } = await openOrder("OPEN", (order) => void (order.items = []));
  const button = panel().getByRole("button", { name: "Mark As Ordered" });
  assert.is(button.getAttribute("aria-disabled"), "true");
  const why = document.getElementById(button.getAttribute("aria-describedby")!);
  assert.is(
    why?.textContent,
    "Add at least one product, with a quantity of 1 or more, before marking this order as ordered.",
  );
  await user.click(button);
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(stored().status, "OPEN");
});

test("an order whose lines are all of quantity 0 cannot be marked ordered either", async () => {
  const { stored, user } = await openOrder("OPEN", (order) => {
    for (const item of order.items) item.quantity = 0;
  });
  const button = panel().getByRole("button", { name: "Mark As Ordered" });
  assert.is(button.getAttribute("aria-disabled"), "true");
  const why = document.getElementById(button.getAttribute("aria-describedby")!);
  assert.is(why?.textContent, PURCHASE_ORDERS_TEXT.needsItems);
  await user.click(button);
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(stored().status, "OPEN");
});

test("Escape closes a confirmation without a change", async () => {
  const { stored, user } = await openOrder("OPEN");
  await user.click(panel().getByRole("button", { name: "Mark As Ordered" }));
  await user.keyboard("{Escape}");
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(stored().status, "OPEN");
});

test("confirming Mark As Ordered stores ORDERED and offers the next steps", async () => {
  const { stored, user } = await openOrder("OPEN");
  await user.click(panel().getByRole("button", { name: "Mark As Ordered" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.ok(panel().getByText("ORDERED")));
  assert.is(stored().status, "ORDERED");
  assert.ok(stored().dateOrdered, "D3 sets dateOrdered");
  assert.equal(statusButtons(), ["Reopen Purchase Order", "Mark As Received"]);
  assert.is(panel().queryByRole("link", { name: "Edit Products" }), null);
  assert.is(document.activeElement, panel().getByRole("heading", { level: 1 }), "focus is kept on the page");
});

test("Reopen Purchase Order asks nothing and stores OPEN", async () => {
  const { stored, user } = await openOrder("ORDERED");
  await user.click(panel().getByRole("button", { name: "Reopen Purchase Order" }));
  assert.is(screen.queryByRole("dialog"), null);
  await waitFor(() => assert.is(stored().status, "OPEN"));
  await waitFor(() => assert.equal(statusButtons(), ["Mark As Ordered"]));
  assert.is(stored().dateOrdered, null);
});

test("Mark As Received asks with the spec's words and stores RECEIVED", async () => {
  const { stored, user } = await openOrder("ORDERED");
  await user.click(panel().getByRole("button", { name: "Mark As Received" }));
  const dialog = screen.getByRole("dialog", { name: RECEIVED_TEXT });
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.equal(statusButtons(), ["Close & Add Inventory"]));
  assert.is(stored().status, "RECEIVED");
  assert.ok(panel().getByRole("link", { name: "Edit Products" }), "RECEIVED orders can be edited");
});

test("Close & Add Inventory asks with the spec's words, closes and adds each line to inventory once", async () => {
  const { order, provider, stored, user } = await openOrder("RECEIVED");
  // What D5 says each tracked product or variation gains, worked out from the order's lines.
  const gains = new Map<string, number>();
  for (const item of order.items) {
    const product = provider.store.db.products.find((p) => p.id === item.productId)!;
    if (!product.isInventoryTracking) continue;
    const key = item.variationId === null ? `p${product.id}` : `v${item.variationId}`;
    gains.set(key, (gains.get(key) ?? 0) + item.quantity);
  }
  assert.ok(gains.size > 0, "the order has tracked lines");
  const levels = () =>
    new Map(
      provider.store.db.products.flatMap((p) => [
        [`p${p.id}`, p.inventoryLevel] as const,
        ...p.variations.map((v) => [`v${v.id}`, v.inventoryLevel] as const),
      ]),
    );
  const before = levels();

  await user.click(panel().getByRole("button", { name: "Close & Add Inventory" }));
  await user.click(
    within(screen.getByRole("dialog", { name: CLOSE_TEXT })).getByRole("button", { name: "Confirm" }),
  );
  await waitFor(() => assert.ok(panel().getByText("CLOSED")));
  assert.is(stored().status, "CLOSED");
  const after = levels();
  for (const [key, level] of before) assert.is(after.get(key), level + (gains.get(key) ?? 0), key);
  assert.equal(statusButtons(), []);
});

test("a refused change shows the provider's message and the order as it now is", async () => {
  const { provider, order, user } = await openOrder("ORDERED");
  // Someone else reopened the order after this page loaded it.
  provider.store.arrange(() => {
    provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.status = "OPEN";
  });
  await user.click(panel().getByRole("button", { name: "Mark As Received" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  assert.ok(await screen.findByText(/cannot go from OPEN to RECEIVED/));
  await waitFor(() => assert.equal(statusButtons(), ["Mark As Ordered"]));
  assert.ok(panel().getByText("OPEN"));
});

test("the list shows the new status after a change", async () => {
  const { order, location, user } = await openOrder("OPEN");
  await user.click(panel().getByRole("button", { name: "Mark As Ordered" }));
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.ok(panel().getByText("ORDERED")));
  act(() => location.navigate("/purchase-orders"));
  await screen.findByRole("table", { name: "Purchase Orders" });
  // The change made it the most recently modified order: first in the list.
  const first = tableRecords("Purchase Orders")[0]!;
  assert.equal([first["PO Number"], first.Status], [`PO-${order.id}`, "ORDERED"]);
});

test.run();
