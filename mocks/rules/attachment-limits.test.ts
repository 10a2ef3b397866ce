// The fake keeps at most 30 MB of order attachments per store and 60 MB in all (D240, D156's figures): a
// file that would pass either is refused 413 saying which, before it is read.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, OrderAttachmentRow } from "../store/tables.ts";
import { checkAttachmentRoom } from "./attachment-limits.ts";
import { RuleError } from "./errors.ts";

const MB = 2 ** 20;
const row = (id: number, storeId: number, size: number) => ({ id, storeId, size }) as OrderAttachmentRow;
const db = (rows: OrderAttachmentRow[]) => ({ orderAttachments: rows }) as Db;

function refusal(given: Db, storeId: number, size: number): RuleError | null {
  try {
    checkAttachmentRoom(given, storeId, size);
    return null;
  } catch (error) {
    return error as RuleError;
  }
}

test("a store's files up to 30 MB are kept; one more byte is refused, naming the store's bound", () => {
  const full = db([row(1, 10, 10 * MB), row(2, 10, 10 * MB), row(3, 20, 10 * MB)]);
  assert.is(refusal(full, 10, 10 * MB), null);
  const error = refusal(full, 10, 10 * MB + 1);
  assert.is(error?.code, "PAYLOAD_TOO_LARGE");
  assert.match(error!.message, "of the 30 MB this provider keeps per store");
  assert.is(refusal(full, 20, 10 * MB), null, "another store has its own room");
});

test("all stores' files together stop at 60 MB", () => {
  const stores = db([1, 2, 3, 4, 5, 6].map((n) => row(n, n, 10 * MB)));
  const error = refusal(stores, 7, 1);
  assert.match(error!.message, "of the 60 MB this provider keeps in all");
});

test.run();
