// Issue 30 item 1 (D213, D214) in Chromium at phone width: the owner (who may receive and create orders)
// counts a delivery with one line short by 1, confirms with "Keep the rest on order", sees both orders
// named with links, and opens the new one: OPEN, holding the missing unit, saying which order and
// delivery it continues, also after a reload (read back from the provider). axe runs on the question.
import * as assert from "uvu/assert";
import {
  BACKORDER_TEXT,
  CHECK_IN_TEXT,
  PURCHASE_ORDERS_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, reloadWhenQuiet, whenQuiet } from "./harness.ts";
import { SPEC } from "./orders-steps.ts";
import { seededStore } from "./seed.ts";
import { OWNER, signIn } from "./steps.ts";
import { readRows, table } from "./tables.ts";

const PO = PURCHASE_ORDERS_TEXT;
const T = CHECK_IN_TEXT;
const B = BACKORDER_TEXT;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** An ORDERED order with a supplier and 2+ lines of distinct products without variations, the last of 2+. */
async function deliveryToCount(build: DemoBuild) {
  const { orders, products } = await seededStore(OWNER, build);
  const order = orders.find(
    (o) =>
      o.status === "ORDERED" &&
      o.vendorId !== null &&
      o.items.length >= 2 &&
      o.items.every((i) => i.variationId === null) &&
      o.items.at(-1)!.quantity >= 2 &&
      new Set(o.items.map((i) => i.productId)).size === o.items.length,
  );
  assert.ok(order, "the seed has such an ORDERED order");
  const productOf = (id: number) => products.find((p) => p.id === id)!;
  return {
    id: String(order!.id),
    lines: order!.items.map((item) => ({ product: productOf(item.productId), expected: item.quantity })),
  };
}

async function keepTheRest(build: DemoBuild) {
  const { id, lines } = await deliveryToCount(build);
  const short = lines.at(-1)!;
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, OWNER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${id}/check-in`, demo.baseUrl).href);
      await page.getByRole("heading", { level: 1, name: T.title(id), exact: true }).waitFor();
      for (const line of lines)
        await page
          .getByRole("textbox", { name: T.countedOf(line.product.name), exact: true })
          .fill(String(line === short ? line.expected - 1 : line.expected));

      await page.getByRole("button", { name: T.confirm, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: SPEC.markReceived.confirm, exact: true });
      await dialog.waitFor();
      const keep = dialog.getByRole("radio", { name: new RegExp(`^${B.keep}`) });
      assert.ok(await keep.isChecked(), "keeping the rest is the default");
      await dialog.getByText(B.keepHint(1)).waitFor();
      await checkA11y(page, "the check-in confirmation with the backorder question");
      await dialog.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();

      const said = page.getByRole("status").filter({ hasText: /the rest is on purchase order #/ });
      await said.waitFor();
      const backorder = /purchase order #(\d+)\.$/.exec(await said.innerText())![1]!;
      assert.is.not(backorder, id);
      await page.getByRole("link", { name: B.openOriginal(id), exact: true }).waitFor();
      await page.getByRole("link", { name: B.openBackorder(backorder), exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/purchase-orders/${backorder}`));

      // What the provider holds, after a reload; the link to the original stays on this device.
      await reloadWhenQuiet(demo);
      const order = page.getByRole("region", { name: PO.detail.title(backorder), exact: true });
      await order.locator(".status-badge.large", { hasText: /^OPEN$/ }).waitFor();
      const continues = page.locator(".continues-note");
      assert.match(
        await continues.innerText(),
        new RegExp(`^Continues purchase order #${id}, delivered \\d+/\\d+/\\d{4}\\.$`),
      );
      const products = table(page, PO.detail.products);
      await products.locator("tbody td").first().waitFor();
      const rows = await readRows(products);
      assert.equal(
        rows.map((row) => [row[PO.detail.columns.sku], row[PO.detail.columns.quantity]]),
        [[short.product.sku, "1"]],
      );
      await continues.getByRole("link", { name: B.orderNamed(id), exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/purchase-orders/${id}`));
      await page
        .getByRole("region", { name: PO.detail.title(id), exact: true })
        .locator(".status-badge.large", { hasText: /^RECEIVED$/ })
        .waitFor();
    },
    { build, context: PHONE },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`backorder journey (${build} build)`);
  test("at phone width, a short delivery kept on order makes an OPEN order of the rest that says what it continues", () =>
    keepTheRest(build));
  test.run();
}
