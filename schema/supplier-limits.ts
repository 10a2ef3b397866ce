// Supplier field limits shared by the forms and the provider (spec sections 5 and 9). The forms
// check the minimums on submit; the provider checks all of them and refuses what breaks one.
export const SUPPLIER_LIMITS = {
  /** Spec section 9: zip at least 5 characters; at most 10 for ZIP+4 with its dash. */
  minZip: 5,
  maxZip: 10,
  /** Spec section 9: a phone (contact) number of at least 7 characters, counted in digits (D40). */
  minPhone: 7,
  maxPhone: 20,
  maxExtension: 10,
  /** Names and address lines. */
  maxText: 200,
} as const;
