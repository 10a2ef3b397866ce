// The overdue rule (D230, D249): an expected arrival day, where there is one, decides (overdue once it
// has passed); else ORDERED more than N days ago, counted in whole days; other statuses never.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  DEFAULT_OVERDUE_DAYS,
  dayOf,
  daysLate,
  daysOrdered,
  isOverdue,
  overdueOf,
  readOverdueDays,
} from "./overdue.ts";

const NOW = Date.parse("2026-11-28T12:00:00.000Z");
const ago = (days: number, hours = 0) => new Date(NOW - days * 86_400_000 - hours * 3_600_000).toISOString();

test("an ORDERED order is overdue only once more than N whole days have passed", () => {
  assert.is(isOverdue({ status: "ORDERED", dateOrdered: ago(14) }, 14, NOW), false);
  assert.is(isOverdue({ status: "ORDERED", dateOrdered: ago(14, 23) }, 14, NOW), false);
  assert.is(isOverdue({ status: "ORDERED", dateOrdered: ago(15) }, 14, NOW), true);
  assert.is(isOverdue({ status: "ORDERED", dateOrdered: ago(3) }, 2, NOW), true);
  assert.is(daysOrdered({ status: "ORDERED", dateOrdered: ago(15, 5) }, NOW), 15);
});

test("OPEN, RECEIVED and CLOSED orders, and one without a date, are never overdue", () => {
  for (const status of ["OPEN", "RECEIVED", "CLOSED"])
    assert.is(isOverdue({ status, dateOrdered: ago(100) }, 14, NOW), false, status);
  assert.is(isOverdue({ status: "ORDERED", dateOrdered: null }, 14, NOW), false);
  assert.is(isOverdue({ status: "ORDERED", dateOrdered: "not a date" }, 14, NOW), false);
});

const day = (offset: number) => dayOf(NOW + offset * 86_400_000);

test("an expected day decides where there is one: overdue the day after it, not before", () => {
  const old = { status: "ORDERED", dateOrdered: ago(30) };
  assert.is(overdueOf({ ...old, expectedArrival: day(0) }, 14, NOW), null, "expected today: not yet");
  assert.is(
    overdueOf({ ...old, expectedArrival: day(7) }, 14, NOW),
    null,
    "30 days old but expected next week",
  );
  assert.equal(overdueOf({ ...old, expectedArrival: day(-1) }, 14, NOW), {
    rule: "arrival",
    expected: day(-1),
    from: day(-1),
  });
  const recent = { status: "ORDERED", dateOrdered: ago(2), expectedArrival: day(-3) };
  assert.is(isOverdue(recent, 14, NOW), true, "ordered 2 days ago, expected 3 days ago");
  assert.is(daysLate(day(-3), NOW), 3);
});

test("without a day (none set, not offered, or not a day) the N days decide", () => {
  const old = { status: "ORDERED", dateOrdered: ago(30) };
  for (const expectedArrival of [null, undefined, "", "12/05/2026"])
    assert.equal(
      overdueOf({ ...old, expectedArrival }, 14, NOW),
      { rule: "days", days: 30, limit: 14, from: dayOf(Date.parse(ago(16))) },
      String(expectedArrival),
    );
  assert.is(overdueOf({ status: "ORDERED", dateOrdered: ago(3), expectedArrival: null }, 14, NOW), null);
});

test("only ORDERED orders are overdue, whatever day they were expected", () => {
  for (const status of ["OPEN", "RECEIVED", "CLOSED"])
    assert.is(overdueOf({ status, dateOrdered: ago(100), expectedArrival: day(-50) }, 14, NOW), null, status);
});

test("the store's N is 14 until this device keeps another, and a damaged value reads as 14", () => {
  localStorage.clear();
  assert.is(readOverdueDays(7), DEFAULT_OVERDUE_DAYS);
  localStorage.setItem("overdue-days:7", JSON.stringify({ days: 30 }));
  assert.is(readOverdueDays(7), 30);
  assert.is(readOverdueDays(8), DEFAULT_OVERDUE_DAYS, "another store's");
  localStorage.setItem("overdue-days:7", JSON.stringify({ days: -3 }));
  assert.is(readOverdueDays(7), DEFAULT_OVERDUE_DAYS);
  localStorage.clear();
});

test.run();
