// How money and dates read on screen (spec section 5): the shared formats of schema/format.ts,
// with a visible dash where a date cell has no date yet.
import { formatCount, formatDateTime, formatDollars } from "../../schema/format.ts";

/** What a date cell shows when there is no date yet (an order not ordered or received). */
export const NO_DATE = "\u2014";

/** A whole number with thousands separators: 12345 -> "12,345". */
export { formatCount };

/** US dollars: 1234.5 -> "$1,234.50", -5 -> "-$5.00". */
export const formatMoney = formatDollars;

/** An ISO date as "11/20/2026 at 2:05 PM" in local time; NO_DATE for null, empty or unreadable. */
export function formatDate(iso: string | null | undefined): string {
  return formatDateTime(iso) || NO_DATE;
}

/** The day of an ISO date as formatDate shows it, without the time: "11/20/2026". */
export const formatDay = (iso: string | null | undefined): string => formatDate(iso).split(" at ")[0]!;

/** The day of `date` on this device, YYYY-MM-DD (a day compares as text). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
