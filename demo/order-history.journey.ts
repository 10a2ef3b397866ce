// Issue 31, extensions "history" and "arrival" (D231, D232, D234) in Chromium on a phone: the buyer opens
// an OPEN order of the seed (no history recorded yet), sets its expected arrival, marks it ordered and
// reopens it; the timeline shows the three changes at once, newest first, by the buyer; Export History
// downloads them as a CSV file. Then the same order on a
// demo started with ?extensions=none, a provider that speaks only the spec: no history anywhere on the
// view, and no request failing (the harness fails a journey on any failed request or console error).
// axe runs on the view with its history.
import { readFile } from "node:fs/promises";
import * as assert from "uvu/assert";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { ARRIVAL_TEXT } from "../src/features/purchase-orders/view/arrival/strings.ts";
import { HISTORY_TEXT } from "../src/features/purchase-orders/view/history/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, whenQuiet } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, signIn } from "./steps.ts";

const PO = PURCHASE_ORDERS_TEXT;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** An OPEN order of the buyer's store with a line of quantity 1 or more: one that may be marked ordered. */
async function openOrder(build: DemoBuild) {
  const { orders } = await seededStore(BUYER, build);
  return orders.find((o) => o.status === "OPEN" && o.items.some((item) => item.quantity > 0))!;
}

async function historyOnPhone(build: DemoBuild) {
  const order = await openOrder(build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${order.id}`, demo.baseUrl).href);
      const history = page.getByRole("region", { name: HISTORY_TEXT.heading });
      await history.getByText(HISTORY_TEXT.empty, { exact: true }).waitFor();

      // Extension "arrival" (D234) too: the day set with the phone's date field.
      const arrival = page.getByRole("region", { name: ARRIVAL_TEXT.heading });
      await arrival.getByRole("button", { name: ARRIVAL_TEXT.set }).click();
      await arrival.getByLabel(ARRIVAL_TEXT.field).fill("2026-12-05");
      await arrival.getByRole("button", { name: ARRIVAL_TEXT.save, exact: true }).click();
      await arrival.getByText(ARRIVAL_TEXT.day("2026-12-05"), { exact: true }).waitFor();

      const panel = page.getByRole("region", { name: PO.detail.title(String(order.id)) });
      await panel.getByRole("button", { name: PO.transitions.markOrdered.label }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
      await panel.getByRole("button", { name: PO.transitions.reopen.label }).click();
      const entries = history.getByRole("listitem");
      await history.getByText(HISTORY_TEXT.shown("3", "3"), { exact: true }).waitFor();
      const texts = (await entries.allInnerTexts()).map((text) => text.replace(/\s+/g, " "));
      // innerText holds the drawn arrow and the words a screen reader hears ("to") both.
      assert.match(texts[0]!, /^Status ORDERED .*OPEN by .+ · /);
      assert.match(texts[1]!, /^Status OPEN .*ORDERED by .+ · /);
      assert.match(texts[2]!, /^Expected arrival none .*12\/05\/2026 by .+ · /);
      await checkA11y(page, "the order's view with its expected arrival and history, on a phone");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        history.getByRole("button", { name: HISTORY_TEXT.exportLabel }).click(),
      ]);
      assert.match(
        download.suggestedFilename(),
        new RegExp(`^purchase-order-${order.id}-history-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
      );
      const lines = (await readFile((await download.path())!, "utf8"))
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r\n/);
      assert.equal(lines.slice(0, 1), ["When,Who,What,Line,From,To"]);
      assert.match(lines[1]!, /,Status,,ORDERED,OPEN$/);
      assert.match(lines[2]!, /,Status,,OPEN,ORDERED$/);
      assert.match(lines[3]!, /,Expected arrival,,,2026-12-05$/);
      await whenQuiet(demo);
    },
    { build, context: PHONE },
  );
}

async function specOnly(build: DemoBuild) {
  const order = await openOrder(build);
  await journey(
    "/login?extensions=none",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      // The demo's provider starts with the page: every page load names the extensions it has.
      await page.goto(new URL(`purchase-orders/${order.id}?extensions=none`, demo.baseUrl).href);
      await page.getByRole("heading", { name: PO.detail.title(String(order.id)), level: 1 }).waitFor();
      await page.getByRole("table", { name: PO.detail.products }).waitFor();
      await whenQuiet(demo);
      assert.is(await page.getByRole("region", { name: HISTORY_TEXT.heading }).count(), 0);
      assert.is(await page.getByRole("region", { name: ARRIVAL_TEXT.heading }).count(), 0);
      assert.is(await page.getByText(/history|expected arrival/i).count(), 0);
    },
    { build, context: PHONE },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`order history journey (${build} build)`);
  test("a status changed on the view shows in its history at once, and Export History downloads it", () =>
    historyOnPhone(build));
  test("against a provider without the extension the view has no history and no failed request", () =>
    specOnly(build));
  test.run();
}
