// The README's screenshots (issue 29, D190), taken from the demo as it is, so they stay current: every run of
// the journeys writes them again. The dashboard and the order list at a laptop's 1366x768 as the owner,
// an order's edit screen and Check In Delivery on a 390x844 phone as the buyer and the receiver. The
// default seed, a fixed clock and time zone (the seed's dates are rebased on "now", the greeting follows
// the hour) and no motion: an unchanged screen gives the same picture, so git shows a change only when
// the screen changed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { BrowserContextOptions, Page } from "playwright-core";
import { PATHS } from "../src/config/routes.ts";
import {
  CHECK_IN_TEXT,
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { journey, journeySuite, whenQuiet, type DemoPage } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, navLink, OWNER, RECEIVER, signIn, signInToDashboard } from "./steps.ts";

const OUT = path.resolve(import.meta.dirname, "../docs/screenshots");

/** A Monday morning: the seed's dates fall on the same days on every run. */
const NOW = Date.parse("2026-11-02T09:30:00Z");

const STILL: BrowserContextOptions = { timezoneId: "UTC", locale: "en-US", reducedMotion: "reduce" };
const LAPTOP: BrowserContextOptions = { ...STILL, viewport: { width: 1366, height: 768 } };
const PHONE: BrowserContextOptions = {
  ...STILL,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
};

/** The screen as it is now, its first screenful, into OUT/`name`.png once its calls are done. */
async function shoot(demo: DemoPage, name: string): Promise<void> {
  await whenQuiet(demo);
  mkdirSync(OUT, { recursive: true });
  await demo.page.screenshot({ path: path.join(OUT, `${name}.png`), animations: "disabled", caret: "hide" });
}

/** Signs in as `email` and opens `path` of the demo once the sign-in's reload is done. */
async function signInAt(demo: DemoPage, email: string, to: string): Promise<Page> {
  await signIn(demo, email);
  await whenQuiet(demo);
  await demo.page.goto(new URL(to.replace(/^\//, ""), demo.baseUrl).href);
  return demo.page;
}

const test = journeySuite("README screenshots journey");

test("the owner's dashboard and order list at 1366x768", () =>
  journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signInToDashboard(demo, OWNER);
      await page.getByRole("button", { pressed: true }).waitFor();
      await shoot(demo, "dashboard");
      await navLink(page, PURCHASE_ORDERS_TEXT.title).click();
      await page
        .getByRole("region", { name: PURCHASE_ORDERS_TEXT.title, exact: true })
        .locator("tbody td:not(.table-empty):visible")
        .first()
        .waitFor();
      await shoot(demo, "order-list");
    },
    { context: LAPTOP, clock: NOW },
  ));

test("an open order's edit screen on a phone, as the buyer", async () => {
  const { orders } = await seededStore(BUYER);
  // The first open order with a few lines, so the screen shows a list being edited.
  const order = orders.find((o) => o.status === "OPEN" && o.items.length >= 3)!;
  await journey(
    "/login",
    async (demo) => {
      const page = await signInAt(demo, BUYER, PATHS.modifyPurchaseOrder(String(order.id)));
      const items = page.getByRole("region", { name: PURCHASE_ORDER_EDIT_TEXT.items });
      await items.locator("tbody input").first().waitFor();
      // From the heading down: the search to add a product, then the lines with their quantities.
      await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
        heading.scrollIntoView({ block: "start" });
        scrollBy(0, -16);
      });
      await shoot(demo, "order-edit-phone");
    },
    { context: PHONE, clock: NOW },
  );
});

test("Check In Delivery on a phone, as the receiver, with a count under way", async () => {
  const { orders } = await seededStore(RECEIVER);
  const order = orders.find((o) => o.status === "ORDERED" && o.items.length >= 3)!;
  await journey(
    "/login",
    async (demo) => {
      const page = await signInAt(demo, RECEIVER, PATHS.checkInPurchaseOrder(String(order.id)));
      const lines = page.getByRole("region", { name: CHECK_IN_TEXT.lines });
      await lines.getByRole("textbox").first().waitFor();
      // The first line counted in full, as a receiver does when a line matches the order.
      await lines
        .getByRole("button", { name: /^Matches: / })
        .first()
        .click();
      await shoot(demo, "check-in-phone");
    },
    { context: PHONE, clock: NOW },
  );
});

test.run();
