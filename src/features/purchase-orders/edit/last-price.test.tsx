// Last price on the edit screen (D225): an added line's cost comes from the newest priced line of the
// same item on the supplier's orders, says where it came from, fills in when the look-up answers late
// (never over a cost typed meanwhile), and a cost more than 10 % away is said in words. The look-up is
// held back by a gate in front of the provider, so "late" is a fact of the test, not a timing.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import {
  BUYER,
  cell,
  editPage,
  seed,
  storeOf,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";
import { clearStashedEdits } from "./engine/stash.ts";

const search = () => screen.getByRole<HTMLInputElement>("combobox", { name: "Search Products" });
const DAY = "2026-10-02T15:00:00.000Z";

/** Opens the edit screen of the buyer's first OPEN order that has a supplier. */
async function openEditor() {
  const db = await seed();
  const { id } = db.purchaseOrders.find(
    (o) => o.storeId === storeOf(db) && o.status === "OPEN" && o.vendorId !== null && o.items.length > 0,
  )!;
  clearStashedEdits();
  const view = await renderAt(`/purchase-orders/${id}/modify`, {
    signedInAs: BUYER,
    wrapper: editPage().wrapper,
  });
  await screen.findByRole("button", { name: "Save Products" });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  return { ...view, id, stored };
}

/** Holds every LastPriceOrders call until `open()`; the others pass straight to the provider. */
async function gate() {
  const { server } = await sharedInProcessProvider();
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  let asked = 0;
  const additions: unknown[] = [];
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as {
        operationName?: string;
        variables?: { itemAdditions?: unknown[] };
      };
      if (body.operationName === "UpdatePurchaseOrder")
        additions.push(...(body.variables?.itemAdditions ?? []));
      if (body.operationName !== "LastPriceOrders") return;
      asked += 1;
      await opened;
      // Nothing returned: the provider's own handler answers.
    }),
  );
  return { open, asked: () => asked, additions, close: () => server.resetHandlers() };
}

/**
 * A product of the buyer's store not on `order`, its lines on other orders taken away, given a line at
 * `cents` on a sent order of `order`'s supplier, ordered on DAY: its one last price. The order's first
 * line gets one there too, so its note shows once the look-up has answered.
 */
function pricedProduct(db: Db, order: PurchaseOrderRow, cents: number, vendorId = order.vendorId) {
  const store = storeOf(db);
  const product = db.products.find(
    (p) => p.storeId === store && p.variations.length === 0 && !order.items.some((i) => i.productId === p.id),
  )!;
  // No other order prices it: the seed's lines of it go.
  for (const other of db.purchaseOrders)
    if (other.id !== order.id) other.items = other.items.filter((i) => i.productId !== product.id);
  const source = db.purchaseOrders.find((o) => o.storeId === store && o.status === "RECEIVED")!;
  source.vendorId = vendorId;
  source.dateOrdered = DAY;
  source.dateModified = new Date().toISOString();
  source.items.push({
    id: 900001,
    productId: product.id,
    variationId: null,
    quantity: 3,
    unitCostCents: cents,
    discount: "",
  });
  const first = order.items[0]!;
  source.items.push({ ...first, id: 900002, unitCostCents: 500 });
  return { product, source };
}

async function addProduct(sku: string, name: string) {
  const user = userEvent.setup();
  await user.type(search(), sku);
  await user.click(await screen.findByRole("option", { name: new RegExp(`^${name} SKU ${sku}`) }));
  await user.click(screen.getByRole("button", { name: "Add Item" }));
  return user;
}

test("a line added before the look-up answers is added at once, then gets its last price and says where from", async () => {
  const held = await gate();
  try {
    const { stored, provider, id } = await openEditor();
    const { product, source } = pricedProduct(provider.store.db, stored(), 1240);
    await addProduct(product.sku, product.name);
    // Add Item did not wait: the line is stored at 0 while the look-up is still held.
    await untilStored(() => {
      const line = stored().items.find((i) => i.productId === product.id);
      assert.is(line?.unitCostCents, 0);
    });
    assert.is(held.asked(), 1, "the look-up's first page is on its way");
    held.open();
    await untilStored(() => {
      const line = stored().items.find((i) => i.productId === product.id);
      assert.is(line?.unitCostCents, 1240);
    });
    assert.is(cell(`Cost of ${product.name}`).value, "12.40");
    assert.ok(screen.getByText(`Last price $12.40, PO-${source.id}, 10/2/2026`));
    assert.ok(screen.getByText(`${product.name}: cost $12.40 filled in from the last price.`));
    // The store's 21 sent orders hold fewer than 20 of this supplier's: the list's two pages are read.
    assert.is(held.asked(), 2);
    const user = userEvent.setup();
    await user.clear(cell(`Quantity of ${product.name}`));
    await user.type(cell(`Quantity of ${product.name}`), "4");
    await untilStored(() => assert.is(stored().items.find((i) => i.productId === product.id)?.quantity, 4));
    assert.is(held.asked(), 2, "saves do not read it again");
    assert.not.equal(source.id, id);
  } finally {
    held.close();
  }
});

test("a cost typed before the last price arrives is kept, and marked in words when more than 10 % away", async () => {
  const held = await gate();
  try {
    const { stored, provider } = await openEditor();
    const { product } = pricedProduct(provider.store.db, stored(), 1000);
    const user = await addProduct(product.sku, product.name);
    const cost = await screen.findByRole<HTMLInputElement>("spinbutton", { name: `Cost of ${product.name}` });
    await user.clear(cost);
    await user.type(cost, "10.50");
    held.open();
    await untilStored(() => {
      const line = stored().items.find((i) => i.productId === product.id);
      assert.is(line?.unitCostCents, 1050);
    });
    const row = cost.closest("tr, li")! as HTMLElement;
    await within(row).findByText(/^Last price \$10\.00, PO-/);
    assert.is(cost.value, "10.50", "the typed cost stays");
    assert.not.ok(within(row).queryByText(/the last price$/), "5 % away is not marked");
    await user.clear(cost);
    await user.type(cost, "11.50");
    assert.ok(within(row).getByText("15 % above the last price"));
    await user.clear(cost);
    await user.type(cost, "8");
    assert.ok(within(row).getByText("20 % below the last price"));
  } finally {
    held.close();
  }
});

test("a price known at Add Item goes with the addition: one save, never 0", async () => {
  const held = await gate();
  try {
    const { stored, provider } = await openEditor();
    const { product } = pricedProduct(provider.store.db, stored(), 777);
    held.open();
    // The look-up has answered once the order's first line shows its last price.
    await screen.findByText(/^Last price \$5\.00, PO-/);
    await addProduct(product.sku, product.name);
    await untilStored(() => assert.ok(stored().items.some((i) => i.productId === product.id)));
    assert.equal(held.additions, [
      { productId: String(product.id), variationId: null, quantity: 1, unitCost: 7.77 },
    ]);
    assert.is(cell(`Cost of ${product.name}`).value, "7.77");
  } finally {
    held.close();
  }
});

test("without a price from the order's supplier, another supplier's is taken and named", async () => {
  const held = await gate();
  try {
    const { stored, provider } = await openEditor();
    const db = provider.store.db;
    const other = db.suppliers.find((s) => s.storeId === storeOf(db) && s.id !== stored().vendorId)!;
    const { product, source } = pricedProduct(db, stored(), 2500, other.id);
    held.open();
    await addProduct(product.sku, product.name);
    const said = await screen.findByText(`Last price $25.00, PO-${source.id}, 10/2/2026`);
    assert.ok(within(said).getByText("(other supplier)"));
    assert.ok(within(said).getByText(`(from ${other.name})`), "whose, for screen readers");
    await untilStored(() => {
      const line = stored().items.find((i) => i.productId === product.id);
      assert.is(line?.unitCostCents, 2500);
    });
  } finally {
    held.close();
  }
});

test.run();
