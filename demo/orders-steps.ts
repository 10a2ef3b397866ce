// What the purchase-order journeys (purchase-orders.journey.ts) do and read on the order screens: the
// buyer's store from the seed, the product search combobox, adding items, the status transitions and
// the PDF's menu, and the spec's own texts and money format to check them against. The steps of the
// long journey itself are in orders-phases.ts.
import { formatCents } from "../schema/format.ts";
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import type { ProductRow } from "../mocks/store/tables.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import {
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import type { DemoBuild } from "./builds.ts";
import { checkA11y } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, pathname, RECEIVER } from "./steps.ts";
import { readRows, wholeList } from "./tables.ts";

const PO = PURCHASE_ORDERS_TEXT;
const EDIT = PURCHASE_ORDER_EDIT_TEXT;

/**
 * The texts spec sections 4 and 8 give, copied from the spec rather than read from strings.ts, so a
 * change of wording in the app fails here.
 */
export const SPEC = {
  markOrdered: {
    label: "Mark As Ordered",
    confirm:
      "Are you sure you want to mark this purchase order as ordered, added products can not be modified past this point.",
  },
  markReceived: {
    label: "Mark As Received",
    confirm: "Are you sure you want to mark this purchase order as received?",
  },
  close: {
    label: "Close & Add Inventory",
    confirm:
      "Are you sure you want to close this purchase order? All products listed will have their inventory count updated.",
  },
  sendConfirm: "Are you sure you wish to email a supplier a copy of this purchase order?",
  sent: "Email sent to supplier!",
  sendFailed: "Unable to send email. Please confirm that the supplier has an email attached.",
  generate: "Generate PDF Printout",
  send: "Send PDF to Supplier",
  fileName: (id: string) => `PurchaseOrder-${id}.pdf`,
};

// ---------------------------------------------------------------------------------------------
// The seed: what a fresh browser context starts from.

/** The buyer's store: its products, suppliers and orders. The receiver must work in the same store. */
export async function buyerStore(build: DemoBuild) {
  const { storeId, products, suppliers, orders } = await seededStore(BUYER, build);
  const receiver = await seededStore(RECEIVER, build);
  assert.is(receiver.storeId, storeId, "the buyer and the receiver sign in to the same store");
  // Inventory-tracked products without variations, named uniquely: a closed order raises their own
  // level, and a row is found by its name.
  const simple = products.filter(
    (p) =>
      p.isInventoryTracking &&
      p.variations.length === 0 &&
      products.filter((other) => other.name === p.name).length === 1,
  );
  assert.ok(simple.length >= 4, "the store has four tracked products without variations");
  return { products, suppliers, orders, simple };
}

/** The provider's search rule (D20): name, SKU, MPN or a variation's SKU or MPN contains the text. */
const contains = (product: ProductRow, text: string) =>
  [product.name, product.sku, product.mpn, ...product.variations.flatMap((v) => [v.sku, v.mpn])].some(
    (field) => field.toLowerCase().includes(text.toLowerCase()),
  );

/**
 * A word of one of the candidates' names, lowercased, that finds between two and five products (so
 * the pick is a real choice, and every match fits in the first five the search returns).
 */
export function nameFragment(candidates: readonly ProductRow[], products: readonly ProductRow[]) {
  for (const product of candidates)
    for (const word of product.name.split(" ").reverse()) {
      const fragment = word.toLowerCase();
      const found = products.filter((p) => contains(p, fragment));
      if (found.length >= 2 && found.length <= 5)
        return { product, fragment, options: found.reduce((n, p) => n + 1 + p.variations.length, 0) };
    }
  throw new Error("no name word finds two to five products");
}

// ---------------------------------------------------------------------------------------------
// Reading the screens.

/** The Products list at 100 a page (the whole store), read as {SKU: Inventory Level}. */
export async function inventoryLevels(page: Page): Promise<Map<string, number>> {
  await page.getByRole("heading", { level: 1, name: PRODUCTS_TEXT.title, exact: true }).waitFor();
  const rows = await readRows(await wholeList(page, PRODUCTS_TEXT.title));
  const level = PRODUCTS_TEXT.columns.level;
  return new Map(rows.map((row) => [row[PRODUCTS_TEXT.columns.sku]!, Number(row[level])]));
}

/** Types in the product search and waits for the debounced options (1 s); returns them. */
export async function search(page: Page, text: string): Promise<Locator> {
  const box = page.getByRole("combobox", { name: EDIT.search.label, exact: true });
  await box.fill(text);
  await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
  return page.getByRole("listbox", { name: EDIT.search.label, exact: true }).getByRole("option");
}

/** The names the search's options show, in order. */
export const optionNames = (options: Locator) => options.locator(".search-option-name").allInnerTexts();

/** Sets the Quantity next to Add Item (when given), presses Add Item and waits for the row to be stored. */
export async function addItem(page: Page, name: string, quantity?: number): Promise<void> {
  if (quantity !== undefined)
    await page.getByRole("spinbutton", { name: EDIT.quantity, exact: true }).fill(String(quantity));
  await page.getByRole("button", { name: EDIT.add, exact: true }).click();
  // Stored: the row's cells become inputs once the provider has the item.
  await page.getByRole("spinbutton", { name: EDIT.quantityOf(name), exact: true }).waitFor();
}

/** Clicks a status button, checks the confirmation's text and confirms; waits for the new badge. */
export async function transition(
  page: Page,
  order: Locator,
  step: { label: string; confirm: string },
  to: string,
  a11yLabel?: string,
): Promise<void> {
  await order.getByRole("button", { name: step.label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: step.confirm, exact: true });
  await dialog.waitFor();
  if (a11yLabel) await checkA11y(page, a11yLabel);
  await dialog.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
  await order.locator(".status-badge.large", { hasText: new RegExp(`^${to}$`) }).waitFor();
}

/** Sets the order's supplier in the supplier row's dropdown and waits for the row to show it. */
export async function chooseSupplier(order: Locator, current: string, name: string): Promise<void> {
  await order.getByRole("button", { name: `${current} ${PO.detail.changeSupplier}`, exact: true }).click();
  await order.getByRole("combobox", { name: PO.detail.supplier, exact: true }).selectOption({ label: name });
  await order.getByRole("button", { name: `${name} ${PO.detail.changeSupplier}`, exact: true }).waitFor();
}

/** Sends the PDF from the split button's menu, confirming the spec's question. */
export async function sendPdf(page: Page, order: Locator, a11yLabel?: string): Promise<void> {
  await order.getByRole("button", { name: PO.pdf.more, exact: true }).click();
  await page.getByRole("menuitem", { name: SPEC.send, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: SPEC.sendConfirm, exact: true });
  await dialog.waitFor();
  if (a11yLabel) await checkA11y(page, a11yLabel);
  await dialog.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Creates an order from the list and waits for its edit screen; returns its id. */
export async function createOrder(page: Page): Promise<string> {
  await page.getByRole("button", { name: PO.createNew, exact: true }).click();
  await page.waitForURL((url) => /^\/purchase-orders\/\d+\/modify$/.test(url.pathname));
  const id = /^\/purchase-orders\/(\d+)\/modify$/.exec(pathname(page))![1]!;
  await page.getByRole("heading", { level: 1, name: EDIT.title(id), exact: true }).waitFor();
  return id;
}

/** Dollars as typed ("12.50"), in cents. */
export const cents = (dollars: string) => Math.round(Number(dollars) * 100);
/** Spec section 5: money as US dollars, "-$7.27" for a reduction (the screens' own formatter). */
export const money = formatCents;
