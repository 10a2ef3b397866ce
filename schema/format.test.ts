import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatCents, formatDateTime, formatDollars } from "./format.ts";

test("money reads as US dollars with cents and thousands separators", () => {
  assert.is(formatDollars(1234.5), "$1,234.50");
  assert.is(formatCents(5), "$0.05");
  assert.is(formatCents(0), "$0.00");
  assert.is(formatDollars(-10), "-$10.00");
});

test("a date reads as US date, then 'at' hour:minute (D21)", () => {
  assert.is(formatDateTime("2026-11-20T14:05:00.000Z", "UTC"), "11/20/2026 at 2:05 PM");
  assert.is(formatDateTime("2026-01-02T00:09:00.000Z", "UTC"), "1/2/2026 at 12:09 AM");
});

test("no date, or a date that does not parse, reads as nothing", () => {
  assert.is(formatDateTime(null), "");
  assert.is(formatDateTime("not a date"), "");
});

test.run();
