// The phases of the long purchase-order journey (orderToClose in purchase-orders.journey.ts), each a
// named function over one plan of the order, so that the journey reads as its story: the buyer fills
// the edit screen, saves, sends the PDF and marks the order ordered; the receiver receives and closes
// it and downloads the PDF. The steps they are made of are in orders-steps.ts.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import type { ProductRow, SupplierRow } from "../mocks/store/tables.ts";
import type { LastPrice } from "../src/domain/api/last-price-pick.ts";
import {
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { expectFailedResponse } from "./expected-failures.ts";
import { checkA11y, whenQuiet, type DemoPage } from "./harness.ts";
import { expectAddedCost } from "./orders-last-price.ts";
import {
  addItem,
  cents,
  chooseSupplier,
  money,
  nameFragment,
  optionNames,
  search,
  sendPdf,
  SPEC,
  transition,
} from "./orders-steps.ts";
import { navLink, pdfText, RECEIVER, signInToDashboard, signOut } from "./steps.ts";
import { readFacts, readRows } from "./tables.ts";

const PO = PURCHASE_ORDERS_TEXT;
const EDIT = PURCHASE_ORDER_EDIT_TEXT;

/** What the buyer orders and what the screens must show for it, worked out from the seed. */
export interface OrderPlan {
  /** Found in the search by exact SKU, by a word of its name, and by exact MPN. */
  bySku: ProductRow;
  named: ReturnType<typeof nameFragment>;
  byMpn: ProductRow;
  /** Per product: the quantity it is added with, then its quantity and cost in the items table. */
  lines: { product: ProductRow; added: number; quantity: number; cost: string }[];
  /** Money in cents; shipping as the buyer types it. */
  subtotal: number;
  discount: number;
  shipping: string;
  total: number;
  withEmail: SupplierRow;
  withoutEmail: SupplierRow;
  /** What the edit screen knows as each item's last price (D225) for this order without a supplier. */
  lastPrices: ReadonlyMap<string, LastPrice>;
}

/** On the new order's edit screen: finds and adds the three products, edits the items and the totals. */
export async function fillOrder(page: Page, plan: OrderPlan): Promise<void> {
  const { bySku, named, byMpn, lines, subtotal, discount, shipping, total, lastPrices } = plan;
  // By exact SKU: that product alone, picked with the keyboard.
  let options = await search(page, bySku.sku);
  assert.equal(await optionNames(options), [bySku.name], "an exact SKU offers that product only");
  await checkA11y(page, "the edit screen with the product search open");
  const box = page.getByRole("combobox", { name: EDIT.search.label, exact: true });
  await box.press("ArrowDown");
  assert.is(await options.first().getAttribute("aria-selected"), "true");
  await box.press("Enter");
  assert.is(await box.inputValue(), bySku.name, "the picked product's name fills the box");
  await addItem(page, bySku.name, lines[0]!.added);

  // By part of a name: every product it finds is offered; the one wanted is clicked.
  options = await search(page, named.fragment);
  const offered = await optionNames(options);
  assert.is(offered.length, named.options, `"${named.fragment}" offers ${offered}`);
  assert.ok(offered.includes(named.product.name), `"${named.fragment}" offers ${named.product.name}`);
  await options.filter({ hasText: named.product.name }).click();
  assert.is(await box.inputValue(), named.product.name);
  await addItem(page, named.product.name);

  // By exact MPN, in lower case: that product alone.
  options = await search(page, byMpn.mpn.toLowerCase());
  assert.equal(await optionNames(options), [byMpn.name], "an exact MPN offers that product only");
  await box.press("ArrowDown");
  await box.press("Enter");
  await addItem(page, byMpn.name, lines[2]!.added);

  // The items table: the added rows, then a quantity and the costs edited.
  const items = page.getByRole("region", { name: EDIT.items, exact: true });
  assert.equal(
    (await readRows(items)).map((row) => row[EDIT.columns.sku]),
    lines.map((line) => line.product.sku),
  );
  for (const line of lines) {
    const name = line.product.name;
    const quantity = items.getByRole("spinbutton", { name: EDIT.quantityOf(name), exact: true });
    assert.is(await quantity.inputValue(), String(line.added), `${name} added with ${line.added}`);
    if (line.quantity !== line.added) await quantity.fill(String(line.quantity));
    // Added at its last price, saying where that came from, or at 0 without one (D225).
    await expectAddedCost(page, items, line.product, lastPrices);
    await items.getByRole("spinbutton", { name: EDIT.costOf(name), exact: true }).fill(line.cost);
  }
  await page.getByRole("textbox", { name: EDIT.orderInfo.discount, exact: true }).fill("10%");
  await page.getByRole("spinbutton", { name: EDIT.orderInfo.shipping, exact: true }).fill(shipping);
  const details = page.getByRole("region", { name: EDIT.details.title, exact: true });
  assert.equal(await readFacts(details), {
    [EDIT.details.subtotal]: money(subtotal),
    [EDIT.details.shipping]: money(cents(shipping)),
    [EDIT.details.discount]: money(-discount),
    [EDIT.details.total]: money(total),
  });
}

/** Saves, checks the view against the plan, sends the PDF (refused, then done) and marks it ordered. */
export async function saveAndOrder(demo: DemoPage, id: string, plan: OrderPlan): Promise<Locator> {
  const { page } = demo;
  const { lines, subtotal, discount, shipping, total, withEmail, withoutEmail } = plan;
  await page.getByRole("button", { name: EDIT.save, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/purchase-orders/${id}`);
  const order = page.getByRole("region", { name: PO.detail.title(id), exact: true });
  await order.waitFor();
  assert.equal(
    (await readRows(page.getByRole("region", { name: PO.detail.products, exact: true }))).map((row) => [
      row[PO.detail.columns.sku],
      row[PO.detail.columns.quantity],
      row[PO.detail.columns.cost],
    ]),
    lines.map((line) => [line.product.sku, String(line.quantity), money(cents(line.cost))]),
    "the view lists what was saved",
  );
  const facts = await readFacts(order);
  assert.equal(
    [facts[PO.detail.subtotal], facts[PO.detail.shipping], facts[PO.detail.discount], facts[PO.detail.total]],
    [money(subtotal), money(cents(shipping)), money(-discount), money(total)],
  );
  assert.ok(await order.getByRole("link", { name: PO.detail.editProducts, exact: true }).isVisible());
  await checkA11y(page, "the purchase order view");

  // Sending: refused for a supplier without an email, done for one with.
  await chooseSupplier(order, PO.noSupplier, withoutEmail.name);
  await sendPdf(page, order, "the open send confirmation");
  await page.getByText(SPEC.sendFailed, { exact: true }).waitFor();
  // By design (D16): the provider answers 400 when the supplier has no email, and the app says so.
  expectFailedResponse(demo, "POST", `/PurchaseOrder/${id}/send`, 400);
  await chooseSupplier(order, withoutEmail.name, withEmail.name);
  await sendPdf(page, order);
  await page.getByText(SPEC.sent, { exact: true }).waitFor();

  await transition(page, order, SPEC.markOrdered, "ORDERED", "the open Mark As Ordered confirmation");
  assert.is(
    await order.getByRole("link", { name: PO.detail.editProducts }).count(),
    0,
    "no editing once ordered",
  );
  return order;
}

/** The receiver, in the same browser (and so the same store of data): receives, closes, gets the PDF. */
export async function receiveAndClose(
  demo: DemoPage,
  order: Locator,
  id: string,
  plan: OrderPlan,
): Promise<void> {
  const { page } = demo;
  const { lines, total, withEmail } = plan;
  // Mark As Ordered has the view read its notes, history, approval and arrival again; signing out reloads
  // the page, which would cut those reads off (once seen on a loaded machine): they finish first.
  await whenQuiet(demo);
  await signOut(demo);
  await signInToDashboard(demo, RECEIVER);
  await navLink(page, PO.title).click();
  const listed = page.getByRole("region", { name: PO.title, exact: true });
  await listed.locator("table:not([aria-busy])").waitFor();
  const row = (await readRows(listed)).find((r) => r[UI_TEXT.orderColumns.number] === UI_TEXT.poNumber(id));
  const C = UI_TEXT.orderColumns;
  assert.equal(
    row && [row[C.supplier], row[C.itemCount], row[C.cost], row[C.status]],
    [withEmail.name, String(lines.reduce((n, line) => n + line.quantity, 0)), money(total), "ORDERED"],
    "the receiver's list shows the order as the buyer left it",
  );
  await listed.getByRole("link", { name: `${PO.view} ${UI_TEXT.poNumber(id)}`, exact: true }).click();
  await order.waitFor();
  await transition(page, order, SPEC.markReceived, "RECEIVED");
  await transition(page, order, SPEC.close, "CLOSED", "the open Close & Add Inventory confirmation");
  assert.is(
    await order.getByRole("button", { name: /^(Mark As|Close &|Reopen)/ }).count(),
    0,
    "CLOSED is final",
  );
  const shownTotal = (await readFacts(order))[PO.detail.total]!;
  assert.is(shownTotal, money(total));

  // The PDF: its name, its number and the total the view shows.
  const download = page.waitForEvent("download");
  await order.getByRole("button", { name: SPEC.generate, exact: true }).click();
  const file = await download;
  assert.is(file.suggestedFilename(), SPEC.fileName(id));
  const text = await pdfText(file);
  assert.match(text, new RegExp(`\\bPO-${id}\\b`), `the PDF names PO-${id}`);
  assert.match(
    text,
    new RegExp(`\\bTotal +${shownTotal.replace(/[$.]/g, "\\$&")}\\s`),
    `Total ${shownTotal}`,
  );
}
