// Overdue orders: one rule for the list's mark, "Overdue Only" and the order view (D230, D249). An
// ORDERED order with an expected arrival day (extension "arrival", D234) is overdue once that day has
// passed on this device; one without a day, or any order of a provider without the extension, once it
// was ORDERED more than N days ago, N a store setting kept on this device (`overdue-days:{store}`,
// default 14). Settings' Store Information sets N.
import { useCallback, useState } from "react";
import { readObject, writeObject } from "../lib/device-store.ts";
import { localDay } from "../lib/format.ts";
import { useSession } from "../session/session-context.tsx";

export const DEFAULT_OVERDUE_DAYS = 14;
/** The most days a store may wait: about a year. */
export const MAX_OVERDUE_DAYS = 365;
const DAY_MS = 86_400_000;

/** What the rule reads of an order. */
export interface OrderDates {
  status: string;
  dateOrdered: string | null;
  /**
   * The day it is expected (YYYY-MM-DD, D234): null when none was set; left out (undefined) where the
   * provider has no such field. Either way the N days decide then.
   */
  expectedArrival?: string | null;
}

/** Why an order is overdue, with the day from which it is (YYYY-MM-DD, for "longest waiting first"). */
export type Overdue =
  | { rule: "arrival"; expected: string; from: string }
  | { rule: "days"; days: number; limit: number; from: string };

/** The day of `at` on this device, YYYY-MM-DD (a day compares as text). */
export const dayOf = (at: number): string => localDay(new Date(at));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole days since the order was ordered, or null when it is not ORDERED (or has no date). */
export function daysOrdered(order: OrderDates, now = Date.now()): number | null {
  if (order.status !== "ORDERED" || !order.dateOrdered) return null;
  const at = Date.parse(order.dateOrdered);
  return Number.isNaN(at) ? null : Math.floor((now - at) / DAY_MS);
}

/**
 * The rule: null when the order is not overdue. An expected day takes the place of the N days: an
 * order ORDERED long ago but expected next week is not overdue, one expected yesterday is.
 */
export function overdueOf(order: OrderDates, limit: number, now = Date.now()): Overdue | null {
  if (order.status !== "ORDERED") return null;
  const expected = order.expectedArrival;
  if (expected && DAY.test(expected))
    return expected < dayOf(now) ? { rule: "arrival", expected, from: expected } : null;
  const since = daysOrdered(order, now);
  if (since === null || since <= limit) return null;
  const from = dayOf(Date.parse(order.dateOrdered!) + limit * DAY_MS);
  return { rule: "days", days: since, limit, from };
}

/** Overdue by the rule above; on day N it is due, from the day after overdue. */
export const isOverdue = (order: OrderDates, limit: number, now = Date.now()): boolean =>
  overdueOf(order, limit, now) !== null;

/** Whole days from `expected` (YYYY-MM-DD) to this device's today. */
export function daysLate(expected: string, now = Date.now()): number {
  const [y, m, d] = expected.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = dayOf(now).split("-").map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(y, m - 1, d)) / DAY_MS);
}

const keyOf = (storeId: number | null) => `overdue-days:${storeId ?? "-"}`;

const isDays = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_OVERDUE_DAYS;

/** The store's N on this device, or the default. */
export function readOverdueDays(storeId: number | null): number {
  const days = readObject(keyOf(storeId))?.days;
  return isDays(days) ? days : DEFAULT_OVERDUE_DAYS;
}

/** The active store's N, and a setter that keeps it (false when the device refused). */
export function useOverdueDays(): [number, (days: number) => boolean] {
  const storeId = useSession()?.claims.storeId ?? null;
  const [days, setDays] = useState(() => readOverdueDays(storeId));
  const set = useCallback(
    (next: number) => {
      setDays(next);
      return writeObject(keyOf(storeId), { days: next });
    },
    [storeId],
  );
  return [days, set];
}
