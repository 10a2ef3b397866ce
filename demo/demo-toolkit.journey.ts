// The report-issue flow and the demo toolkit (issue 7, D18, D23, D27) in Chromium: a report sends the
// page's capture (a PNG of the document's size times the pixel ratio), the very bytes the feedback inbox
// then shows; a send the offline fault fails keeps its text and goes once the panel clears the fault; the
// /demo/ build under the README's CSP signs in, lists orders and reports with no violation; 'Reset demo
// data' brings back the seed; axe on the report modal and every panel tab. Phases: toolkit-steps.ts.
// demo-toolkit-data.journey.ts has the data journeys: two tabs, 30% errors, the outbox.
import * as assert from "uvu/assert";
import { FEEDBACK_TEXT } from "../src/features/feedback/strings.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { expectFailedRequest } from "./expected-failures.ts";
import { checkA11y, journey, journeySuite, whenQuiet } from "./harness.ts";
import { seededStore } from "./seed.ts";
import {
  BUYER,
  closeDemoPanel,
  DASHBOARD,
  fillForm,
  navLink,
  openDemoPanel,
  OWNER,
  signInToDashboard,
  waitForText,
} from "./steps.ts";
import { tablesSettled } from "./tables.ts";
import {
  assertInboxHolds,
  clearOfflineFault,
  inboxEntry,
  measureProductsList,
  openReportModal,
  reportText,
  resetDemoData,
  sendButton,
  startReport,
  supplierNames,
} from "./toolkit-steps.ts";

const test = journeySuite("demo toolkit journey");

const F = FEEDBACK_TEXT;

test("a report sends the page as a PNG of the document's size times the pixel ratio, and the inbox shows it", () =>
  journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signInToDashboard(demo, OWNER);
      // A page longer than the window: the capture draws the whole document.
      await navLink(page, PRODUCTS_TEXT.title).click();
      await tablesSettled(page);
      // The reorder extension's column (D247) is a chunk and a read of its own: the rows grow when it lands.
      await whenQuiet(demo);
      const expected = await measureProductsList(page);

      const { dialog, png } = await openReportModal(page, expected);

      const message = "Journey: the inventory levels are cut off on the right";
      await reportText(dialog).fill(message);
      await sendButton(dialog).click();
      await dialog.waitFor({ state: "detached" });

      // Sent: the text was cleared (spec section 8).
      const again = await startReport(page);
      assert.is(await reportText(again).inputValue(), "", "the text is cleared after sending");
      await again.getByRole("button", { name: F.cancel, exact: true }).click();
      await again.waitFor({ state: "detached" });

      // The inbox: the message with the very bytes that were sent.
      await assertInboxHolds(page, message, png);
    },
    { context: { viewport: { width: 1000, height: 600 }, deviceScaleFactor: 2 } },
  ));

test("a send that fails while offline keeps the text and says so; with the fault cleared it goes", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, OWNER);
    // The offline fault from the start URL of this tab's next load (README: URL parameters).
    await page.goto(new URL("?offline=1", demo.baseUrl).href);
    await waitForText(page, DASHBOARD);

    const message = "Journey: typed while the network was down";
    let dialog = await startReport(page);
    await reportText(dialog).fill(message);
    await sendButton(dialog).click();
    const failure = dialog.getByRole("alert");
    await failure.waitFor();
    assert.match(await failure.innerText(), /^Your feedback did not go through: \S/);
    assert.is(await reportText(dialog).inputValue(), message, "the text is kept");
    assert.ok(await dialog.isVisible(), "the modal stays open");
    assert.ok(await sendButton(dialog).isEnabled(), "and can send again");
    await checkA11y(page, "the report modal with its failure line");
    // By design: the injected network failure, nothing else.
    expectFailedRequest(demo, "POST", "/api/feedback/image", "TypeError: Failed to fetch");

    // The bar is behind the modal: close it, clear the fault in the panel, and come back.
    await dialog.getByRole("button", { name: F.cancel, exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await clearOfflineFault(page);

    dialog = await startReport(page);
    assert.is(await reportText(dialog).inputValue(), message, "the text is still there (D27)");
    await sendButton(dialog).click();
    await dialog.waitFor({ state: "detached" });
    const inbox = await openDemoPanel(page, "Feedback inbox");
    const entry = await inboxEntry(inbox, message);
    assert.is(await entry.getByRole("img").count(), 1, "sent with its screenshot");
    assert.is(await inbox.getByRole("listitem").filter({ hasText: message }).count(), 1, "sent once");
    await closeDemoPanel(inbox);
  }));

test("under /demo/ with the strict CSP: sign-in, the purchase order list and a report, no violation", () =>
  journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      // The policy is really sent (the harness's server adds it for csp: true).
      const headers = (await demo.context.request.get(demo.baseUrl)).headers();
      assert.match(headers["content-security-policy"] ?? "", /script-src 'self';/);
      assert.match(headers["content-security-policy"] ?? "", /frame-ancestors 'none'/);
      assert.is(new URL(page.url()).pathname, "/demo/login");

      await signInToDashboard(demo, BUYER);
      assert.is(new URL(page.url()).pathname, "/demo/");
      await navLink(page, PURCHASE_ORDERS_TEXT.title).click();
      await page.waitForURL((url) => url.pathname === "/demo/purchase-orders");
      const list = page.getByRole("region", { name: PURCHASE_ORDERS_TEXT.title, exact: true });
      await list.locator("table:not([aria-busy])").waitFor();
      const rows = await list.locator("tbody tr").count();
      assert.ok(rows > 1, `the list has the seed's orders (${rows} rows)`);

      // The capture draws the page as an SVG image (data: URL) on a canvas: allowed by this policy?
      const dialog = await startReport(page);
      await dialog.getByRole("img", { name: F.screenshot, exact: true }).waitFor();
      await reportText(dialog).fill("Journey: sent under the strict CSP");
      await sendButton(dialog).click();
      await dialog.waitFor({ state: "detached" });
      const panel = await openDemoPanel(page, "Feedback inbox");
      const entry = await inboxEntry(panel, "Journey: sent under the strict CSP");
      await entry.getByRole("img").evaluate((image: HTMLImageElement) => image.decode());
      await closeDemoPanel(panel);
      // assertNoErrors (journey) checks demo.cspViolations.
    },
    { base: "/demo/", csp: true },
  ));

test("'Reset demo data' asks, then brings back the seed: a supplier made before is gone", async () => {
  const seeded = (await seededStore(OWNER)).suppliers.map((supplier) => supplier.name);
  const made = "Journey Reset Supplies";
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, OWNER);
    await navLink(page, SUPPLIERS_TEXT.title).click();
    await tablesSettled(page);
    await page.getByRole("link", { name: SUPPLIERS_TEXT.createNew, exact: true }).click();
    const L = SUPPLIERS_TEXT.create.labels;
    await fillForm(page, {
      [L.name]: made,
      [L.address1]: "1 Seed Lane",
      [L.city]: "Dayton",
      [L.state]: "OH",
      [L.zipCode]: "45402",
      [L.phoneNumber]: "5550199",
    });
    await page.getByRole("button", { name: SUPPLIERS_TEXT.create.submit, exact: true }).click();
    await page.getByRole("link", { name: SUPPLIERS_TEXT.createNew, exact: true }).waitFor();
    assert.equal((await supplierNames(page)).sort(), [...seeded, made].sort(), "the new supplier is listed");

    await resetDemoData(page);

    await signInToDashboard(demo, OWNER);
    await navLink(page, SUPPLIERS_TEXT.title).click();
    assert.equal(
      (await supplierNames(page)).sort(),
      [...seeded].sort(),
      "the seed's suppliers, and only them",
    );
  });
});

test.run();
