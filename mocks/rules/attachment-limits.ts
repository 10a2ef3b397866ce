// How many attachment bytes the fake provider keeps (D240), bounded as screenshots are (D156): 30 MB per
// store and 60 MB in all, so self-registered accounts cannot grow its memory without end. A real provider
// keeps files elsewhere; the contract asks only for the 10 MB and 20 files of one order.
import { SCREENSHOTS_IN_ALL_BYTES, SCREENSHOTS_PER_STORE_BYTES } from "./feedback-limits.ts";
import type { Db } from "../store/tables.ts";
import { fail } from "./errors.ts";

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

/** Refuses (413) a file of `size` bytes for `storeId` that would pass either bound. */
export function checkAttachmentRoom(db: Db, storeId: number, size: number) {
  let inStore = 0;
  let inAll = 0;
  for (const row of db.orderAttachments) {
    inAll += row.size;
    if (row.storeId === storeId) inStore += row.size;
  }
  if (inStore + size > SCREENSHOTS_PER_STORE_BYTES)
    fail(
      "PAYLOAD_TOO_LARGE",
      `This store's attachments already take ${mb(inStore)} of the ${mb(SCREENSHOTS_PER_STORE_BYTES)} this provider keeps per store: remove some, or Reset demo data.`,
    );
  if (inAll + size > SCREENSHOTS_IN_ALL_BYTES)
    fail(
      "PAYLOAD_TOO_LARGE",
      `Attachments already take ${mb(inAll)} of the ${mb(SCREENSHOTS_IN_ALL_BYTES)} this provider keeps in all: remove some, or Reset demo data.`,
    );
}
