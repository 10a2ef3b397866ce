// Purchase-order text limits shared by the edit screen (maxLength) and the provider (refusals), like
// supplier-limits.ts. Quantities and money have theirs in money.ts.
export const PURCHASE_ORDER_LIMITS = {
  /** A D8 discount ("-12.50", "15%") never needs more. */
  maxDiscount: 20,
  /** Each ship-to line, as D26 gives supplier address lines. */
  maxAddressLine: 200,
} as const;
