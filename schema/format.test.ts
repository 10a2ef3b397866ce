import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatCents, formatCount, formatDateTime, formatDollars } from "./format.ts";

test("money reads as US dollars with cents and thousands separators", () => {
  assert.is(formatDollars(1234.5), "$1,234.50");
  assert.is(formatCents(5), "$0.05");
  assert.is(formatCents(0), "$0.00");
  assert.is(formatDollars(-10), "-$10.00");
});

/** A reproducible stream of numbers in [0, 1) (mulberry32). */
function draws(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test("money reads exactly as Intl's en-US dollars would, ties, negatives and -0 included (D115)", () => {
  const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  const random = draws(7);
  const values = [0, -0, 0.005, -0.005, 0.015, 1.005, 2.675, 0.125, -0.125, 999.995, 1e12 + 0.5, -0.001];
  for (let i = 0; i < 20_000; i++) {
    const scale = 10 ** Math.floor(random() * 10);
    values.push((random() - 0.3) * scale, Math.round((random() - 0.3) * scale * 1000) / 1000);
  }
  for (const dollars of values) assert.is(formatDollars(dollars), usd.format(dollars), String(dollars));
  for (let cents = -100_000; cents <= 100_000; cents += 37)
    assert.is(formatCents(cents), usd.format(cents / 100));
});

test("a count reads with thousands separators, as Intl's en-US numbers would", () => {
  const counts = [0, 7, 999, 1000, 12_345, 1_000_000, -4321, 2 ** 31 - 1];
  for (const count of counts) assert.is(formatCount(count), count.toLocaleString("en-US"));
});

test("a date in the browser's own zone reads exactly as Intl's en-US date and time would (D115)", () => {
  const day = new Intl.DateTimeFormat("en-US");
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
  const random = draws(11);
  const from = Date.UTC(1971, 0, 1);
  const to = Date.UTC(2099, 11, 31);
  const instants = [Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2026, 5, 30, 12, 0), Date.UTC(2026, 2, 8, 10, 30)];
  for (let i = 0; i < 5_000; i++) instants.push(Math.floor(from + random() * (to - from)));
  for (const instant of instants) {
    const date = new Date(instant);
    const expected = `${day.format(date)} at ${time.format(date).replace(/\s/g, " ")}`;
    assert.is(formatDateTime(date.toISOString()), expected, date.toISOString());
  }
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
