// Replenish (issue 30 item 3, D228): each tracked line's stock, what OPEN and ORDERED orders hold, the
// need to reach the target (the store's, or the line's own), under the supplier it was last bought from,
// checked against the fake provider's store worked out on its own (test/replenish-kit.tsx); who may open
// it, the palette's way there and its action, and what its read costs. Drafting: draft-orders.test.tsx.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderApp, renderAt } from "../../../../test/render.tsx";
import { actionNames, openPalette, start } from "../../../../test/palette-kit.tsx";
import {
  BUYER,
  TARGET,
  expected,
  need,
  openWithTarget,
  plannedBySupplier,
  rowOf,
} from "../../../../test/replenish-kit.tsx";
import type { Db } from "../../../../mocks/store/tables.ts";
import { recentCalls } from "../../../api/call-log.ts";

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
    .filter((name) => name.startsWith("ReplenishProduct") || name === "ReplenishOrders");

test("it stays cheap: 3 calls at the seed's size, 12 at 1,000 products (pages of 100)", async () => {
  // A spec-only provider's products; with reorder levels (D246) the products are read with them instead.
  await renderAt("/replenish", { signedInAs: BUYER, extensions: [] });
  await screen.findAllByRole("heading", { level: 2 });
  assert.equal(readCalls().sort(), ["ReplenishOrders", "ReplenishOrders", "ReplenishProducts"]);
  cleanup();
  await renderAt("/replenish", { signedInAs: BUYER, extensions: ["reorder"] });
  await screen.findAllByRole("heading", { level: 2 });
  assert.equal(readCalls().sort(), ["ReplenishOrders", "ReplenishOrders", "ReplenishProductLevels"]);

  const view = await renderAt("/", { signedInAs: BUYER, extensions: ["reorder"] });
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
  assert.is(calls.filter((name) => name === "ReplenishProductLevels").length, 10);
  assert.is(calls.length, 12);
});

test.run();
