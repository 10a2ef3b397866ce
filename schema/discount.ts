// The discount grammar, shared by order and item discounts so the UI preview and the
// provider's calculateTotal can never disagree.
import { parseMoney } from "./money.ts";

/** A parsed discount; a percentage is kept in hundredths of a percent so 12.5% stays an integer. */
export type Discount =
  | { kind: "none" }
  | { kind: "fixed"; cents: number }
  | { kind: "percent"; hundredths: number }
  | { kind: "invalid" };

// Stricter than parseMoney: at most two decimals, because a discount is typed to the cent and
// silently rounding "-1.234" would hide a typo. Same shapes otherwise ("5", "5.", ".5").
const AMOUNT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;
const HUNDRED_PERCENT = 10_000;

/** Reads "-N" as a fixed reduction, "N%" (0..100) as a percentage, blank as none, else invalid. */
export function parseDiscount(text: string): Discount {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "none" };
  if (trimmed.startsWith("-")) {
    const cents = hundredthsOf(trimmed.slice(1));
    return cents === null ? { kind: "invalid" } : { kind: "fixed", cents };
  }
  if (trimmed.endsWith("%")) {
    const hundredths = hundredthsOf(trimmed.slice(0, -1));
    return hundredths === null || hundredths > HUNDRED_PERCENT
      ? { kind: "invalid" }
      : { kind: "percent", hundredths };
  }
  return { kind: "invalid" };
}

// With at most two decimals parseMoney never rounds, so its "cents" are exactly the hundredths
// of the number, whether that number is dollars or a percentage.
function hundredthsOf(text: string): number | null {
  return AMOUNT.test(text) ? parseMoney(text) : null;
}

/** The reduction in cents a discount makes on baseCents: never negative, never above the base. */
export function discountCents(baseCents: number, discount: string | Discount): number {
  const parsed = typeof discount === "string" ? parseDiscount(discount) : discount;
  if (!(baseCents > 0)) return 0;
  switch (parsed.kind) {
    case "fixed":
      return clamp(parsed.cents, baseCents);
    case "percent":
      return clamp(percentOf(baseCents, parsed.hundredths), baseCents);
    case "none":
    case "invalid":
      return 0;
  }
}

// Half up in integers: floor((base * h + 5000) / 10000). The base is split at 10,000 so no
// product passes 2^53, which base * h alone would for a line of a few billion cents.
function percentOf(baseCents: number, hundredths: number): number {
  const high = Math.floor(baseCents / HUNDRED_PERCENT);
  const low = baseCents - high * HUNDRED_PERCENT;
  return high * hundredths + Math.floor((low * hundredths + HUNDRED_PERCENT / 2) / HUNDRED_PERCENT);
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/** False only for text the grammar rejects; the UI then says "not understood, counts as $0.00". */
export function isDiscountUnderstood(text: string): boolean {
  return parseDiscount(text).kind !== "invalid";
}
