// The one route table (spec section 2): each URL's wouter pattern and the permissions it needs (any one
// is enough; none means open to all). Links are derived from the patterns (PATHS), so a link and the
// route it opens cannot drift apart. The shell (src/app/routes.tsx) pairs each route with its screen.
import { PERMISSIONS, type PermissionValue } from "../../schema/permissions.ts";
import { hasAnyPermission } from "../../schema/permissions.ts";

export interface RouteDef<Pattern extends string = string> {
  /** A wouter pattern, relative to the router's base. */
  pattern: Pattern;
  permissions: readonly PermissionValue[];
}

const OPEN: readonly PermissionValue[] = [];
const ORDERS = [PERMISSIONS.createPurchaseOrder, PERMISSIONS.receivePurchaseOrder];
const STORE_ADMIN = [PERMISSIONS.modifyStore];

const route = <Pattern extends string>(pattern: Pattern, permissions = OPEN): RouteDef<Pattern> => ({
  pattern,
  permissions,
});

export const ROUTES = {
  dashboard: route("/"),
  // Signed out (the sign-in screen answers every other path too; /signin is the register screen's link)
  login: route("/login"),
  signin: route("/signin"),
  register: route("/register"),
  resetPassword: route("/reset-password"),
  setPassword: route("/reset-password/:token"),
  joinStore: route("/joinStore/:inviteToken"),
  // Signed in, inventory layout
  purchaseOrders: route("/purchase-orders", ORDERS),
  purchaseOrder: route("/purchase-orders/:poid", ORDERS),
  modifyPurchaseOrder: route("/purchase-orders/:poid/modify", ORDERS),
  // Only a receiver checks a delivery in, not every user who may edit the order (D64).
  checkInPurchaseOrder: route("/purchase-orders/:poid/check-in", [PERMISSIONS.receivePurchaseOrder]),
  suppliers: route("/suppliers"),
  createSupplier: route("/suppliers/create"),
  supplier: route("/suppliers/:id"),
  // Drafting orders is for buyers (issue 30 item 3, D228).
  replenish: route("/replenish", [PERMISSIONS.createPurchaseOrder]),
  products: route("/products"),
  createProduct: route("/products/create"),
  product: route("/products/:id"),
  connectionProducts: route("/connection/products"),
  customers: route("/customers"),
  createCustomer: route("/customers/create"),
  customer: route("/customers/:id"),
  connectionCustomers: route("/connection/customers"),
  // Signed in, settings layout
  settingsAccount: route("/settings/account"),
  settingsStore: route("/settings/store", STORE_ADMIN),
  settingsUsers: route("/settings/store/users", STORE_ADMIN),
  settingsRoles: route("/settings/store/roles", STORE_ADMIN),
  settingsConnections: route("/settings/store/connections", STORE_ADMIN),
  settingsPlans: route("/settings/store/plans", STORE_ADMIN),
  settingsBilling: route("/settings/store/billing", STORE_ADMIN),
} as const;

export type RouteName = keyof typeof ROUTES;

/** A pattern without a parameter links as itself; one with a `:parameter` links through a function. */
type Link<Pattern extends string> = Pattern extends `${string}:${string}`
  ? (value: string) => string
  : Pattern;

/** The link to a route: its pattern with the (single) parameter filled in and URL-encoded. */
function linkOf<Pattern extends string>(pattern: Pattern): Link<Pattern> {
  if (!pattern.includes(":")) return pattern as Link<Pattern>;
  return ((value: string) => pattern.replace(/:[A-Za-z]+/, encodeURIComponent(value))) as Link<Pattern>;
}

/** Every link of the app, built from the route table: `PATHS.suppliers`, `PATHS.purchaseOrder("442")`. */
export const PATHS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, { pattern }]) => [name, linkOf(pattern)]),
) as { [Name in RouteName]: Link<(typeof ROUTES)[Name]["pattern"]> };

/** Whether a user holding these permissions may open the route (spec section 2's route rule). */
export function mayOpen(held: readonly string[], route: RouteDef): boolean {
  return hasAnyPermission(held, route.permissions);
}
