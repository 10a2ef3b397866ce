// Texts shared by the features that show orders, suppliers and products.
export const DOMAIN_TEXT = {
  /** A product's codes on one line, a dash for one it lacks. */
  productCodes: (sku: string, mpn: string) => `SKU ${sku || "\u2014"} \u00b7 MPN ${mpn || "\u2014"}`,
} as const;
