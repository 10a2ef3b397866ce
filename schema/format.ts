// How money and dates read wherever people see them: the app's screens and the provider's PDF (D7, D21).

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$1,234.50" from dollars. */
export function formatDollars(dollars: number): string {
  return usd.format(dollars);
}

/** "$1,234.50" from integer cents. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

// One pair of formats per time zone: toLocaleDateString with options builds a new one on every call,
// the slowest part of a long list's render (D95).
const dateTimeFormats = new Map<
  string | undefined,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }
>();

function formatsIn(timeZone: string | undefined) {
  let formats = dateTimeFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat("en-US", { timeZone }),
      time: new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }),
    };
    dateTimeFormats.set(timeZone, formats);
  }
  return formats;
}

/** D21: "11/20/2026 at 2:05 PM" in local time; "" for no date. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const { day, time } = formatsIn(timeZone);
  // Newer ICU puts a narrow no-break space before AM/PM; D21's text has a plain space.
  return `${day.format(date)} at ${time.format(date).replace(/\s/g, " ")}`;
}
