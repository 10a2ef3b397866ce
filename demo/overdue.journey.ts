// Issue 30 item 5 and issue 31 item 3 (D230, D249, D250) in Chromium at laptop width, on the demo (every
// extension on): the owner presses "Overdue Only" on the order list (kept in the URL over a reload), sees
// only ORDERED orders marked "Overdue" in words, opens the longest overdue and reads how long ago it was
// ordered; gives it an expected day next week and it leaves the overdue list; gives a recent ORDERED
// order a day that has passed and it joins it, its day in the Expected Arrival column and its view saying
// "expected on"; then sets the store's days to 365 on Store Information and only that order stays
// overdue. axe runs on the overdue list and on both views.
import * as assert from "uvu/assert";
import type { Page } from "playwright-core";
import { DOMAIN_TEXT } from "../src/domain/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, reloadWhenQuiet, whenQuiet, type DemoPage } from "./harness.ts";
import { OWNER, signIn } from "./steps.ts";
import { readRows, table } from "./tables.ts";
import { UI_TEXT } from "../src/ui/strings.ts";

const T = DOMAIN_TEXT.overdue;
const PO = PURCHASE_ORDERS_TEXT;
const C = UI_TEXT.orderColumns;
const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** A day `offset` days from today in the browser, YYYY-MM-DD (a string: the bundler's helpers are not there). */
const dayIn = (page: Page, offset: number) =>
  page.evaluate<string>(
    `(() => { const at = new Date(Date.now() + ${offset} * 86400000);
      return [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, "0")).join("-"); })()`,
  );

/** On an order's view: sets its expected arrival to `day` (extension "arrival", D234). */
async function setArrival(demo: DemoPage, id: string, day: string) {
  const { page } = demo;
  await page.goto(new URL(`purchase-orders/${id}`, demo.baseUrl).href);
  const region = page.getByRole("region", { name: "Expected Arrival", exact: true });
  await region.getByRole("button", { name: /Expected Arrival$/ }).click();
  await region.getByLabel("Expected arrival", { exact: true }).fill(day);
  await region.getByRole("button", { name: "Save", exact: true }).click();
  await region.getByText(DOMAIN_TEXT.day(day), { exact: true }).waitFor();
  await whenQuiet(demo);
}

/** The overdue list's rows, once its count says `count` (a number, or any). */
async function overdueRows(demo: DemoPage, limit = 14) {
  const { page } = demo;
  await page.goto(new URL("purchase-orders?overdue=1", demo.baseUrl).href);
  const status = page.getByRole("status").filter({ hasText: `ORDERED over ${limit} days ago without one` });
  await status.waitFor();
  const n = Number(/^(\d+)/.exec(await status.innerText())![1]);
  const orders = table(page, PO.title);
  if (n) await orders.locator("tbody td").first().waitFor();
  const rows = n ? await readRows(orders) : [];
  assert.is(rows.length, n);
  for (const row of rows) assert.is(row[C.status], "ORDERED Overdue");
  return rows;
}

const idOf = (row: Record<string, string>) => row[C.number]!.replace(/^PO-/, "");

async function overdueOrders(build: DemoBuild) {
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, OWNER);
      await whenQuiet(demo);
      await page.goto(new URL("purchase-orders", demo.baseUrl).href);
      await page.getByRole("button", { name: T.filter, exact: true }).click();
      const count = page.getByRole("status").filter({ hasText: /ORDERED over 14 days ago without one$/ });
      await count.waitFor();
      await reloadWhenQuiet(demo);
      assert.match(page.url(), /[?&]overdue=1/);
      await count.waitFor();
      const n = Number(/^(\d+)/.exec(await count.innerText())![1]);
      assert.ok(n > 1, "the seed has overdue orders");
      const orders = table(page, PO.title);
      await orders.locator("tbody td").first().waitFor();
      const rows = await readRows(orders);
      assert.is(rows.length, n);
      for (const row of rows) assert.is(row[C.status], "ORDERED Overdue");
      await checkA11y(page, "the overdue orders");

      const oldest = idOf(rows[0]!);
      await orders.getByRole("link", { name: `PO-${oldest}`, exact: true }).click();
      const note = page.locator(".overdue-note");
      await note.waitFor();
      const days = Number(/ordered (\d+) days ago/.exec(await note.innerText())![1]);
      assert.ok(days > 14, `ordered ${days} days ago`);
      assert.match(await note.innerText(), /no expected arrival is set$/);
      await checkA11y(page, "an overdue order's view");

      // A day next week takes the place of the 14 days: the oldest is no longer overdue.
      await whenQuiet(demo);
      await setArrival(demo, oldest, await dayIn(page, 7));
      assert.is(await note.count(), 0, "no Overdue line on its view");
      let now = await overdueRows(demo);
      assert.is(now.length, n - 1);
      assert.not.ok(now.some((row) => idOf(row) === oldest));

      // A recent ORDERED order (not overdue by the days) whose day has passed joins the list.
      await page.goto(new URL("purchase-orders?status=ORDERED&size=100", demo.baseUrl).href);
      const ordered = table(page, PO.title);
      await ordered.locator("tbody td").first().waitFor();
      const recent = (await readRows(ordered)).find((row) => row[C.status] === "ORDERED");
      assert.ok(recent, "the seed has an ORDERED order that is not overdue");
      const yesterday = await dayIn(page, -1);
      await whenQuiet(demo);
      await setArrival(demo, idOf(recent), yesterday);
      await note.waitFor();
      assert.match(await note.innerText(), /^Overdue\s+expected on \d{2}\/\d{2}\/\d{4}, 1 day ago$/);
      await checkA11y(page, "an order overdue by its expected day");
      await whenQuiet(demo);
      now = await overdueRows(demo);
      assert.is(now.length, n);
      const joined = now.find((row) => idOf(row) === idOf(recent));
      assert.is(joined?.[DOMAIN_TEXT.arrival.column], DOMAIN_TEXT.day(yesterday));

      // 365 days: only the order whose day has passed stays overdue.
      await whenQuiet(demo);
      await page.goto(new URL("settings/store", demo.baseUrl).href);
      await page.getByRole("spinbutton", { name: T.setting, exact: true }).fill("365");
      await page.getByRole("button", { name: T.settingSave, exact: true }).click();
      await page.getByText(T.settingSaved(365), { exact: true }).waitFor();
      await whenQuiet(demo);
      now = await overdueRows(demo, 365);
      assert.equal(now.map(idOf), [idOf(recent)]);
      await whenQuiet(demo);
    },
    { build, context: LAPTOP },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`overdue journey (${build} build)`);
  test("Overdue Only lists by one rule: an expected day where there is one, else the store's days; the view says which", () =>
    overdueOrders(build));
  test.run();
}
