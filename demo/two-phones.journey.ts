// Two phones, one delivery (issue 28 item 3, D222) in Chromium: the production build against the fake
// provider as an HTTP server (`npm run provider`, bundled as the http test step starts it), in two browser
// contexts, so the two devices share nothing but the provider. The receiver's phone and the owner's
// tablet open Check In Delivery of one ORDERED order and each counts part of the delivery; the phone
// confirms first (short, closed short: a receiver cannot keep the rest on order). The tablet's Confirm
// Delivery then sends nothing and shows both counts per line; Add My Counts asks with each device's
// figures and writes the sums, which the phone reads back after a reload. axe runs on the new states.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { CHECK_IN_TEXT, PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { MERGE_TEXT } from "../src/features/purchase-orders/check-in/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { assertNoErrors, checkA11y, journeySuite, reloadWhenQuiet, type DemoPage } from "./harness.ts";
import { productionAgainstProvider, providerGraphql, signedInPerson } from "./http-provider.ts";
import { OWNER, RECEIVER } from "./steps.ts";
import { readRows, table } from "./tables.ts";

const test = journeySuite("two phones, one delivery (production build, HTTP provider)");
const T = CHECK_IN_TEXT;
const M = MERGE_TEXT;
const PO = PURCHASE_ORDERS_TEXT;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true };

interface Line {
  name: string;
  sku: string;
  mpn: string;
  expected: number;
}

/** The provider's ORDERED order of the receiver's store with 2+ lines of distinct plain products, first line 3+. */
async function deliveryToCount(provider: string): Promise<{ id: string; lines: Line[] }> {
  const query = `query { allPurchaseOrders(status: [ORDERED], first: 100) { nodes { id items {
    quantity variation { id } product { id name sku mpn } } } } }`;
  type Node = {
    id: string;
    items: {
      quantity: number;
      variation: unknown;
      product: { id: string; name: string; sku: string; mpn: string };
    }[];
  };
  const data = await providerGraphql<{ allPurchaseOrders: { nodes: Node[] } }>(provider, RECEIVER, query);
  const order = data.allPurchaseOrders.nodes.find(
    (o) =>
      o.items.length >= 2 &&
      o.items.every((i) => i.variation === null && i.product.sku) &&
      o.items[0]!.quantity >= 3 &&
      new Set(o.items.map((i) => i.product.id)).size === o.items.length,
  );
  assert.ok(order, "the provider's seed has such an ORDERED order");
  return {
    id: order!.id,
    lines: order!.items.map((i) => ({ ...i.product, expected: i.quantity })),
  };
}

const codes = (line: Line) => [line.sku, line.mpn].filter(Boolean).join(" \u00b7 ");
const counted = (page: Page, name: string) =>
  page.getByRole("textbox", { name: T.countedOf(name), exact: true });

async function openCount(demo: DemoPage, id: string) {
  await demo.page.goto(new URL(`purchase-orders/${id}/check-in`, demo.baseUrl).href);
  await demo.page.getByRole("heading", { level: 1, name: T.title(id), exact: true }).waitFor();
}

async function confirmDelivery(page: Page) {
  await page.getByRole("button", { name: T.confirm, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: PO.transitions.markReceived.confirm, exact: true });
  await dialog.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();
}

test("a receiver's phone and the owner's tablet count one delivery; the second confirm shows both and adds its count", async () => {
  const setup = await productionAgainstProvider("two-phones");
  const devices: DemoPage[] = [];
  try {
    const { id, lines } = await deliveryToCount(setup.providerUrl);
    const [first, second] = lines as [Line, Line];
    const phone = await signedInPerson(setup.siteUrl, RECEIVER, PHONE);
    devices.push(phone);
    const tablet = await signedInPerson(setup.siteUrl, OWNER, TABLET);
    devices.push(tablet);
    await openCount(phone, id);
    await openCount(tablet, id);

    // The phone counts 1 of the first line and all of the second; the tablet 2 more of the first.
    await counted(phone.page, first.name).fill("1");
    await counted(phone.page, second.name).fill(String(second.expected));
    await counted(tablet.page, first.name).fill("2");
    await confirmDelivery(phone.page);
    await phone.page.getByText(T.done(id), { exact: true }).waitFor();

    // The tablet still shows the order ORDERED: its confirm reads it again and sends nothing.
    await confirmDelivery(tablet.page);
    await tablet.page.getByRole("heading", { level: 2, name: M.title, exact: true }).waitFor();
    const both = tablet.page.getByRole("list", { name: M.lines, exact: true }).getByRole("listitem");
    assert.equal(await both.allInnerTexts().then((rows) => rows.map((r) => r.replace(/\s+/g, " "))), [
      `${first.name} ${codes(first)} ${M.held} 1 (${M.ordered(first.expected)}) ${M.mine} 2 ${M.total} 3`,
      `${second.name} ${codes(second)} ${M.held} ${second.expected} (${M.ordered(second.expected)}) ${M.mine} ${M.notCounted} ${M.total} ${second.expected}`,
    ]);
    await checkA11y(tablet.page, "check-in received on another device");
    await tablet.page.getByRole("button", { name: M.add, exact: true }).click();
    const question = tablet.page.getByRole("dialog", { name: M.addQuestion, exact: true });
    assert.equal(await question.getByRole("listitem").allInnerTexts(), [M.addLine(first.name, 1, 2, 3)]);
    await checkA11y(tablet.page, "add my counts question");
    await question.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();
    await tablet.page.getByText(M.added(id), { exact: true }).waitFor();

    // The phone reads what the provider holds: both counts, added.
    // (Confirm Delivery took it to the order's view.)
    await phone.page.waitForURL((url) => url.pathname.endsWith(`/purchase-orders/${id}`));
    await reloadWhenQuiet(phone);
    const products = table(phone.page, PO.detail.products);
    await products.locator("tbody td").first().waitFor();
    const rows = await readRows(products);
    assert.equal(
      rows.map((row) => [row[PO.detail.columns.sku], row[PO.detail.columns.quantity]]),
      [
        [first.sku, "3"],
        [second.sku, String(second.expected)],
      ],
    );
    for (const demo of devices) await assertNoErrors(demo);
  } finally {
    await Promise.allSettled(devices.map((demo) => demo.close()));
    await setup.close();
  }
});

test.run();
