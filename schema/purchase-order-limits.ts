// Purchase-order text limits shared by the edit screen (maxLength) and the provider (refusals), like
// supplier-limits.ts. Quantities and money have theirs in money.ts.
export const PURCHASE_ORDER_LIMITS = {
  /** A discount ("-12.50", "15%") never needs more. */
  maxDiscount: 20,
  /** Each ship-to line, as the supplier limits give supplier address lines. */
  maxAddressLine: 200,
  /**
   * Lines on one order: a PDF of 50,000 lines took 6.4 s and held every other caller up;
   * 500 is far beyond any order a store sends a supplier, and its PDF takes well under a second.
   */
  maxLines: 500,
} as const;
