// The overdue rule (D230): ORDERED more than N days ago, counted in whole days; other statuses never.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEFAULT_OVERDUE_DAYS, daysOrdered, isOverdue, readOverdueDays } from "./overdue.ts";

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
