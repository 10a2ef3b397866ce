// This feature's screen texts: the spec's words as written, "(sic)" spellings included (D25).

export const PRODUCTS_TEXT = {
  title: "Products",
  loading: "Loading All Products",
  columns: {
    id: "ID",
    name: "Name",
    sku: "SKU",
    mpn: "MPN",
    price: "Price",
    tracking: "Inventory Tracking Type",
    level: "Inventory Level",
  },
  /** Issue 12: the disclosure button of a product's variations, and what a variation's row is. */
  variations: (n: number) => (n === 1 ? "1 variation" : `${n} variations`),
  of: (name: string) => `of ${name}`,
  variation: "Variation:",
  tracked: "Tracked",
  notTracked: "Not Tracked",
  detail: (id: string) => `Product ${id}`,
  create: "Create Product",
  /** Not a spec text (D48): the way to the Customers list, which no menu of the spec has. */
  customers: "Customers",
} as const;
