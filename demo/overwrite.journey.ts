// No silent overwrite (issue 28 item 1, D219, D220) in Chromium: the production build against the fake
// provider as an HTTP server, in two browser contexts, so the two people share nothing but the provider.
// A (the buyer at a laptop) sets a line's quantity to 11; B (the owner on a tablet), whose screen still
// shows the old quantity, types 22 over it. B's save reads the order first: B is asked, with both
// values, and keeps 22 by keyboard. A's screen then reads the order again and says "Quantity of …
// changed to 22 by another user". Both states are checked at four widths (no sideways scroll, 44 px
// targets below lg, axe) and, with LAYOUT_SCREENSHOTS=dir, saved as PNGs.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { OTHERS_TEXT, PURCHASE_ORDER_EDIT_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { assertNoErrors, checkA11y, journeySuite, type DemoPage } from "./harness.ts";
import { productionAgainstProvider, providerGraphql, signedInPerson } from "./http-provider.ts";
import { assertNoSidewaysScroll, assertTouchTargets, screenshot, TOUCH_BELOW } from "./layout-checks.ts";
import { BUYER, OWNER } from "./steps.ts";

const test = journeySuite("no silent overwrite (production build, HTTP provider)");
const T = OTHERS_TEXT;
const E = PURCHASE_ORDER_EDIT_TEXT;
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

type Node = { id: string; items: { quantity: number; variation: unknown; product: { name: string } }[] };
const ORDERS = `query { allPurchaseOrders(status: [OPEN], first: 100) { nodes { id items {
  quantity variation { id } product { name } } } } }`;

/** An OPEN order of the buyer's store whose first line is a plain product, and that line's name. */
async function orderToEdit(provider: string): Promise<{ id: string; name: string }> {
  const { allPurchaseOrders } = await providerGraphql<{ allPurchaseOrders: { nodes: Node[] } }>(
    provider,
    BUYER,
    ORDERS,
  );
  const order = allPurchaseOrders.nodes.find(
    (o) => o.items.length >= 2 && o.items[0]!.variation === null && ![11, 22].includes(o.items[0]!.quantity),
  );
  assert.ok(order, "the provider's seed has such an OPEN order");
  return { id: order!.id, name: order!.items[0]!.product.name };
}

const storedQuantity = async (provider: string, id: string) =>
  (
    await providerGraphql<{ allPurchaseOrders: { nodes: Node[] } }>(provider, BUYER, ORDERS)
  ).allPurchaseOrders.nodes.find((o) => o.id === id)!.items[0]!.quantity;

/** A person: their own browser context, signed in as `email`, on the order's edit screen. */
async function person(siteUrl: string, email: string, options: object, id: string): Promise<DemoPage> {
  const demo = await signedInPerson(siteUrl, email, options);
  await demo.page.goto(new URL(`purchase-orders/${id}/modify`, siteUrl).href);
  await demo.page.getByRole("button", { name: E.save, exact: true }).waitFor();
  return demo;
}

const quantity = (page: Page, name: string) =>
  page.getByRole("spinbutton", { name: E.quantityOf(name), exact: true });
const saved = (page: Page) => page.getByText(E.status.saved, { exact: true }).waitFor();

/**
 * The state on screen at each of the four sizes: no sideways scroll, touch targets, axe; with
 * LAYOUT_SCREENSHOTS=dir the whole page and the screenful around `show` as a user sees it, as PNGs.
 * `hold`: a toast, which stays while the pointer is on it (ui/toasts.tsx) and moves with the width.
 */
async function atEverySize(page: Page, name: string, { show, hold }: { show: Locator; hold?: Locator }) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await show.scrollIntoViewIfNeeded();
    await hold?.hover();
    const where = `${name} at ${size.width}x${size.height}`;
    await assertNoSidewaysScroll(page, where);
    if (size.width < TOUCH_BELOW) await assertTouchTargets(page, where);
    await checkA11y(page, where);
    await screenshot(page, name);
    const dir = process.env.LAYOUT_SCREENSHOTS;
    if (dir) await page.screenshot({ path: `${dir}/${size.width}x${size.height}-${name}-screenful.png` });
  }
}

test("B types 22 over A's 11, which B never saw: B is asked and keeps 22 by keyboard; A is told", async () => {
  const setup = await productionAgainstProvider("overwrite");
  const people: DemoPage[] = [];
  try {
    const { id, name } = await orderToEdit(setup.providerUrl);
    const a = await person(setup.siteUrl, BUYER, LAPTOP, id);
    people.push(a);
    const b = await person(setup.siteUrl, OWNER, TABLET, id);
    people.push(b);

    await quantity(a.page, name).fill("11");
    await saved(a.page);
    assert.is(await storedQuantity(setup.providerUrl, id), 11);

    // B's screen still shows the quantity it read: B types over it.
    await b.page.bringToFront();
    await quantity(b.page, name).fill("22");
    const choice = b.page.getByRole("group", { name: T.conflictGroup(E.quantityOf(name)), exact: true });
    await choice.waitFor();
    await b.page.getByText(T.conflict(E.quantityOf(name), "11", "22"), { exact: true }).waitFor();
    assert.is(await storedQuantity(setup.providerUrl, id), 11, "nothing sent over A's 11");
    await atEverySize(b.page, "edit-conflict", { show: choice });

    // By keyboard: from the field, Tab reaches the two choices; Enter keeps B's own.
    await quantity(b.page, name).focus();
    await b.page.keyboard.press("Tab");
    await b.page.keyboard.press("Tab");
    const focused = await b.page.evaluate(() => document.activeElement?.textContent);
    assert.is(focused, T.keepMine("22"));
    await b.page.keyboard.press("Enter");
    await saved(b.page);
    assert.is(await storedQuantity(setup.providerUrl, id), 22);

    // A's screen reads the order again (D210: its tab's return, or the 15 s interval) and says so.
    await a.page.bringToFront();
    const notice = a.page.getByText(T.changed(E.quantityOf(name), "22"), { exact: true });
    await notice.waitFor({ timeout: 25_000 });
    assert.is(await quantity(a.page, name).inputValue(), "22");
    await atEverySize(a.page, "edit-notice", { show: quantity(a.page, name), hold: notice });

    for (const demo of people) await assertNoErrors(demo);
  } finally {
    await Promise.allSettled(people.map((demo) => demo.close()));
    await setup.close();
  }
});

test.run();
