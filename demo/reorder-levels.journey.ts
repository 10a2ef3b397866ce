// Extension "reorder" (D245-D247) in Chromium on a tablet (768x1024), both builds: the owner picks a tracked
// product on Replenish, sets its reorder point at its stock and a target 1,000 above on Products (the
// dialog), sees the levels in its row and the line under "At Or Below Reorder Point", and back on
// Replenish (no target set on this device) the line needs its target less stock and on order, read-only;
// Draft Orders drafts one order with that quantity; back on Products a product's target shows on its
// variations at once. axe on the dialog, the point list and Replenish. The
// same Products with ?extensions=none has no levels column and no toggle.
import * as assert from "uvu/assert";
import { REPLENISH_TEXT } from "../src/features/replenish/strings.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { REORDER_TEXT } from "../src/features/products/reorder/strings.ts";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, whenQuiet } from "./harness.ts";
import { navLink, OWNER, signIn } from "./steps.ts";

const T = REORDER_TEXT;
const R = REPLENISH_TEXT;
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };

async function levelsToDraft(build: DemoBuild) {
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, OWNER);
      await whenQuiet(demo);
      await navLink(page, SHELL_TEXT.nav.products).click();
      await page.getByRole("link", { name: PRODUCTS_TEXT.replenish, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: R.title, exact: true }).waitFor();
      await page.locator(".replenish-group tbody tr").first().waitFor();
      const tracked = new Set(
        (await page.locator(".replenish-group tbody tr td:first-child").allInnerTexts()).map((t) => t.trim()),
      );

      await navLink(page, SHELL_TEXT.nav.products).click();
      await page.getByRole("columnheader", { name: T.column, exact: true }).waitFor();
      const rows = page.getByRole("table", { name: PRODUCTS_TEXT.title }).locator("tbody tr");
      let name = "";
      for (const row of await rows.all()) {
        const text = (
          await row
            .locator(".product-name")
            .innerText()
            .catch(() => "")
        ).trim();
        if (tracked.has(text) && (await row.getByRole("button", { name: /variations? of/ }).count()) === 0) {
          name = text;
          break;
        }
      }
      assert.ok(name, "a tracked product without variations on the first page");
      const row = rows.filter({ has: page.getByText(name, { exact: true }) });
      const cells = await row.locator("td").allInnerTexts();
      const stock = Number(cells.at(-2)!.trim());
      await row.getByText(T.none, { exact: true }).waitFor();
      await row.getByRole("button", { name: T.setFor(name), exact: true }).click();
      const dialog = page.getByRole("dialog", { name: T.dialog.title(name), exact: true });
      await dialog.getByLabel(T.dialog.point, { exact: true }).fill(String(stock));
      await dialog.getByLabel(T.dialog.target, { exact: true }).fill(String(stock + 1000));
      await checkA11y(page, "Products, reorder levels dialog");
      await dialog.getByRole("button", { name: T.dialog.save, exact: true }).click();
      await row.getByText(T.levels(stock, stock + 1000), { exact: true }).waitFor();

      await page.getByRole("button", { name: T.filter.toggle, exact: true }).click();
      await page.getByText(T.filter.count(1), { exact: true }).waitFor();
      await page.getByRole("table", { name: T.filter.caption }).getByText(name, { exact: true }).waitFor();
      await checkA11y(page, "Products, at or below reorder point");

      await page.getByRole("link", { name: PRODUCTS_TEXT.replenish, exact: true }).click();
      const line = page.locator(".replenish-group tbody tr").filter({ hasText: `reorder at ${stock}` });
      await line.waitFor();
      const [, , inStock, onOrder, target, need] = (await line.locator("td").allInnerTexts()).map((t) =>
        t.trim(),
      );
      assert.is(Number(inStock), stock);
      assert.is(target, `${stock + 1000} reorder at ${stock}`);
      assert.is(Number(need), 1000 - Number(onOrder));
      assert.is(await line.getByRole("spinbutton").count(), 0, "stored levels are not edited here");
      await page
        .getByRole("status")
        .filter({ hasText: R.summary(1, 1) })
        .waitFor();
      await checkA11y(page, "Replenish from stored levels");
      await page.getByRole("button", { name: R.draft.action, exact: true }).click();
      await page.getByText(R.draft.done(1), { exact: true }).waitFor();
      assert.match(await page.locator(".drafted-orders a").innerText(), /, 1 line$/);

      // Products come back to, a product's variations opened over levels already read: its saved target
      // shows on each of them (they kept the old levels while the read was cached as a Map, D247).
      await navLink(page, SHELL_TEXT.nav.products).click();
      const toggle = page.getByRole("button", { name: /^\d+ variations? of / }).first();
      const [, count, product] = /^(\d+) variations? of (.+)$/.exec(
        (await toggle.innerText()).replace(/\s+/g, " ").trim(),
      )!;
      await toggle.click();
      const variations = rows.filter({ has: page.locator(".variation-name") });
      await variations
        .nth(Number(count) - 1)
        .getByText(T.none, { exact: true })
        .waitFor();
      await page.getByRole("button", { name: T.setFor(product!), exact: true }).click();
      const productDialog = page.getByRole("dialog", { name: T.dialog.title(product!), exact: true });
      await productDialog.getByLabel(T.dialog.target, { exact: true }).fill("7");
      await productDialog.getByRole("button", { name: T.dialog.save, exact: true }).click();
      const shown = `${T.levels(null, 7)} ${T.fromProduct}`;
      for (const variation of await variations.all())
        await variation.locator(".reorder-levels").filter({ hasText: shown }).waitFor();
      assert.is(await variations.count(), Number(count));
    },
    { build, context: TABLET },
  );
}

async function specOnly(build: DemoBuild) {
  await journey(
    "/login?extensions=none",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, OWNER);
      await whenQuiet(demo);
      // The demo's provider starts with the page: every page load names the extensions it has.
      await page.goto(new URL("products?extensions=none", demo.baseUrl).href);
      await page.getByRole("table", { name: PRODUCTS_TEXT.title }).waitFor();
      await whenQuiet(demo);
      assert.is(await page.getByRole("columnheader", { name: T.column }).count(), 0);
      assert.is(await page.getByRole("button", { name: T.filter.toggle }).count(), 0);
    },
    { build, context: TABLET },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`reorder levels journey (${build} build)`);
  test("on a tablet, the owner sets a product's levels on Products and Replenish drafts from them", () =>
    levelsToDraft(build));
  test("against a spec-only provider Products has no levels", () => specOnly(build));
  test.run();
}
