// Replenish (issue 30 item 3, D228, D229): each tracked line's stock, what OPEN and ORDERED orders
// hold, the need to reach the target (the store's, or the line's own), under the supplier it was last
// bought from; Draft Orders makes one OPEN order per supplier holding the needs at the last prices,
// lists them, and a retry after a failure drafts none twice. Each checked against the fake provider's
// store, worked out here on its own.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import type { Db } from "../../../../mocks/store/tables.ts";
import { quietly } from "../../../../test/failure-kit.tsx";
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { renderApp, renderAt } from "../../../../test/render.tsx";
import { actionNames, openPalette, start } from "../../../../test/palette-kit.tsx";
import { recentCalls } from "../../../api/call-log.ts";

const BUYER = "buyer@example.com";
const TARGET = 80;

interface Expected {
  key: string;
  productId: number;
  variationId: number | null;
  name: string;
  stock: number;
  onOrder: number;
  supplier: number | null;
  costCents: number;
}

/** The buyer's store's tracked lines, worked out from the stored rows. */
function expected(db: Db): Expected[] {
  const store = db.users.find((u) => u.email === BUYER)!.activeStoreId!;
  const orders = db.purchaseOrders.filter((o) => o.storeId === store);
  const bought = orders
    .filter((o) => o.status !== "OPEN" && o.vendorId !== null)
    .sort((a, b) => Date.parse(b.dateOrdered ?? b.dateCreated) - Date.parse(a.dateOrdered ?? a.dateCreated));
  return db.products
    .filter((p) => p.storeId === store && p.isInventoryTracking)
    .flatMap((p) =>
      (p.variations.length ? p.variations : [null]).map((v) => {
        const same = (i: { productId: number; variationId: number | null }) =>
          i.productId === p.id && i.variationId === (v?.id ?? null);
        const onOrder = orders
          .filter((o) => o.status === "OPEN" || o.status === "ORDERED")
          .flatMap((o) => o.items.filter(same))
          .reduce((n, i) => n + i.quantity, 0);
        const last = bought.find((o) => o.items.some((i) => same(i) && i.unitCostCents > 0));
        return {
          key: `${p.id}/${v?.id ?? ""}`,
          productId: p.id,
          variationId: v?.id ?? null,
          name: !v ? p.name : v.name.startsWith(p.name) ? v.name : `${p.name}: ${v.name}`,
          stock: v ? v.inventoryLevel : p.inventoryLevel,
          onOrder,
          supplier: last?.vendorId ?? null,
          costCents: last
            ? last.items.find((i) => same(i) && i.unitCostCents > 0)!.unitCostCents
            : (v ?? p).costCents,
        };
      }),
    );
}

const need = (line: Expected, target = TARGET) => Math.max(0, target - line.stock - line.onOrder);

async function openWithTarget(target = TARGET) {
  const view = await renderAt("/replenish", { signedInAs: BUYER });
  const user = userEvent.setup();
  const field = await screen.findByRole("spinbutton", { name: "Target level for the store" });
  await user.type(field, String(target));
  await user.click(screen.getByRole("button", { name: "Set Target" }));
  await screen.findAllByRole("heading", { level: 2 });
  return { view, user, db: view.provider.store.db };
}

/** The row of `name` in the list, as its cells' texts. */
function rowOf(name: string) {
  const cell = screen.getByRole("cell", {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  });
  return cell.closest("tr")!;
}

test("every tracked line shows its stock, what is on order and its need, under the supplier it was last bought from", async () => {
  const { db } = await openWithTarget();
  const lines = expected(db);
  assert.ok(lines.some((l) => l.onOrder > 0) && lines.some((l) => l.supplier === null));
  for (const line of lines) {
    const row = rowOf(line.name);
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    assert.equal(cells.slice(2, 4), [String(line.stock), String(line.onOrder)], line.name);
    assert.is(cells[5], String(need(line)), line.name);
    const section = row.closest("section")!;
    const heading = within(section).getByRole("heading", { level: 2 }).textContent;
    const supplier = db.suppliers.find((s) => s.id === line.supplier);
    assert.is(heading, supplier?.name ?? "Never bought from a supplier", line.name);
  }
});

test("Only Lines To Order shows just the lines with a need, under their suppliers", async () => {
  const { db, user } = await openWithTarget();
  const lines = expected(db);
  await user.click(screen.getByRole("button", { name: "Only Lines To Order" }));
  const needs = screen
    .getAllByRole("row")
    .filter((row) => within(row).queryAllByRole("cell").length > 0)
    .map((row) => within(row).getAllByRole("cell")[5]!.textContent);
  assert.is(needs.length, lines.filter((l) => need(l) > 0).length);
  assert.ok(needs.every((n) => Number(n) > 0));
});

test("a line's own target comes before the store's, and stays on the device across a reload", async () => {
  const { db, user } = await openWithTarget();
  const line = expected(db).find((l) => need(l) > 0)!;
  const field = within(rowOf(line.name)).getByRole("spinbutton", { name: `Target for ${line.name}` });
  await user.type(field, "0");
  await user.tab();
  assert.is(within(rowOf(line.name)).getAllByRole("cell")[5]!.textContent, "0");
  cleanup();
  await renderApp("/replenish");
  await screen.findAllByRole("heading", { level: 2 });
  assert.is(within(rowOf(line.name)).getAllByRole("cell")[5]!.textContent, "0");
});

/** The new orders' lines by supplier, as [productId, variationId, quantity, unitCostCents]. */
function madeBySupplier(db: Db, before: Set<number>) {
  const made = db.purchaseOrders.filter((o) => !before.has(o.id));
  return new Map(
    made.map((o) => [
      o.vendorId,
      o.items.map((i) => [i.productId, i.variationId, i.quantity, i.unitCostCents]).sort(),
    ]),
  );
}

function plannedBySupplier(db: Db) {
  const plan = new Map<number | null, (number | null)[][]>();
  for (const line of expected(db).filter((l) => need(l) > 0)) {
    const list = plan.get(line.supplier) ?? [];
    list.push([line.productId, line.variationId, need(line), line.costCents]);
    plan.set(line.supplier, list);
  }
  for (const list of plan.values()) list.sort();
  return plan;
}

test("Draft Orders makes one OPEN order per supplier with the needs at the last prices, and lists each with its link", async () => {
  const { db, user } = await openWithTarget();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  const planned = plannedBySupplier(db);
  assert.ok(planned.size > 1);
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText(`${planned.size} purchase orders drafted:`);
  assert.equal(madeBySupplier(db, before), planned);
  const made = db.purchaseOrders.filter((o) => !before.has(o.id));
  assert.ok(made.every((o) => o.status === "OPEN"));
  for (const order of made)
    assert.is(
      screen.getByRole("link", { name: new RegExp(`^PO-${order.id}, `) }).getAttribute("href"),
      `/purchase-orders/${order.id}`,
    );
  // What was drafted is on order now: nothing is left to draft.
  await screen.findByText(/^Nothing to order/);
});

test("a failure midway says what exists, and Draft Orders again finishes without a second order for any supplier", async () => {
  const { db, user } = await openWithTarget();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  const planned = plannedBySupplier(db);
  const { server } = await sharedInProcessProvider();
  let calls = 0;
  server.use(unavailableFor("DraftReplenishOrder", () => ++calls === 2));
  try {
    await quietly(async () => {
      await user.click(screen.getByRole("button", { name: "Draft Orders" }));
      const alert = await screen.findByRole("alert");
      assert.match(alert.textContent!, /^Purchase order #\d+ was created, but its lines could not be added/);
    });
  } finally {
    server.resetHandlers();
  }
  assert.is(db.purchaseOrders.length - before.size, 2, "the first drafted, the second made empty");
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText(`${planned.size} purchase orders drafted:`);
  assert.is(db.purchaseOrders.length - before.size, planned.size, "one order per supplier, none twice");
  assert.equal(madeBySupplier(db, before), planned);
});

test("after a failure, a target lowered to 0 leaves nothing to order: Draft Orders then lists what the failed try made, and drafts nothing", async () => {
  const { db, user } = await openWithTarget();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  const { server } = await sharedInProcessProvider();
  let calls = 0;
  server.use(unavailableFor("DraftReplenishOrder", () => ++calls === 2));
  try {
    await quietly(async () => {
      await user.click(screen.getByRole("button", { name: "Draft Orders" }));
      await screen.findByRole("alert");
    });
  } finally {
    server.resetHandlers();
  }
  const field = screen.getByRole("spinbutton", { name: "Target level for the store" });
  await user.clear(field);
  await user.type(field, "0");
  await user.click(screen.getByRole("button", { name: "Set Target" }));
  await screen.findByText(/^Nothing more to order, but the last Draft Orders did not finish/);
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText("2 purchase orders drafted:");
  assert.is(db.purchaseOrders.length - before.size, 2, "nothing new");
  // Finished: those orders count as on order now, and nothing is left to do.
  await screen.findByText(/^Nothing to order/);
});

test("Replenish is for buyers: Products leads a buyer there; a receiver gets neither the link nor the screen", async () => {
  const user = userEvent.setup();
  await renderAt("/products", { signedInAs: BUYER });
  await user.click(await screen.findByRole("link", { name: "Replenish" }));
  await screen.findByRole("heading", { level: 1, name: "Replenish" });
  await renderAt("/products", { signedInAs: "receiver@example.com" });
  await screen.findByRole("heading", { level: 1, name: "Products" });
  assert.is(screen.queryByRole("link", { name: "Replenish" }), null);
  await renderAt("/replenish", { signedInAs: "receiver@example.com" });
  await screen.findByText(/this page doesn't exist/);
});

test("the palette goes to Replenish, and there offers Draft Orders once something needs ordering, which drafts", async () => {
  const { user, db } = await start(BUYER);
  const before = db.purchaseOrders.length;
  let { dialog, box } = await openPalette(user);
  await user.type(box, "replenish");
  await user.keyboard("{Enter}");
  const field = await screen.findByRole("spinbutton", { name: "Target level for the store" });
  ({ dialog } = await openPalette(user));
  assert.equal(actionNames(dialog), [], "nothing to draft without a target");
  await user.keyboard("{Escape}");
  await user.type(field, String(TARGET));
  await user.click(screen.getByRole("button", { name: "Set Target" }));
  await screen.findByText(/ to order, on \d+ purchase orders\.$/);
  const planned = plannedBySupplier(db).size;
  ({ dialog, box } = await openPalette(user));
  assert.ok(actionNames(dialog).includes("Draft Orders"), actionNames(dialog).join(", "));
  await user.type(box, "draft orders");
  await user.keyboard("{Enter}");
  await screen.findByText(`${planned} purchase orders drafted:`);
  assert.is(db.purchaseOrders.length - before, planned);
});

/** The calls the view's read made: products, then orders, by name. */
const readCalls = () =>
  recentCalls()
    .map((call) => call.name)
    .filter((name) => name === "ReplenishProducts" || name === "ReplenishOrders");

test("it stays cheap: 3 calls at the seed's size, 12 at 1,000 products (pages of 100)", async () => {
  await renderAt("/replenish", { signedInAs: BUYER });
  await screen.findAllByRole("heading", { level: 2 });
  assert.equal(readCalls().sort(), ["ReplenishOrders", "ReplenishOrders", "ReplenishProducts"]);

  const view = await renderAt("/", { signedInAs: BUYER });
  const db = view.provider.store.db;
  const store = db.users.find((u) => u.email === BUYER)!.activeStoreId!;
  view.provider.store.arrange((rows: Db) => {
    const mine = rows.products.filter((p) => p.storeId === store);
    for (let i = mine.length; i < 1000; i++)
      rows.products.push({ ...mine[i % mine.length]!, id: 900_000 + i, sku: `BULK-${i}`, variations: [] });
  });
  cleanup();
  await renderApp("/replenish");
  await screen.findAllByRole("heading", { level: 2 }, { timeout: 5000 });
  const calls = readCalls();
  assert.is(calls.filter((name) => name === "ReplenishProducts").length, 10);
  assert.is(calls.length, 12);
});

test.run();
