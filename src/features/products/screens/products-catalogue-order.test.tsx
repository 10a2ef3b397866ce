// Ordering from the catalogue (issue 16, D79): the "below N in stock" lines read from every page, lines
// picked with checkboxes, quantities that bring each up to the target level, and one OPEN order made
// with them, read back from the provider; a viewer is offered none of it; a failure midway says what
// exists.
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import type { Db, ProductRow, VariationRow } from "../../../../mocks/store/tables.ts";
import { quietly } from "../../../../test/failure-kit.tsx";
import { renderAt } from "../../../../test/render.tsx";
import { tableRows } from "../../../../test/table.ts";

const OWNER = "owner@example.com";
const storeOf = (db: Db, email = OWNER) => db.users.find((u) => u.email === email)!.activeStoreId!;

interface TrackedLine {
  product: ProductRow;
  variation: VariationRow | null;
  name: string;
  level: number;
  costCents: number;
}

/** The store's tracked lines below `below`: variations of a tracked product that has them, else the product. */
function trackedBelow(db: Db, below: number): TrackedLine[] {
  return db.products
    .filter((p) => p.storeId === storeOf(db) && p.isInventoryTracking)
    .flatMap((p): TrackedLine[] =>
      p.variations.length > 0
        ? p.variations.map((v) => ({
            product: p,
            variation: v,
            name: `${p.name}: ${v.name}`,
            level: v.inventoryLevel,
            costCents: v.costCents,
          }))
        : [{ product: p, variation: null, name: p.name, level: p.inventoryLevel, costCents: p.costCents }],
    )
    .filter((line) => line.level < below);
}

async function showBelow(user: ReturnType<typeof userEvent.setup>, below: number) {
  const field = await screen.findByRole("spinbutton", { name: "Tracked items below" });
  await user.clear(field);
  await user.type(field, String(below));
  await user.click(screen.getByRole("button", { name: "Show" }));
}

test("'below N in stock' lists exactly the tracked products and variations under N, from every page", async () => {
  const view = await renderAt("/products", { signedInAs: OWNER });
  const user = userEvent.setup();
  const expected = trackedBelow(view.provider.store.db, 20);
  assert.ok(expected.length > 1);
  await showBelow(user, 20);
  assert.is(
    (await screen.findByText(/lines? below 20 in stock$/)).textContent,
    `${expected.length} lines below 20 in stock`,
  );
  const table = screen.getByRole("table", { name: "Tracked products and variations below 20 in stock" });
  const boxes = within(table)
    .getAllByRole("checkbox")
    .map((box) => box.getAttribute("aria-label"));
  assert.equal(boxes.sort(), expected.map((line) => `Select ${line.name}`).sort());
  await user.click(screen.getByRole("button", { name: "Show All Products" }));
  assert.ok(await screen.findByRole("navigation", { name: "Products pages" }));
});

test("picked lines become one OPEN order at the quantities that reach the target, then its edit screen", async () => {
  const view = await renderAt("/products", { signedInAs: OWNER });
  const user = userEvent.setup();
  const db = view.provider.store.db;
  const lines = trackedBelow(db, 1_000_000);
  const plain = lines.find((line) => line.variation === null && line.level > 3)!;
  const variation = lines.find((line) => line.variation !== null)!;
  const before = db.purchaseOrders.length;
  await showBelow(user, 1_000_000);
  await user.click(await screen.findByRole("checkbox", { name: `Select ${plain.name}` }));
  await user.click(screen.getByRole("checkbox", { name: `Select ${variation.name}` }));
  const tray = within(screen.getByRole("region", { name: "Order From The Catalogue" }));
  assert.ok(tray.getByText("2 lines selected"));
  const target = plain.level + 5;
  await user.type(tray.getByRole("spinbutton", { name: "Target level" }), String(target));
  const want = (level: number) => Math.max(1, target - level);
  const quantities = tableRows(tray.getByRole("table")).map((cells) => cells[3]);
  assert.equal(quantities, [String(want(plain.level)), String(want(variation.level))]);

  await user.click(tray.getByRole("button", { name: "Create Purchase Order" }));
  // The new order's edit screen opens; its number names the order the provider stored.
  const heading = await screen.findByRole("heading", { name: /^Edit Products: Purchase Order #\d+$/ });
  const id = Number(/#(\d+)$/.exec(heading.textContent ?? "")![1]);
  const stored = view.provider.store.db.purchaseOrders;
  assert.is(stored.length, before + 1);
  const order = stored.find((o) => o.id === id)!;
  assert.is(order.status, "OPEN");
  assert.equal(
    order.items.map((i) => [i.productId, i.variationId, i.quantity, i.unitCostCents, i.discount]),
    [
      [plain.product.id, null, want(plain.level), plain.costCents, ""],
      [variation.product.id, variation.variation!.id, want(variation.level), variation.costCents, ""],
    ],
  );
});

test("without a target each line is 1; a target below the stock still orders 1", async () => {
  const view = await renderAt("/products", { signedInAs: OWNER });
  const user = userEvent.setup();
  const line = trackedBelow(view.provider.store.db, 1_000_000).find((l) => l.level > 2)!;
  await showBelow(user, 1_000_000);
  await user.click(await screen.findByRole("checkbox", { name: `Select ${line.name}` }));
  const tray = within(screen.getByRole("region", { name: "Order From The Catalogue" }));
  const quantity = () => tableRows(tray.getByRole("table"))[0]![3];
  assert.is(quantity(), "1");
  await user.type(tray.getByRole("spinbutton", { name: "Target level" }), "1");
  assert.is(quantity(), "1");
});

test("once lines are picked, Review Order under the list leads back to the tray's target level", async () => {
  const view = await renderAt("/products", { signedInAs: OWNER });
  const user = userEvent.setup();
  const line = trackedBelow(view.provider.store.db, 1_000_000)[0]!;
  await showBelow(user, 1_000_000);
  assert.is(
    screen.queryByRole("button", { name: "Review Order" }),
    null,
    "nothing picked, nothing to review",
  );
  await user.click(await screen.findByRole("checkbox", { name: `Select ${line.name}` }));
  await user.click(screen.getByRole("button", { name: "Review Order" }));
  const tray = within(screen.getByRole("region", { name: "Order From The Catalogue" }));
  assert.is(document.activeElement, tray.getByRole("spinbutton", { name: "Target level" }));
  assert.ok(screen.getByText("1 line selected", { selector: ".tray-jump span" }));
});

test("a viewer sees the list and its filter but nothing to select or order", async () => {
  await renderAt("/products", { signedInAs: "viewer@example.com" });
  assert.ok(await screen.findByRole("navigation", { name: "Products pages" }));
  assert.is(screen.queryAllByRole("checkbox").length, 0);
  assert.is(screen.queryByRole("region", { name: "Order From The Catalogue" }), null);
  assert.ok(screen.getByRole("spinbutton", { name: "Tracked items below" }));
});

test("lines that cannot be added leave the new empty order named, with a link, and the selection kept", async () => {
  const { server } = await sharedInProcessProvider();
  const view = await renderAt("/products", { signedInAs: OWNER });
  const user = userEvent.setup();
  const line = trackedBelow(view.provider.store.db, 1_000_000)[0]!;
  server.use(unavailableFor("UpdatePurchaseOrder"));
  try {
    await showBelow(user, 1_000_000);
    await user.click(await screen.findByRole("checkbox", { name: `Select ${line.name}` }));
    await quietly(async () => {
      await user.click(screen.getByRole("button", { name: "Create Purchase Order" }));
      await waitFor(() => assert.ok(screen.getByRole("alert")));
    });
    const order = view.provider.store.db.purchaseOrders.at(-1)!;
    assert.equal([order.status, order.items.length], ["OPEN", 0]);
    assert.match(
      screen.getByRole("alert").textContent!,
      `Purchase order #${order.id} was created, but its lines could not be added: The service is unavailable right now.`,
    );
    assert.ok(screen.getByRole("link", { name: `Open purchase order #${order.id}` }));
    const tray = within(screen.getByRole("region", { name: "Order From The Catalogue" }));
    assert.ok(tray.getByText("1 line selected"), "the selection kept");
  } finally {
    server.resetHandlers();
  }
});

test.run();
