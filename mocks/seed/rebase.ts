// D22: the demo's dates are placed relative to today. Every date in the store is an ISO string in a field
// named date* or *At, so one walk shifts them all by the same amount and keeps their order.
import type { Db } from "../store/tables.ts";

const DATE_KEY = /^date|At$/;

/** Returns `db` with every date moved so that its reference date becomes `now`. */
export function rebaseDates(db: Db, now: Date): Db {
  const delta = now.getTime() - new Date(db.referenceDate).getTime();
  const shift = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shift);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        DATE_KEY.test(key) && typeof v === "string"
          ? new Date(new Date(v).getTime() + delta).toISOString()
          : shift(v),
      ]),
    );
  };
  return { ...(shift(db) as Db), referenceDate: now.toISOString() };
}
