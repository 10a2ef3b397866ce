// Issue 31, extension "notes" (D239-D241) in Chromium. On a phone the receiver checks in an ORDERED order
// and adds a photo with Add Photo (the camera's file input given a JPEG, as a phone's camera hands one
// over); it is listed there and on the order's view with the receiver's name. At a laptop the buyer writes
// an internal note and a note to the supplier; the PDF printout carries the supplier's note and never the
// internal one (pdftotext); a file added there opens in a new tab. The same order against ?extensions=none shows no notes and fails no request.
// axe runs on the check-in with its photo and on the view with its notes.
import * as assert from "uvu/assert";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { NOTES_TEXT } from "../src/features/purchase-orders/shared/notes/strings.ts";
import { BUILDS, type DemoBuild } from "./builds.ts";
import { checkA11y, journey, journeySuite, whenQuiet } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, pdfText, RECEIVER, signIn } from "./steps.ts";

const PO = PURCHASE_ORDERS_TEXT;
const T = NOTES_TEXT;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
/** A 1x1 baseline JPEG, whole: what a camera hands over, only smaller. */
const PHOTO = Buffer.concat([
  Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  ),
  Buffer.from([0xff, 0xd9]),
]);

/** A 1x1 PNG. */
const LABEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function orderIn(status: string, build: DemoBuild) {
  const { orders } = await seededStore(BUYER, build);
  return orders.find((o) => o.status === status && o.items.some((item) => item.quantity > 0))!;
}

async function photoAtCheckIn(build: DemoBuild) {
  const order = await orderIn("ORDERED", build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, RECEIVER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${order.id}/check-in`, demo.baseUrl).href);
      const photos = page.getByRole("region", { name: T.photos });
      await photos.getByText(T.noPhotos, { exact: true }).waitFor();
      const chooser = page.waitForEvent("filechooser");
      await photos.getByRole("button", { name: T.addPhoto }).click();
      await (await chooser).setFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: PHOTO });
      await photos.getByRole("button", { name: T.open("IMG_0001.jpg") }).waitFor();
      assert.match(await photos.getByRole("listitem").innerText(), /JPEG · 1 KB · /);
      await checkA11y(page, "Check In Delivery with a photo added, on a phone");

      await page.goto(new URL(`purchase-orders/${order.id}`, demo.baseUrl).href);
      const notes = page.getByRole("region", { name: T.heading });
      await notes.getByRole("button", { name: T.open("IMG_0001.jpg") }).waitFor();
      assert.is(await notes.getByRole("button", { name: T.edit }).count(), 0, "a receiver writes no note");
      await whenQuiet(demo);
    },
    { build, context: PHONE },
  );
}

async function noteOnPdf(build: DemoBuild) {
  const order = await orderIn("OPEN", build);
  await journey(
    "/login",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, BUYER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${order.id}`, demo.baseUrl).href);
      const notes = page.getByRole("region", { name: T.heading });
      await notes.getByRole("button", { name: T.edit }).click();
      await notes.getByLabel(T.internal, { exact: true }).fill("Only if the budget allows");
      await notes.getByLabel(T.supplier, { exact: true }).fill("Deliver to the back door before 10 am");
      await notes.getByRole("button", { name: T.save }).click();
      await notes.getByText("Deliver to the back door before 10 am", { exact: true }).waitFor();
      // A file opens in a new tab, from a blob of what the provider sent back (D240).
      const chooser = page.waitForEvent("filechooser");
      await notes.getByRole("button", { name: T.addFile }).click();
      await (await chooser).setFiles({ name: "label.png", mimeType: "image/png", buffer: LABEL });
      const popup = page.waitForEvent("popup");
      await notes.getByRole("button", { name: T.open("label.png") }).click();
      const tab = await popup;
      await tab.waitForURL(/^blob:/);
      await tab.waitForLoadState();
      assert.is(
        await tab.evaluate(() => document.querySelector("img")?.naturalWidth),
        1,
        "the picture shows",
      );
      await tab.close();
      await checkA11y(page, "the order's view with its notes and a file, at a laptop");

      const panel = page.getByRole("region", { name: PO.detail.title(String(order.id)) });
      const download = page.waitForEvent("download");
      await panel.getByRole("button", { name: PO.pdf.generate, exact: true }).click();
      const text = (await pdfText(await download)).replace(/\s+/g, " ");
      assert.match(text, "Note to supplier Deliver to the back door before 10 am");
      assert.not.match(text, "budget");
      await whenQuiet(demo);
    },
    { build, context: LAPTOP },
  );
}

async function specOnly(build: DemoBuild) {
  const order = await orderIn("ORDERED", build);
  await journey(
    "/login?extensions=none",
    async (demo) => {
      const { page } = demo;
      await signIn(demo, RECEIVER);
      await whenQuiet(demo);
      await page.goto(new URL(`purchase-orders/${order.id}/check-in?extensions=none`, demo.baseUrl).href);
      await page.getByRole("button", { name: "Confirm Delivery" }).waitFor();
      await whenQuiet(demo);
      assert.is(await page.getByRole("region", { name: T.photos }).count(), 0);
      await page.goto(new URL(`purchase-orders/${order.id}?extensions=none`, demo.baseUrl).href);
      await page.getByRole("table", { name: PO.detail.products }).waitFor();
      await whenQuiet(demo);
      assert.is(await page.getByRole("region", { name: T.heading }).count(), 0);
    },
    { build, context: PHONE },
  );
}

for (const build of BUILDS) {
  const test = journeySuite(`order notes journey (${build} build)`);
  test("a receiver adds a photo with the camera during check-in; it is on the order's view", () =>
    photoAtCheckIn(build));
  test("the buyer's note to the supplier is on the PDF, the internal note is not", () => noteOnPdf(build));
  test("against a provider without the extension neither screen shows notes or photos", () =>
    specOnly(build));
  test.run();
}
