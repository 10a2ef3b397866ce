// The shell's texts: its bars, menus and the no-store screen (the spec's words as written, D25).
import { PRODUCT_NAME } from "../ui/strings.ts";

export const SHELL_TEXT = {
  productName: PRODUCT_NAME,
  /** Not a spec text (D49): the first Tab stop of every layout. */
  skipToMain: "Skip to main content",
  account: "Account",
  appMenu: (name: string) => `${name} applications`,
  nav: {
    label: "Inventory",
    dashboard: "Dashboard",
    purchaseOrders: "Purchase Orders",
    suppliers: "Suppliers",
    products: "Products",
    /** Not a spec text: the button the bar folds into below md (issue 12). */
    menu: "Menu",
  },
  userMenu: {
    open: (fullName: string) => `User menu for ${fullName}`,
    settings: "Settings",
    signOut: "Sign Out",
  },
  storeSwitcher: {
    button: "Switch Store",
    /** (sic) as in the product */
    title: "Availiable Stores",
    failed: (reason: string) => `Switching stores did not go through: ${reason}`,
  },
  settings: {
    label: "Settings",
    account: "My Account",
    store: "Store Information",
    users: "Users",
    roles: "Store Roles",
    connections: "Storefront Connections",
    plans: "Plans",
    billing: "Billing and Invoices",
  },
} as const;

/** Not spec texts (issue 16 #5, D84): the command palette and the keyboard shortcuts. */
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

export const NO_STORES_TEXT = {
  title: "No Active Stores",
  body: "There are no active stores on your account. If you think this is wrong, please contact support.",
} as const;
