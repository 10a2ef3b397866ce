// Money is integer cents everywhere inside; dollars exist only on the wire and on screen.
// Parsing works on the decimal digits themselves, so no float error can creep into a price.

/** The largest amount we accept anywhere, a billion dollars, in cents. */
export const MAX_CENTS = 1_000_000_000_00;

/** The largest quantity one order line may hold. */
export const MAX_QUANTITY = 1_000_000;

// Plain digits with at most one dot; no sign, exponent, grouping or currency symbol.
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;
const WHOLE = /^\d+$/;

/** Reads a decimal amount of dollars >= 0 as integer cents, rounded half up; null when not money. */
export function parseMoney(input: string | number): number | null {
  const text = typeof input === "number" ? numberToDecimal(input) : input.trim();
  const match = text === null ? null : DECIMAL.exec(text);
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  if (whole === "" && fraction === "") return null;
  // Half up on a non-negative amount only needs the third decimal digit: "1.005" is 101 even
  // though the float nearest 1.005 sits just below it.
  const roundUp = (fraction[2] ?? "0") >= "5" ? 1 : 0;
  const cents = Number(whole || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0")) + roundUp;
  return cents <= MAX_CENTS ? cents : null;
}

// A number is read by its shortest round-trip text (String), so 1.005 means "1.005" as typed.
// String switches to exponent form only below 1e-6 (always 0 cents) or from 1e21 (always above
// the maximum), so those two ranges are answered directly instead of expanding the exponent.
function numberToDecimal(value: number): string | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1e21) return null;
  return value < 1e-6 ? "0" : String(value);
}

/** Reads a whole quantity 0..MAX_QUANTITY from digits (or a whole number); null otherwise. */
export function parseQuantity(input: string | number): number | null {
  const text = typeof input === "string" ? input.trim() : "";
  const value = typeof input === "number" ? input : WHOLE.test(text) ? Number(text) : NaN;
  // + 0 turns a -0 input into 0 so it never leaks into the store or the wire.
  return Number.isInteger(value) && value >= 0 && value <= MAX_QUANTITY ? value + 0 : null;
}

/** Cents as a dollar number for the wire (1999 -> 19.99); division gives the nearest double. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars from the wire as cents, with the same rules as parseMoney. */
export function dollarsToCents(dollars: number): number | null {
  return parseMoney(dollars);
}

/** Adds amounts in cents; integers add exactly, which is why we never sum dollars. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
