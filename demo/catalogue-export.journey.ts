// Issue 16 in Chromium, items 3 and 4. A buyer lists the tracked lines below N in stock, picks two,
// types a target level and creates the order; its lines, read back from the provider after a reload,
// hold the quantities that bring each up to the target. Then the supplier list is exported: the
// download is caught by playwright, starts with a BOM and parses back (papaparse) to every supplier.
import { readFile } from "node:fs/promises";
import Papa from "papaparse";
import * as assert from "uvu/assert";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, whenQuiet } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, navLink, pathname, signIn } from "./steps.ts";
import { readRows, table } from "./tables.ts";

const T = PRODUCTS_TEXT;
const PO = PURCHASE_ORDERS_TEXT;
const BELOW = 30;
const TARGET = 40;

/** The buyer's tracked products without variations below BELOW in stock, as the seed has them. */
async function lowStock(build: DemoBuild) {
  const { products } = await seededStore(BUYER, build);
  return products.filter(
    (p) => p.isInventoryTracking && p.variations.length === 0 && p.inventoryLevel < BELOW,
  );
}

async function orderFromCatalogue(build: DemoBuild) {
  const picked = (await lowStock(build)).slice(0, 2);
  assert.is(picked.length, 2, "the seed has two tracked products low in stock");
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await navLink(page, T.title).click();
      await page.getByRole("spinbutton", { name: T.filter.label, exact: true }).fill(String(BELOW));
      await page.getByRole("button", { name: T.filter.apply, exact: true }).click();
      for (const product of picked)
        await page.getByRole("checkbox", { name: T.selectLine(product.name), exact: true }).check();
      const tray = page.getByRole("region", { name: T.order.title, exact: true });
      await tray.getByRole("spinbutton", { name: T.order.target, exact: true }).fill(String(TARGET));
      await checkA11y(page, "the products below N in stock with two lines picked");
      await tray.getByRole("button", { name: T.order.create, exact: true }).click();
      await page.waitForURL((url) => /^\/purchase-orders\/\d+\/modify$/.test(url.pathname));
      const id = /^\/purchase-orders\/(\d+)\/modify$/.exec(pathname(page))![1]!;

      // What the provider holds: the order's view loaded afresh. The edit screen shows its lines first: its
      // reads (the last-price look-up, D225) start with them, and the goto would cut them off.
      await page.locator("main").getByText(picked[0]!.name, { exact: true }).first().waitFor();
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${id}`, demo.baseUrl).href);
      const order = page.getByRole("region", { name: PO.detail.title(id), exact: true });
      await order.locator(".status-badge.large", { hasText: /^OPEN$/ }).waitFor();
      const lines = table(page, PO.detail.products);
      await lines.locator("tbody td").first().waitFor();
      const rows = await readRows(lines);
      assert.equal(
        rows.map((row) => [row[PO.detail.columns.sku], row[PO.detail.columns.quantity]]).sort(),
        picked.map((p) => [p.sku, String(Math.max(1, TARGET - p.inventoryLevel))]).sort(),
      );
    },
    { build },
  );
}

async function exportSuppliers(build: DemoBuild) {
  const { suppliers } = await seededStore(BUYER, build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await navLink(page, SUPPLIERS_TEXT.title).click();
      await table(page, SUPPLIERS_TEXT.title).locator("tbody td").first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: UI_TEXT.csvExport.button, exact: true }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^suppliers-\d{4}-\d\d-\d\d\.csv$/);
      const bytes = await readFile((await download.path())!);
      assert.equal([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], "a UTF-8 BOM");
      const records = Papa.parse<string[]>(bytes.subarray(3).toString("utf8"), { newline: "\r\n" }).data;
      assert.equal(records[0], ["Name", "Address", "City/State", "Contact", "Fax", "E-Mail"]);
      assert.equal(
        records
          .slice(1)
          .map((r) => r[0])
          .sort(),
        suppliers.map((s) => s.name).sort(),
      );
    },
    { build },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`catalogue order and export journey (${build} build)`);
  test("a buyer orders two low-stock products up to a target level; the order holds those quantities", () =>
    orderFromCatalogue(build));
  test("the supplier list downloads as a CSV with a BOM that parses back to every supplier", () =>
    exportSuppliers(build));
  test.run();
}
