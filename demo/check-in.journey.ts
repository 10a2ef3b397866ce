// Issue 16 in Chromium. A receiver checks in a delivery with a (simulated) barcode scanner: codes typed
// fast and ended with Enter (one straight after a count typed by hand), one line left short; the count
// survives a reload; Confirm Delivery asks the spec's Mark As Received question; the order's lines, read
// back from the provider after a reload, hold the counted quantities; Close & Add Inventory raises the
// products' inventory levels by the counted amounts, not the ordered ones. Then a buyer duplicates an
// order and the copy's lines, read back from the provider, are the original's. axe runs on the check-in
// screen with a problem shown and with its confirmation open.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import {
  CHECK_IN_TEXT,
  DUPLICATE_TEXT,
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, reloadWhenQuiet, whenQuiet } from "./harness.ts";
import { inventoryLevels, SPEC, transition } from "./orders-steps.ts";
import { seededStore } from "./seed.ts";
import { BUYER, navLink, pathname, RECEIVER, signIn } from "./steps.ts";
import { readRows, table } from "./tables.ts";

const PO = PURCHASE_ORDERS_TEXT;
const T = CHECK_IN_TEXT;

/** An ORDERED order of the receiver's store of two or more tracked products without variations. */
async function deliveryToCount(build: DemoBuild) {
  const { orders, products } = await seededStore(RECEIVER, build);
  const productOf = (id: number) => products.find((p) => p.id === id)!;
  const order = orders.find(
    (o) =>
      o.status === "ORDERED" &&
      o.items.length >= 2 &&
      o.items.every((i) => i.variationId === null && productOf(i.productId).isInventoryTracking) &&
      new Set(o.items.map((i) => i.productId)).size === o.items.length,
  );
  assert.ok(order, "the seed has an ORDERED order of tracked products");
  return {
    id: String(order!.id),
    lines: order!.items.map((item) => ({ product: productOf(item.productId), expected: item.quantity })),
  };
}

/** A barcode scanner: the code typed a few ms a key, then Enter. */
async function scan(page: Page, code: string) {
  const field = page.getByRole("textbox", { name: T.scan, exact: true });
  await field.pressSequentially(code, { delay: 5 });
  await field.press("Enter");
}

const counted = (page: Page, name: string) =>
  page.getByRole("textbox", { name: T.countedOf(name), exact: true });

async function checkInDelivery(build: DemoBuild) {
  const { id, lines } = await deliveryToCount(build);
  const [full, short] = lines as [(typeof lines)[0], (typeof lines)[0]];
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, RECEIVER);
      await navLink(page, PRODUCTS_TEXT.title).click();
      const before = await inventoryLevels(page);

      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${id}`, demo.baseUrl).href);
      await page.getByRole("link", { name: T.open, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: T.title(id), exact: true }).waitFor();
      const field = page.getByRole("textbox", { name: T.scan, exact: true });
      assert.ok(await field.evaluate((el) => el === document.activeElement), "the scan field has focus");

      // The full line: typed to 2 under, then two scans of its SKU, the first straight after the count
      // with no Enter between: its keys go on in the scan field (D154). The short line: two scans of its
      // MPN (or SKU), leaving it short. An unknown code counts nothing and says so.
      await counted(page, full.product.name).fill(String(full.expected - 2));
      await page.keyboard.type(full.product.sku, { delay: 5 });
      await page.keyboard.press("Enter");
      assert.ok(await field.evaluate((el) => el === document.activeElement), "back in the scan field");
      assert.is(await field.inputValue(), "", "the scan was entered");
      await scan(page, full.product.sku);
      const shortCode = short.product.mpn || short.product.sku;
      await scan(page, shortCode);
      await scan(page, shortCode);
      await scan(page, "NOT-ON-THIS-ORDER");
      await page
        .getByRole("alert")
        .filter({ hasText: T.unknown("NOT-ON-THIS-ORDER") })
        .waitFor();
      await checkA11y(page, "the check-in screen after an unknown code");
      const shortBy = short.expected - 2;
      const marks = () => table(page, T.lines).locator(".check-mark").allInnerTexts();
      assert.equal(await marks(), [T.matches, T.short(shortBy)]);

      // A reload keeps the count.
      await reloadWhenQuiet(demo);
      await counted(page, short.product.name).waitFor();
      assert.is(await counted(page, full.product.name).inputValue(), String(full.expected));
      assert.is(await counted(page, short.product.name).inputValue(), "2");

      await page.getByRole("button", { name: T.confirm, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: SPEC.markReceived.confirm, exact: true });
      await dialog.waitFor();
      await checkA11y(page, "the check-in confirmation");
      await dialog.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/purchase-orders/${id}`));

      // What the provider holds, after a reload.
      await reloadWhenQuiet(demo);
      const order = page.getByRole("region", { name: PO.detail.title(id), exact: true });
      await order.locator(".status-badge.large", { hasText: /^RECEIVED$/ }).waitFor();
      const rows = await readRows(table(page, PO.detail.products));
      assert.equal(
        rows.map((row) => [row[PO.detail.columns.sku], row[PO.detail.columns.quantity]]),
        [
          [full.product.sku, String(full.expected)],
          [short.product.sku, "2"],
        ],
      );
      await transition(page, order, SPEC.close, "CLOSED");

      await whenQuiet(demo);
      await page.goto(new URL("products", demo.baseUrl).href);
      const after = await inventoryLevels(page);
      assert.is(after.get(full.product.sku), before.get(full.product.sku)! + full.expected);
      assert.is(
        after.get(short.product.sku),
        before.get(short.product.sku)! + 2,
        "the counted 2, not the ordered",
      );
    },
    { build },
  );
}

async function duplicateOrder(build: DemoBuild) {
  const { orders } = await seededStore(BUYER, build);
  const original = orders.find((o) => o.status === "CLOSED" && o.items.length >= 2 && o.vendorId !== null)!;
  const id = String(original.id);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${id}`, demo.baseUrl).href);
      const lines = table(page, PO.detail.products);
      await lines.locator("tbody td").first().waitFor();
      const originalRows = await readRows(lines);
      const facts = async () =>
        page
          .getByRole("region", { name: /^Purchase Order #/ })
          .locator("dl")
          .first()
          .innerText();
      const originalSupplier = (await facts()).split("\n")[1];
      await page.getByRole("button", { name: DUPLICATE_TEXT.button, exact: true }).click();
      await page.waitForURL((url) => /^\/purchase-orders\/\d+\/modify$/.test(url.pathname));
      const copy = /^\/purchase-orders\/(\d+)\/modify$/.exec(pathname(page))![1]!;
      assert.is.not(copy, id);
      await page.getByRole("heading", { level: 1, name: PURCHASE_ORDER_EDIT_TEXT.title(copy) }).waitFor();

      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${copy}`, demo.baseUrl).href);
      const order = page.getByRole("region", { name: PO.detail.title(copy), exact: true });
      await order.locator(".status-badge.large", { hasText: /^OPEN$/ }).waitFor();
      await lines.locator("tbody td").first().waitFor();
      assert.equal(await readRows(lines), originalRows);
      assert.is((await facts()).split("\n")[1], originalSupplier);
    },
    { build },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`check in and duplicate journey (${build} build)`);
  test("a receiver scans a delivery with one line short, confirms, and closing adds the counted amounts", () =>
    checkInDelivery(build));
  test("a buyer duplicates a closed order: the copy is OPEN with the original's supplier and lines", () =>
    duplicateOrder(build));
  test.run();
}
