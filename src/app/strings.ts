// The shell's texts: its bars, menus and the no-store screen (the spec's words as written).
import { PRODUCT_NAME } from "../ui/strings.ts";

export const SHELL_TEXT = {
  productName: PRODUCT_NAME,
  /** Not a spec text: the first Tab stop of every layout. */
  skipToMain: "Skip to main content",
  /** Not a spec text: a new deploy took over the page. */
  updated: `${PRODUCT_NAME} was updated`,
  account: "Account",
  appMenu: (name: string) => `${name} applications`,
  nav: {
    label: "Inventory",
    dashboard: "Dashboard",
    purchaseOrders: "Purchase Orders",
    suppliers: "Suppliers",
    products: "Products",
    /** Not in the spec's bar; the list's own title. */
    customers: "Customers",
    /** Not in the spec's bar, nor in ours (a laptop's bar has no room): the palette's name for it. */
    replenish: "Replenish",
    /** Not a spec text: the button the bar folds into below md. */
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
    /** Not spec texts: beside the active store's name, and the dialog's way out. */
    current: "(current store)",
    close: "Close",
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
  /** Not spec texts: the way in, and the way out in the page. */
  askForInvite: (email: string | undefined) =>
    `To join a store, ask its owner to invite ${email ?? "your email address"} from Settings, Users; the invite's link opens it.`,
  signOut: "Sign Out",
} as const;
