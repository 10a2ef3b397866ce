// The report-issue flow and the demo toolkit (issue 7, D18, D23, D27) in Chromium. A report sends the
// page's capture: a PNG whose size is the document's times the device pixel ratio, the same bytes the
// demo's feedback inbox then shows with the message. A send that fails (the offline fault, from the
// URL) keeps the text and says so in red; with the fault cleared in the panel it goes. The demo built
// for /demo/ and served with the README's Content-Security-Policy signs in, lists purchase orders and
// captures a report with no CSP violation. 'Reset demo data' brings back the seed. axe runs on the
// report modal with its screenshot and on every tab of the demo panel.
// demo-toolkit-data.journey.ts has the data journeys: two tabs, 30% errors, the outbox.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { TEXT } from "../src/ui/strings.ts";
import { checkA11y, expectFailedRequest, journey, journeySuite } from "./harness.ts";
import { seededStore } from "./seed.ts";
import {
  BUYER,
  closeDemoPanel,
  DASHBOARD,
  faultsInEffect,
  fillForm,
  navLink,
  openDemoPanel,
  OWNER,
  signInToDashboard,
  waitForText,
} from "./steps.ts";
import { readRows, tablesSettled, wholeList } from "./tables.ts";

const test = journeySuite("demo toolkit journey");

const F = TEXT.feedback;
const DEMO = TEXT.demo;

// ---------------------------------------------------------------------------------------------
// PNG bytes.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's pixel size from its IHDR chunk (always first: bytes 8-15 are its length and "IHDR"). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal([...bytes.subarray(0, 8)], PNG_SIGNATURE, "the file starts with the PNG signature");
  assert.is(bytes.toString("latin1", 12, 16), "IHDR", "the first chunk is IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The bytes of an image on the page (a blob: or data: URL), read in the page. */
async function imageBytes(image: Locator): Promise<Buffer> {
  const base64 = await image.evaluate(async (element: HTMLImageElement) => {
    const bytes = new Uint8Array(await (await fetch(element.src)).arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

// ---------------------------------------------------------------------------------------------
// The screens.

/** Presses 'Report an issue' and waits for the modal, which opens once the page is captured. */
async function startReport(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: F.button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: F.title, exact: true });
  await dialog.waitFor();
  return dialog;
}

const reportText = (dialog: Locator) => dialog.getByRole("textbox", { name: F.label, exact: true });
const sendButton = (dialog: Locator) => dialog.getByRole("button", { name: F.send, exact: true });

/** The feedback inbox's entry for `message` (a list item), waited for. */
async function inboxEntry(panel: Locator, message: string): Promise<Locator> {
  const entry = panel.getByRole("listitem").filter({ hasText: message });
  await entry.waitFor();
  return entry;
}

// ---------------------------------------------------------------------------------------------

test("a report sends the page as a PNG of the document's size times the pixel ratio, and the inbox shows it", () =>
  journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signInToDashboard(demo, OWNER);
      // A page longer than the window: the capture draws the whole document.
      await navLink(page, TEXT.products.title).click();
      await tablesSettled(page);
      const expected = await page.evaluate(() => ({
        dpr: devicePixelRatio,
        window: { width: innerWidth, height: innerHeight },
        document: {
          width: document.documentElement.scrollWidth,
          height: document.documentElement.scrollHeight,
        },
      }));
      assert.is(expected.dpr, 2);
      assert.is(expected.document.width, expected.window.width, "the products list fits the window's width");
      assert.ok(
        expected.document.height > expected.window.height,
        "the products list is longer than the window",
      );

      const dialog = await startReport(page);
      const preview = dialog.getByRole("img", { name: F.screenshot, exact: true });
      await preview.evaluate((image: HTMLImageElement) => image.decode());
      const shown = await preview.evaluate((image: HTMLImageElement) => ({
        width: image.width,
        naturalWidth: image.naturalWidth,
      }));
      assert.ok(
        shown.width > 0 && shown.width <= shown.naturalWidth / 4,
        `shown small: ${JSON.stringify(shown)}`,
      );
      assert.is(await reportText(dialog).getAttribute("placeholder"), F.placeholder);
      await dialog.getByText(F.note, { exact: true }).waitFor();
      assert.ok(await sendButton(dialog).isDisabled(), "nothing to send before a message is typed");
      await checkA11y(page, "the report modal with its screenshot");

      // The image the modal holds is the one it sends (send-feedback.ts wraps it as screenshot.png).
      const png = await imageBytes(preview);
      assert.equal(
        pngSize(png),
        { width: expected.document.width * expected.dpr, height: expected.document.height * expected.dpr },
        "the PNG is the document's size times the device pixel ratio",
      );

      const message = "Journey: the inventory levels are cut off on the right";
      await reportText(dialog).fill(message);
      await sendButton(dialog).click();
      await dialog.waitFor({ state: "detached" });

      // Sent: the text was cleared (spec section 8).
      const again = await startReport(page);
      assert.is(await reportText(again).inputValue(), "", "the text is cleared after sending");
      await again.getByRole("button", { name: F.cancel, exact: true }).click();
      await again.waitFor({ state: "detached" });

      // The inbox: the message with the very bytes that were sent, as the provider kept them (D18). It
      // takes only a multipart upload with a bearer token (schema/rest.ts feedbackImage), so an entry
      // with the sender's email shows the upload was both.
      const panel = await openDemoPanel(page, "Outbox");
      await panel.getByText(DEMO.outbox.empty, { exact: true }).waitFor();
      await checkA11y(page, "the demo panel's empty outbox");
      await panel.getByRole("tab", { name: DEMO.feedback.tab, exact: true }).click();
      const entry = await inboxEntry(panel, message);
      assert.is(await panel.getByRole("listitem").filter({ hasText: message }).count(), 1, "sent once");
      const screenshot = entry.getByRole("img", { name: /^Screenshot sent by / });
      assert.match((await screenshot.getAttribute("alt"))!, `Screenshot sent by ${OWNER}`);
      const kept = await imageBytes(screenshot);
      assert.ok(kept.equals(png), `the inbox holds the bytes sent (${kept.length} of ${png.length})`);
      await checkA11y(page, "the demo panel's feedback inbox with a screenshot");
      await panel.getByRole("tab", { name: DEMO.faults.tab, exact: true }).click();
      await faultsInEffect(panel, DEMO.faults.none).waitFor();
      await checkA11y(page, "the demo panel's fault injection");
      await closeDemoPanel(panel);
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
    expectFailedRequest(demo, "POST", "/api/feedback/image", "net::ERR_FAILED");

    // The bar is behind the modal: close it, clear the fault in the panel, and come back.
    await dialog.getByRole("button", { name: F.cancel, exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    const panel = await openDemoPanel(page, "Fault injection");
    await faultsInEffect(panel, DEMO.faults.summary(0, 0, true)).waitFor();
    await checkA11y(page, "the demo panel's fault injection, offline");
    const offline = panel.getByRole("checkbox", { name: DEMO.faults.offline, exact: true });
    assert.ok(await offline.isChecked(), "the form starts from the settings in effect");
    await offline.uncheck();
    await panel.getByRole("button", { name: DEMO.faults.apply, exact: true }).click();
    await faultsInEffect(panel, DEMO.faults.none).waitFor();
    await closeDemoPanel(panel);

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
      await navLink(page, TEXT.purchaseOrders.title).click();
      await page.waitForURL((url) => url.pathname === "/demo/purchase-orders");
      const list = page.getByRole("region", { name: TEXT.purchaseOrders.title, exact: true });
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

/** The supplier list's names, every page at 100 a page. */
async function supplierNames(page: Page): Promise<string[]> {
  const rows = await readRows(await wholeList(page, TEXT.suppliers.title));
  return rows.map((row) => row[TEXT.suppliers.columns.name]!);
}

test("'Reset demo data' asks, then brings back the seed: a supplier made before is gone", async () => {
  const seeded = (await seededStore(OWNER)).suppliers.map((supplier) => supplier.name);
  const made = "Journey Reset Supplies";
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, OWNER);
    await navLink(page, TEXT.suppliers.title).click();
    await tablesSettled(page);
    await page.getByRole("link", { name: TEXT.suppliers.createNew, exact: true }).click();
    const L = TEXT.suppliers.create.labels;
    await fillForm(page, {
      [L.name]: made,
      [L.address1]: "1 Seed Lane",
      [L.city]: "Dayton",
      [L.state]: "OH",
      [L.zipCode]: "45402",
      [L.phoneNumber]: "5550199",
    });
    await page.getByRole("button", { name: TEXT.suppliers.create.submit, exact: true }).click();
    await page.getByRole("link", { name: TEXT.suppliers.createNew, exact: true }).waitFor();
    assert.equal((await supplierNames(page)).sort(), [...seeded, made].sort(), "the new supplier is listed");

    const bar = page.getByRole("region", { name: DEMO.region, exact: true });
    await bar.getByRole("button", { name: DEMO.reset, exact: true }).click();
    const question = page.getByRole("dialog", { name: DEMO.resetConfirm, exact: true });
    await question.waitFor();
    await checkA11y(page, "the Reset demo data confirmation");
    const reloaded = page.waitForEvent("load");
    await question.getByRole("button", { name: TEXT.confirmDialog.confirm, exact: true }).click();
    await reloaded;
    await waitForText(page, "Welcome back!");
    await bar.getByText(DEMO.signedOut, { exact: true }).waitFor();

    await signInToDashboard(demo, OWNER);
    await navLink(page, TEXT.suppliers.title).click();
    assert.equal(
      (await supplierNames(page)).sort(),
      [...seeded].sort(),
      "the seed's suppliers, and only them",
    );
  });
});

test.run();
