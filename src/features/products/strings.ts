// This feature's screen texts: the spec's words as written, "(sic)" spellings included.

export const PRODUCTS_TEXT = {
  title: "Products",
  /** Not spec texts: a store with no products yet. */
  empty: {
    title: "No products yet",
    hint: "The store's products show here with their variations and stock, ready to order.",
  },
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
  /** The disclosure button of a product's variations, and what a variation's row is. */
  variations: (n: number) => (n === 1 ? "1 variation" : `${n} variations`),
  of: (name: string) => `of ${name}`,
  variation: "Variation:",
  tracked: "Tracked",
  notTracked: "Not Tracked",
  /** The export's one column the screen has not. */
  variationId: "Variation ID",
  /** Ordering from the catalogue. None of these texts is in the spec. */
  select: "Select",
  selectLine: (name: string) => `Select ${name}`,
  filter: {
    label: "Tracked items below",
    suffix: "in stock",
    apply: "Show",
    clear: "Show All Products",
    invalid: "Enter a whole number of 1 or more.",
    caption: (below: number) => `Tracked products and variations below ${below} in stock`,
    count: (n: number, below: number) => `${n === 1 ? "1 line" : `${n} lines`} below ${below} in stock`,
  },
  order: {
    title: "Order From The Catalogue",
    hint: "Select products or variations, then create a purchase order with them.",
    selected: (n: number) => (n === 1 ? "1 line selected" : `${n} lines selected`),
    /** On a phone, under the list: back up to the tray with the lines picked further down. */
    review: "Review Order",
    lines: "Lines to order",
    target: "Target level",
    targetHint:
      "Each line's quantity brings its stock up to this level, and is at least 1. Empty: 1 of each.",
    targetInvalid: "Enter a whole number from 0 to 1,000,000.",
    columns: { name: "Name", sku: "SKU", inStock: "In Stock", quantity: "Order Quantity", remove: "Remove" },
    tooMany: (max: number) => `One purchase order holds at most ${max} lines: remove some to create it.`,
    create: "Create Purchase Order",
    creating: "Creating Purchase Order",
    clear: "Clear Selection",
    done: (id: string, n: number) =>
      `Purchase order #${id} was created with ${n === 1 ? "1 line" : `${n} lines`}.`,
    createFailed: (reason: string) => `Unable to create new purchase order: ${reason} Nothing was created.`,
    partFailed: (id: string, reason: string) =>
      `Purchase order #${id} was created, but its lines could not be added: ${reason} It is empty; your selection is kept.`,
    openOrder: (id: string) => `Open purchase order #${id}`,
  },
  /** The way to the Replenish view (D228); not a spec text. */
  replenish: "Replenish",
  detail: (id: string) => `Product ${id}`,
  create: "Create Product",
} as const;
