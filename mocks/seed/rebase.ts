// The demo's dates are placed relative to today. Every date in the store is an ISO string in a field
// named date* or *At, so one walk shifts them all by the same amount and keeps their order.
import type { Db } from "../store/tables.ts";

const DATE_KEY = /^date|At$/;

/** Returns `db` with every date moved so that its reference date becomes `now`. */
export function rebaseDates(db: Db, now: Date): Db {
  const delta = now.getTime() - new Date(db.referenceDate).getTime();
  // A plain loop, not Object.fromEntries(Object.entries(...)): every test's reset copies the whole seed
  // through here, and this is twice as fast.
  const shift = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(shift);
    if (value === null || typeof value !== "object") return value;
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[key];
      copy[key] =
        DATE_KEY.test(key) && typeof v === "string"
          ? new Date(Date.parse(v) + delta).toISOString()
          : shift(v);
    }
    return copy;
  };
  return { ...(shift(db) as Db), referenceDate: now.toISOString() };
}
