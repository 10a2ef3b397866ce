// Overdue orders (issue 30 item 5, D230): an order ORDERED more than N days ago, N a store setting kept
// on this device (`overdue-days:{store}`, default 14) until a provider can store it. The list, the
// order view and Settings' Store Information (where it is set) all read it from here.
import { useCallback, useState } from "react";
import { readObject, writeObject } from "../lib/device-store.ts";
import { useSession } from "../session/session-context.tsx";

export const DEFAULT_OVERDUE_DAYS = 14;
/** The most days a store may wait: about a year. */
export const MAX_OVERDUE_DAYS = 365;
const DAY_MS = 86_400_000;

/** What the rule reads of an order. */
export interface OrderDates {
  status: string;
  dateOrdered: string | null;
}

/** Whole days since the order was ordered, or null when it is not ORDERED (or has no date). */
export function daysOrdered(order: OrderDates, now = Date.now()): number | null {
  if (order.status !== "ORDERED" || !order.dateOrdered) return null;
  const at = Date.parse(order.dateOrdered);
  return Number.isNaN(at) ? null : Math.floor((now - at) / DAY_MS);
}

/** ORDERED more than `days` days ago: on day `days` it is due, from the day after overdue. */
export function isOverdue(order: OrderDates, days: number, now = Date.now()): boolean {
  const since = daysOrdered(order, now);
  return since !== null && since > days;
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
