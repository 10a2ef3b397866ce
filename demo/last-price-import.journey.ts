// Issue 30 items 2 and 4 (D225, D226) in Chromium: the buyer adds a product to an open order and its
// cost comes from its last price, with where it came from; a cost typed far from it is marked in
// words; a file dropped on Import Lines is previewed. Then Import Lines on a phone: a pasted CSV is
// previewed (matched, not found), added in one save, and the line shows. axe runs on the edit screen
// and on the preview.
import * as assert from "uvu/assert";
import { formatCents } from "../schema/format.ts";
import { lastPrices } from "../src/domain/api/last-price-pick.ts";
import { IMPORT_LINES_TEXT, LAST_PRICE_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, isOperation, journey, journeySuite, onPageCall, whenQuiet } from "./harness.ts";
import { assertNoSidewaysScroll, assertTouchTargets } from "./layout-checks.ts";
import { pricedOrder } from "./orders-last-price.ts";
import { seededStore } from "./seed.ts";
import { BUYER, signIn } from "./steps.ts";

const LAPTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const T = IMPORT_LINES_TEXT;

/** The buyer's first OPEN order with a supplier, and two products not on it, the first with a last price. */
async function scene(build: DemoBuild) {
  const { orders, products, suppliers } = await seededStore(BUYER, build);
  const order = orders.find((o) => o.status === "OPEN" && o.vendorId !== null && o.items.length > 0)!;
  const priced = orders.filter((o) => o.status !== "OPEN").map(pricedOrder(suppliers));
  const prices = lastPrices(priced, String(order.vendorId), String(order.id));
  const free = products.filter(
    (p) => p.variations.length === 0 && !order.items.some((i) => i.productId === p.id),
  );
  const withPrice = free.find((p) => prices.has(`${p.id}/`))!;
  const other = free.find((p) => p !== withPrice)!;
  return { order, withPrice, price: prices.get(`${withPrice.id}/`)!, other };
}

async function lastPrice(build: DemoBuild) {
  const { order, withPrice, price } = await scene(build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${order.id}/modify`, demo.baseUrl).href);
      await page.getByRole("button", { name: "Save Products" }).waitFor();
      await page.getByRole("combobox", { name: "Search Products" }).fill(withPrice.sku);
      await page.getByRole("option", { name: new RegExp(`^${withPrice.name} SKU ${withPrice.sku}`) }).click();
      await page.getByRole("button", { name: "Add Item" }).click();
      // Another supplier's: said short, and whose for screen readers (both in the text).
      const from = price.sameSupplier
        ? ""
        : LAST_PRICE_TEXT.otherShort + LAST_PRICE_TEXT.otherSupplier(price.vendor!.name);
      // The demo moves the seed's dates to today (D22), so the day is any date.
      const cents = Math.round(price.unitCost * 100);
      const said = LAST_PRICE_TEXT.source(formatCents(cents), `PO-${price.orderId}`, "DAY") + from;
      const [before, after] = said.split("DAY").map((part) => part.replace(/[$().]/g, "\\$&"));
      await page.getByText(new RegExp(`^${before}\\d{1,2}/\\d{1,2}/\\d{4}${after}$`)).waitFor();
      const cost = page.getByRole("spinbutton", { name: `Cost of ${withPrice.name}` });
      await cost.waitFor();
      assert.is(await cost.inputValue(), (cents / 100).toFixed(2));
      await cost.fill(((cents * 1.5) / 100).toFixed(2));
      await page.getByText(LAST_PRICE_TEXT.away(50, "above"), { exact: true }).waitFor();
      await checkA11y(page, "the edit screen with a last price marked");
      await page.getByText("All changes saved").waitFor();
      await whenQuiet(demo);
      // A file dropped on the paste box is previewed at once; Cancel after Back adds nothing.
      await page.getByRole("button", { name: T.open }).click();
      const dialog = page.getByRole("dialog", { name: T.title });
      const file = await page.evaluateHandle((text) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], "quote.csv", { type: "text/csv" }));
        return transfer;
      }, `SKU,Qty\r\n${withPrice.sku},2\r\n`);
      await dialog.getByRole("textbox", { name: T.paste }).dispatchEvent("drop", { dataTransfer: file });
      await dialog.getByText("1 row: 1 matched, 0 not found, 0 matching several.").waitFor();
      await dialog.getByRole("button", { name: T.back }).click();
      await dialog.getByRole("button", { name: T.cancel }).click();
      await dialog.waitFor({ state: "detached" });
    },
    { build, context: LAPTOP },
  );
}

async function importLines(build: DemoBuild) {
  const { order, withPrice, other } = await scene(build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${order.id}/modify`, demo.baseUrl).href);
      await page.getByRole("button", { name: "Save Products" }).waitFor();
      await whenQuiet(demo);
      await page.getByRole("button", { name: T.open }).click();
      const dialog = page.getByRole("dialog", { name: T.title });
      await dialog
        .getByRole("textbox", { name: T.paste })
        .fill(`Qty;SKU\n2;${withPrice.sku}\n3;${other.sku}\n1;NO-SUCH-SKU\n`);
      await dialog.getByRole("button", { name: T.preview }).click();
      await dialog.getByText("3 rows: 2 matched, 1 not found, 0 matching several.").waitFor();
      await checkA11y(page, "the import preview on a phone");
      await assertNoSidewaysScroll(page, "the import preview");
      await assertTouchTargets(page, "the import preview");
      let saves = 0;
      onPageCall(page, (call) => void (isOperation("UpdatePurchaseOrder")(call) && (saves += 1)));
      await dialog.getByRole("button", { name: T.add(2) }).click();
      await page.getByText(T.added(2)).waitFor();
      await page.getByText("All changes saved").waitFor();
      await page.getByRole("spinbutton", { name: `Quantity of ${other.name}` }).waitFor();
      assert.is(await page.getByRole("spinbutton", { name: `Quantity of ${other.name}` }).inputValue(), "3");
      assert.is(saves, 1, "one save");
      await whenQuiet(demo);
    },
    { build, context: PHONE },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`last price and import lines (${build} build)`);
  test("an added product's cost is its last price, says where it came from, and a far cost is marked in words", () =>
    lastPrice(build));
  test("on a phone, a pasted CSV is previewed row by row and its matched rows are added in one save", () =>
    importLines(build));
  test.run();
}
