// The report-issue modal and the demo panel as demo-toolkit.journey.ts drives them (issue 7): a PNG's
// pixel size and an image's bytes read from the page, so the journey can tell the capture sent is the
// one kept; and the phases of its longer journeys (the capture, the inbox, the offline fault, Reset).
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { DEMO_TEXT } from "../src/features/demo/strings.ts";
import { FEEDBACK_TEXT } from "../src/features/feedback/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { allSuppliers } from "./catalog-steps.ts";
import { checkA11y } from "./harness.ts";
import {
  closeDemoPanel,
  faultsInEffect,
  openBarMenuBelowLg,
  openDemoPanel,
  OWNER,
  waitForText,
} from "./steps.ts";

const F = FEEDBACK_TEXT;
const DEMO = DEMO_TEXT;

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
export async function startReport(page: Page): Promise<Locator> {
  await openBarMenuBelowLg(page);
  await page.getByRole("button", { name: F.button, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: F.title, exact: true });
  await dialog.waitFor();
  return dialog;
}

export const reportText = (dialog: Locator) => dialog.getByRole("textbox", { name: F.label, exact: true });
export const sendButton = (dialog: Locator) => dialog.getByRole("button", { name: F.send, exact: true });

/** The feedback inbox's entry for `message` (a list item), waited for. */
export async function inboxEntry(panel: Locator, message: string): Promise<Locator> {
  const entry = panel.getByRole("listitem").filter({ hasText: message });
  await entry.waitFor();
  return entry;
}

/** The supplier list's names, every page at 100 a page. */
export async function supplierNames(page: Page): Promise<string[]> {
  return (await allSuppliers(page)).map((row) => row[SUPPLIERS_TEXT.columns.name]!);
}

// ---------------------------------------------------------------------------------------------
// Phases.

/** The document's size in CSS pixels and the device pixel ratio: what the capture must come out as. */
export interface PageSize {
  dpr: number;
  document: { width: number; height: number };
}

/** Measures the products list, which must be as wide as the window, longer than it, and shown at 2x. */
export async function measureProductsList(page: Page): Promise<PageSize> {
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
  assert.ok(expected.document.height > expected.window.height, "the products list is longer than the window");
  return expected;
}

/**
 * Opens the report modal and checks it before anything is typed: a small preview of the capture, the
 * placeholder and note, Send disabled. Returns the modal and the PNG it holds, of the `expected` size.
 */
export async function openReportModal(
  page: Page,
  expected: PageSize,
): Promise<{ dialog: Locator; png: Buffer }> {
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
  // Issue 12: the screenshot alone is a report, so Send is ready before anything is typed.
  assert.ok(await sendButton(dialog).isEnabled(), "the screenshot can be sent without a message");
  await checkA11y(page, "the report modal with its screenshot");

  // The image the modal holds is the one it sends (send-feedback.ts wraps it as screenshot.png).
  const png = await imageBytes(preview);
  assert.equal(
    pngSize(png),
    { width: expected.document.width * expected.dpr, height: expected.document.height * expected.dpr },
    "the PNG is the document's size times the device pixel ratio",
  );
  return { dialog, png };
}

/**
 * The demo panel, from an empty outbox to the feedback inbox: `message` once, with the very bytes of
 * `png`, as the provider kept them (D18). It takes only a multipart upload with a bearer token
 * (schema/rest.ts feedbackImage), so an entry with the sender's email shows the upload was both. Then
 * the fault injection tab, with no fault in effect.
 */
export async function assertInboxHolds(page: Page, message: string, png: Buffer): Promise<void> {
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
}

/** Clears the offline fault in the demo panel, whose form starts from the settings in effect. */
export async function clearOfflineFault(page: Page): Promise<void> {
  const panel = await openDemoPanel(page, "Fault injection");
  await faultsInEffect(panel, DEMO.faults.summary(0, 0, true)).waitFor();
  await checkA11y(page, "the demo panel's fault injection, offline");
  const offline = panel.getByRole("checkbox", { name: DEMO.faults.offline, exact: true });
  assert.ok(await offline.isChecked(), "the form starts from the settings in effect");
  await offline.uncheck();
  await panel.getByRole("button", { name: DEMO.faults.apply, exact: true }).click();
  await faultsInEffect(panel, DEMO.faults.none).waitFor();
  await closeDemoPanel(panel);
}

/** 'Reset demo data' from the demo bar, confirmed: the page reloads signed out. */
export async function resetDemoData(page: Page): Promise<void> {
  const bar = page.getByRole("region", { name: DEMO.region, exact: true });
  await bar.getByRole("button", { name: DEMO.reset, exact: true }).click();
  const question = page.getByRole("dialog", { name: DEMO.resetConfirm, exact: true });
  await question.waitFor();
  await checkA11y(page, "the Reset demo data confirmation");
  const reloaded = page.waitForEvent("load");
  await question.getByRole("button", { name: UI_TEXT.confirmDialog.confirm, exact: true }).click();
  await reloaded;
  await waitForText(page, "Welcome back!");
  await bar.getByText(DEMO.signedOut, { exact: true }).waitFor();
}
