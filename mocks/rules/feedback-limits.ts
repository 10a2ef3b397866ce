// How many screenshot bytes the fake provider keeps: the hourly quota (feedback.ts) is per account,
// so three self-registered accounts x 20 uploads of 10 MB added about 590 MB of memory that was never
// released. Bounded per store (reports sent with no store count as one more) and in all; what
// Reset demo data empties.
import type { Db } from "../store/tables.ts";
import { fail } from "./errors.ts";

export const SCREENSHOTS_PER_STORE_BYTES = 30 * 2 ** 20;
export const SCREENSHOTS_IN_ALL_BYTES = 60 * 2 ** 20;

/** The bytes a screenshot's base64 stands for. */
const bytesOf = (base64: string) =>
  (base64.length * 3) / 4 - (base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0);
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const NO_SCREENSHOT = "the report can still be sent without one, and Reset demo data makes room";

/** Refuses (413) a screenshot of `size` bytes sent from `storeId` that would pass either bound. */
export function checkScreenshotRoom(db: Db, storeId: number | null, size: number) {
  let inStore = 0;
  let inAll = 0;
  for (const row of db.feedback) {
    if (row.imageBase64 === null) continue;
    const bytes = bytesOf(row.imageBase64);
    inAll += bytes;
    if (row.storeId === storeId) inStore += bytes;
  }
  const where = storeId === null ? "reports sent with no store" : "this store";
  if (inStore + size > SCREENSHOTS_PER_STORE_BYTES)
    fail(
      "PAYLOAD_TOO_LARGE",
      `The screenshots of ${where} already take ${mb(inStore)} of the ${mb(SCREENSHOTS_PER_STORE_BYTES)} this provider keeps per store: ${NO_SCREENSHOT}.`,
    );
  if (inAll + size > SCREENSHOTS_IN_ALL_BYTES)
    fail(
      "PAYLOAD_TOO_LARGE",
      `Screenshots already take ${mb(inAll)} of the ${mb(SCREENSHOTS_IN_ALL_BYTES)} this provider keeps in all: ${NO_SCREENSHOT}.`,
    );
}
