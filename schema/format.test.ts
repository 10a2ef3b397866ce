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

test("a date reads in the zone asked for each time, as the browser's own date texts do", () => {
  const iso = "2026-11-20T23:30:00.000Z";
  const date = new Date(iso);
  for (const zone of ["UTC", "Asia/Tokyo", "America/Los_Angeles", "UTC", undefined]) {
    const day = date.toLocaleDateString("en-US", { timeZone: zone });
    const time = date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });
    assert.is(formatDateTime(iso, zone), `${day} at ${time.replace(/\s/g, " ")}`);
  }
  assert.is(formatDateTime(iso, "Asia/Tokyo"), "11/21/2026 at 8:30 AM");
});

test("no date, or a date that does not parse, reads as nothing", () => {
  assert.is(formatDateTime(null), "");
  assert.is(formatDateTime("not a date"), "");
});

test.run();
