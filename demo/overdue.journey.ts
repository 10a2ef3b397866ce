// Issue 30 item 5 (D230) in Chromium at laptop width: the owner presses "Overdue Only" on the order list
// (kept in the URL over a reload), sees only ORDERED orders marked "Overdue" in words, opens one and reads
// how long ago it was ordered, then sets the store's days to 365 on Store Information and the overdue list
// is empty. axe runs on the overdue list and the order's view.
import * as assert from "uvu/assert";
import { DOMAIN_TEXT } from "../src/domain/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, reloadWhenQuiet, whenQuiet } from "./harness.ts";
import { OWNER, signIn } from "./steps.ts";
import { readRows, table } from "./tables.ts";
import { UI_TEXT } from "../src/ui/strings.ts";

const T = DOMAIN_TEXT.overdue;
const PO = PURCHASE_ORDERS_TEXT;
const LAPTOP = { viewport: { width: 1366, height: 768 } };

async function overdueOrders(build: DemoBuild) {
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, OWNER);
      await whenQuiet(demo);
      await page.goto(new URL("purchase-orders", demo.baseUrl).href);
      await page.getByRole("button", { name: T.filter, exact: true }).click();
      const count = page.getByRole("status").filter({ hasText: /ORDERED more than 14 days ago$/ });
      await count.waitFor();
      await reloadWhenQuiet(demo);
      assert.match(page.url(), /[?&]overdue=1/);
      await count.waitFor();
      const n = Number(/^(\d+)/.exec(await count.innerText())![1]);
      assert.ok(n > 0, "the seed has overdue orders");
      const orders = table(page, PO.title);
      await orders.locator("tbody td").first().waitFor();
      const rows = await readRows(orders);
      assert.is(rows.length, n);
      for (const row of rows) assert.is(row[UI_TEXT.orderColumns.status], "ORDERED Overdue");
      await checkA11y(page, "the overdue orders");

      const id = rows[0]![UI_TEXT.orderColumns.number]!.replace(/^PO-/, "");
      await orders.getByRole("link", { name: `PO-${id}`, exact: true }).click();
      const note = page.locator(".overdue-note");
      await note.waitFor();
      const days = Number(/ordered (\d+) days ago/.exec(await note.innerText())![1]);
      assert.ok(days > 14, `ordered ${days} days ago`);
      await checkA11y(page, "an overdue order's view");

      // Left only once quiet: a read still on its way when the page goes is a failed request.
      await whenQuiet(demo);
      await page.goto(new URL("settings/store", demo.baseUrl).href);
      await page.getByRole("spinbutton", { name: T.setting, exact: true }).fill("365");
      await page.getByRole("button", { name: T.settingSave, exact: true }).click();
      await page.getByText(T.settingSaved(365), { exact: true }).waitFor();
      await whenQuiet(demo);
      await page.goto(new URL("purchase-orders?overdue=1", demo.baseUrl).href);
      await page.getByText(T.count(0, 365), { exact: true }).waitFor();
    },
    { build, context: LAPTOP },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`overdue journey (${build} build)`);
  test("Overdue Only lists the ORDERED orders older than the store's days, marked in words, and the view says how old", () =>
    overdueOrders(build));
  test.run();
}
