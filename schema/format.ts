// How money, counts and dates read wherever people see them: the app's screens and the provider's PDF.
// They read exactly as en-US Intl formats would, but the screens' own formats are written out
// here rather than made with Intl (D115): the first Intl format a page makes loads the locale's data,
// which cost Chromium 40-110 ms of the main thread on every load, before the first row could show.
// schema/format.test.ts compares each with Intl's over many values.

/** "1,234,567" from a string of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * Whole cents of `amount` (not negative) as Intl rounds it: the shortest decimal that reads back as the
 * same double (what String() writes: 0.015, not 0.01499999...), rounded half away from zero.
 */
function roundedCents(amount: number): bigint {
  const decimal = String(amount);
  // Exponent notation: below 1e-6 rounds to no cents; from 1e21 the double holds no cents at all.
  if (decimal.includes("e")) return amount < 1 ? 0n : BigInt(Math.round(amount)) * 100n;
  const [whole, fraction = ""] = decimal.split(".");
  const cents = BigInt(whole!) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  return (fraction[2] ?? "0") >= "5" ? cents + 1n : cents;
}

/** "$1,234.50" from dollars: rounded as Intl's en-US dollars are, "-" before the "$" when negative. */
export function formatDollars(dollars: number): string {
  const cents = roundedCents(Math.abs(dollars));
  // Intl keeps the sign of -0 and of whatever rounds to no cents.
  const negative = dollars < 0 || Object.is(dollars, -0);
  const fraction = String(cents % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}$${groupThousands(String(cents / 100n))}.${fraction}`;
}

/** "$1,234.50" from integer cents. */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}

/** "12,345" from a whole number. */
export function formatCount(count: number): string {
  return `${count < 0 ? "-" : ""}${groupThousands(String(Math.abs(Math.trunc(count))))}`;
}

/** "11/20/2026" and "2:05 PM" of a date in the browser's own time zone, as en-US Intl writes them. */
function localDayAndTime(date: Date): { day: string; time: string } {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return {
    day: `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`,
    time: `${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`,
  };
}

/**
 * The day and time formats of a named time zone (the provider's PDF), each made once: building a
 * format costs far more than using one. They take the options `toLocaleDateString` and
 * `toLocaleTimeString` would (ECMA-402: a date alone is numeric year, month and day).
 */
const zoneFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function dayAndTimeIn(date: Date, timeZone: string): { day: string; time: string } {
  let formats = zoneFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat("en-US", { timeZone }),
      time: new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }),
    };
    zoneFormats.set(timeZone, formats);
  }
  // Newer ICU puts a narrow no-break space before AM/PM; D21's text has a plain space.
  return { day: formats.day.format(date), time: formats.time.format(date).replace(/\s/g, " ") };
}

/** "11/20/2026 at 2:05 PM" in local time (or in `timeZone`); "" for no date. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const { day, time } = timeZone ? dayAndTimeIn(date, timeZone) : localDayAndTime(date);
  return `${day} at ${time}`;
}
