import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatDate, formatDay, NO_DATE } from "./format.ts";

// Built from local parts so the expectation holds in every time zone the tests run in.
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

test("a date reads as the US date, then 'at' and the local time", () => {
  assert.is(formatDate(local(2026, 10, 20, 14, 5)), "11/20/2026 at 2:05 PM");
  assert.is(formatDate(local(2026, 0, 3, 0, 30)), "1/3/2026 at 12:30 AM");
  assert.is(formatDate(local(2026, 6, 4, 12, 0)), "7/4/2026 at 12:00 PM");
});

test("a missing or unreadable date is shown as a dash, never 'Invalid Date'", () => {
  assert.is(formatDate(null), NO_DATE);
  assert.is(formatDate(undefined), NO_DATE);
  assert.is(formatDate(""), NO_DATE);
  assert.is(formatDate("not a date"), NO_DATE);
});

test("a day is the date without its time", () => {
  assert.is(formatDay(local(2026, 10, 20, 14, 5)), "11/20/2026");
  assert.is(formatDay(null), NO_DATE);
});

test.run();
