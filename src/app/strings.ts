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

export const NO_STORES_TEXT = {
  title: "No Active Stores",
  body: "There are no active stores on your account. If you think this is wrong, please contact support.",
} as const;
