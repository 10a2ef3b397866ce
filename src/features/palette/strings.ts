/** Not spec texts: the command palette and the keyboard shortcuts. */
export const PALETTE_TEXT = {
  button: "Jump Anywhere",
  title: "Jump Anywhere",
  inputLabel: "Screen, order number, supplier, product or action",
  placeholder: "A screen, PO-442, a supplier, a SKU or name",
  close: "Close",
  groups: {
    actions: "On this screen",
    screens: "Screens",
    order: "Purchase order",
    suppliers: "Suppliers",
    products: "Products",
  },
  screens: {
    createProduct: "Create Product",
    connectionProducts: "Storefront Products",
    customers: "Customers",
    createCustomer: "Create Customer",
    connectionCustomers: "Storefront Customers",
  },
  order: (supplier: string | null, status: string) => `${supplier ?? "No supplier"} · ${status}`,
  noOrder: (number: string) => `No purchase order ${number}`,
  looking: "Looking up…",
  none: "Nothing matches.",
  count: (n: number) => (n === 1 ? "1 result" : `${n} results`),
  failed: (reason: string) => `Looking up did not go through: ${reason}`,
  shortcuts: {
    title: "Keyboard Shortcuts",
    keys: "Keys",
    rows: (mac: boolean) =>
      [
        [mac ? "⌘ K" : "Ctrl K", "Jump anywhere: a screen, an order, a supplier, a product or an action"],
        ["?", "This list (outside a text field)"],
        ["↓ ↑", "Move through the palette's results"],
        ["Enter", "Go to or run the chosen result"],
        ["Escape", "Close a dialog, menu or list"],
      ] as const,
  },
} as const;
