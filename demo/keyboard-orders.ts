// The phases of keyboard.journey.ts's purchase order, each by keys alone: a new order from the list,
// its products picked in the search combobox, its supplier chosen from the dropdown, and a confirmation
// that keeps focus and gives it back. Also what the order view shows, to read what was stored.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { assertFocused, assertFocusTrapped, assertFocusVisible, tabTo } from "./a11y.ts";
import { activate, assertLandedOn, EDIT, PO, press, retype } from "./keyboard-steps.ts";
import { seededStore } from "./seed.ts";
import { BUYER, pathname } from "./steps.ts";

/** The demo seed's products of the buyer's store without variations, and a supplier. */
export async function catalog() {
  const { products, suppliers } = await seededStore(BUYER);
  const [first, second, third] = products.filter((p) => p.variations.length === 0);
  return { first: first!, second: second!, third: third!, supplier: suppliers[2]! };
}

type Product = Awaited<ReturnType<typeof catalog>>["first"];

/** The body rows of the table in `region` as [SKU, quantity, cost] (the view's table has no inputs). */
export const itemRows = (region: Locator) =>
  region
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [1, 3, 4].map((column) => (row.children[column] as HTMLElement).innerText.trim())),
    );

/** The order view's panel of order `id`. */
export const orderPanel = (page: Page, id: string) =>
  page.getByRole("region", { name: PO.detail.title(id), exact: true });

/** From the dashboard: Purchase Orders, a page on, then Create New PO. Returns the new order's id. */
export async function createOrderFromList(page: Page): Promise<string> {
  await activate(page, "link", SHELL_TEXT.nav.purchaseOrders);
  await assertLandedOn(page, PO.title);
  // A status chip is named by its status alone: aria-pressed says it is on, the tick is decoration.
  await tabTo(page, "button", "OPEN");
  // Paging keeps focus on Next page while the next page loads, so Enter can be pressed again.
  await activate(page, "button", UI_TEXT.table.next);
  const range = page.getByRole("navigation", { name: UI_TEXT.table.pages(PO.title) }).getByRole("status");
  await range.filter({ hasText: /^6-/ }).waitFor();
  await assertFocused(page, "button", UI_TEXT.table.next, "after paging");
  await activate(page, "button", PO.createNew, { back: true });
  await page.waitForURL((url) => /^\/purchase-orders\/\d+\/modify$/.test(url.pathname));
  const id = /^\/purchase-orders\/(\d+)\/modify$/.exec(pathname(page))![1]!;
  await assertLandedOn(page, EDIT.title(id));
  return id;
}

/**
 * On the edit screen, from its heading: `first` by SKU with quantity 3, `second` by name with the
 * default quantity, and `third` added and deleted again.
 */
export async function addProducts(
  page: Page,
  { first, second, third }: { first: Product; second: Product; third: Product },
): Promise<void> {
  // The first product by its exact SKU: the list opens after the search's 1 s, ArrowDown marks the
  // option (the box keeps focus, aria-activedescendant points at it), Enter picks it.
  await press(page, "Tab");
  await assertFocused(page, "combobox", EDIT.search.label, "after the heading");
  await assertFocusVisible(page, "on the product search");
  const box = page.getByRole("combobox", { name: EDIT.search.label, exact: true });
  await page.keyboard.type(first.sku);
  await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
  await press(page, "ArrowDown");
  const marked = await box.getAttribute("aria-activedescendant");
  assert.ok(marked, "an option is marked");
  assert.match(await page.locator(`[id="${marked}"]`).innerText(), first.name);
  await press(page, "Enter");
  assert.is(await box.inputValue(), first.name, "the picked product fills the box");
  await press(page, "Tab");
  await assertFocused(page, "spinbutton", EDIT.quantity, "after the search");
  await retype(page, "3");
  await press(page, "Tab");
  await assertFocused(page, "button", EDIT.add, "after the quantity");
  await press(page, "Enter");
  await page.getByRole("spinbutton", { name: EDIT.quantityOf(first.name), exact: true }).waitFor();
  await assertFocused(page, "combobox", EDIT.search.label, "after Add Item, ready for the next product");

  // The second by its name: Enter picks it, Enter again adds it with the default quantity.
  await page.keyboard.type(second.name);
  await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
  const options = page.getByRole("listbox", { name: EDIT.search.label }).getByRole("option");
  const names = await options.locator(".search-option-name").allInnerTexts();
  for (let i = 0; i <= names.indexOf(second.name); i++) await press(page, "ArrowDown");
  await press(page, "Enter", "Enter");
  await page.getByRole("spinbutton", { name: EDIT.quantityOf(second.name), exact: true }).waitFor();

  // A third, deleted again: focus goes on to the row before, not to the page.
  await page.keyboard.type(third.sku);
  await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
  await press(page, "ArrowDown", "Enter", "Enter");
  const thirdRow = page.getByRole("spinbutton", { name: EDIT.quantityOf(third.name), exact: true });
  await thirdRow.waitFor();
  await activate(page, "button", `${EDIT.remove} ${third.name}`);
  // Delete Item asks first (D44): focus starts on Cancel, Tab reaches Confirm.
  await assertFocused(page, "button", UI_TEXT.confirmDialog.cancel, "in the delete question");
  await press(page, "Tab");
  await assertFocused(page, "button", UI_TEXT.confirmDialog.confirm, "after Tab in the delete question");
  await press(page, "Enter");
  await thirdRow.waitFor({ state: "detached" });
  await assertFocused(page, "button", `${EDIT.remove} ${second.name}`, "after deleting the last row");
}

/**
 * On the order view: Enter turns the supplier row into a dropdown; arrows on the closed list only show
 * the choice (a native select fires change on each), Enter saves it; focus comes back to the row.
 * Returns the row's name with the supplier chosen.
 */
export async function chooseSupplier(page: Page, id: string, supplier: { name: string }): Promise<string> {
  await activate(page, "button", `${PO.noSupplier} ${PO.detail.changeSupplier}`);
  await assertFocused(page, "combobox", PO.detail.supplier, "in the supplier dropdown");
  const order = orderPanel(page, id);
  // Until the list arrives only the current supplier is offered.
  await order.locator("select:not([aria-busy])").waitFor();
  const suppliers = await order.getByRole("combobox").locator("option").allInnerTexts();
  assert.ok(suppliers.includes(supplier.name), `${supplier.name} is offered`);
  for (let i = 0; i < suppliers.indexOf(supplier.name); i++) await press(page, "ArrowDown");
  await press(page, "Enter");
  const chosen = `${supplier.name} ${PO.detail.changeSupplier}`;
  await order.getByRole("button", { name: chosen, exact: true }).waitFor();
  await assertFocused(page, "button", chosen, "after choosing the supplier");
  return chosen;
}

/** A confirmation keeps focus inside, starts on Cancel and gives focus back on Escape. */
export async function escapeMarkOrdered(page: Page): Promise<void> {
  await activate(page, "button", PO.transitions.markOrdered.label);
  const dialog = page.getByRole("dialog", { name: PO.transitions.markOrdered.confirm, exact: true });
  await dialog.waitFor();
  await assertFocused(page, "button", UI_TEXT.confirmDialog.cancel, "in the confirmation");
  await assertFocusTrapped(page, dialog, "the confirmation");
  await press(page, "Escape");
  await dialog.waitFor({ state: "detached" });
  await assertFocused(page, "button", PO.transitions.markOrdered.label, "after Escape");
}
