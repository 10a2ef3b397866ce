// Issue 30 item 3 (D228, D229) in Chromium at phone width: the buyer opens Replenish from Products, sets
// the store's target, drafts the orders (one per supplier, each listed with its link), opens one (OPEN,
// its supplier set), and back on Replenish after a reload nothing is left to order: what was drafted is
// on order, read back from the provider. axe runs on the screen with its lines and after the draft.
import * as assert from "uvu/assert";
import { REPLENISH_TEXT } from "../src/features/replenish/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, reloadWhenQuiet, whenQuiet } from "./harness.ts";
import { BUYER, signIn } from "./steps.ts";

const T = REPLENISH_TEXT;
const PO = PURCHASE_ORDERS_TEXT;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function draftTheOrders(build: DemoBuild) {
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      await page.getByRole("button", { name: SHELL_TEXT.nav.menu, exact: true }).click();
      await page.getByRole("link", { name: SHELL_TEXT.nav.products, exact: true }).click();
      await page.getByRole("link", { name: PRODUCTS_TEXT.replenish, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: T.title, exact: true }).waitFor();
      await page.getByRole("spinbutton", { name: T.target.label, exact: true }).fill("60");
      await page.getByRole("button", { name: T.target.save, exact: true }).click();
      const summary = page.getByRole("status").filter({ hasText: / to order, on \d+ purchase orders?\.$/ });
      await summary.waitFor();
      const orders = Number(/on (\d+) purchase/.exec(await summary.innerText())![1]);
      assert.ok(orders > 1, "the seed needs orders from several suppliers");
      await checkA11y(page, "Replenish with a target");

      await page.getByRole("button", { name: T.draft.action, exact: true }).click();
      await page.getByText(T.draft.done(orders), { exact: true }).waitFor();
      const links = page.locator(".drafted-orders a");
      assert.is(await links.count(), orders);
      await checkA11y(page, "Replenish after Draft Orders");
      const first = await links.first().innerText();
      const [, id, supplier] = /^PO-(\d+), (.+), \d+ lines?$/.exec(first)!;
      await links.first().click();
      await page.waitForURL((url) => url.pathname.endsWith(`/purchase-orders/${id}`));
      const order = page.getByRole("region", { name: PO.detail.title(id!), exact: true });
      await order.locator(".status-badge.large", { hasText: /^OPEN$/ }).waitFor();
      if (supplier !== T.draft.noSupplier) await order.getByText(supplier!).first().waitFor();

      await page.goBack();
      await reloadWhenQuiet(demo);
      await page
        .getByRole("status")
        .filter({ hasText: /^Nothing to order/ })
        .waitFor();
    },
    { build, context: PHONE },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`replenish journey (${build} build)`);
  test("at phone width, the buyer sets a target and drafts one OPEN order per supplier, each listed with its link", () =>
    draftTheOrders(build));
  test.run();
}
