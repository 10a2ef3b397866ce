// The screens the palette goes to: every route of the inventory layout the user may open (the route
// table's rule, spec section 2) that needs no parameter; orders, suppliers and products are looked up.
import { PATHS, ROUTES, type RouteName } from "../../config/routes.ts";
import { SUPPLIERS_TEXT } from "../../features/suppliers/strings.ts";
import { allowedScreens } from "../routes.tsx";
import type { ScreenOption } from "../../features/palette/palette.tsx";
import { PALETTE_TEXT } from "../../features/palette/strings.ts";
import { SHELL_TEXT } from "../strings.ts";

const N = SHELL_TEXT.nav;
const S = SHELL_TEXT.settings;
const P = PALETTE_TEXT.screens;

/** Each screen's name in the palette: the words of the link that opens it elsewhere, where there is one. */
const LABELS: Partial<Record<RouteName, string>> = {
  dashboard: N.dashboard,
  purchaseOrders: N.purchaseOrders,
  suppliers: N.suppliers,
  createSupplier: SUPPLIERS_TEXT.createNew,
  products: N.products,
  replenish: N.replenish,
  createProduct: P.createProduct,
  connectionProducts: P.connectionProducts,
  customers: P.customers,
  createCustomer: P.createCustomer,
  connectionCustomers: P.connectionCustomers,
  settingsAccount: S.account,
  settingsStore: S.store,
  settingsUsers: S.users,
  settingsRoles: S.roles,
  settingsConnections: S.connections,
  settingsPlans: S.plans,
  settingsBilling: S.billing,
};

/** The screens a user holding `held` may open, in the route table's order. */
export function screenOptions(held: readonly string[]): ScreenOption[] {
  const allowed = new Set(allowedScreens(held).map(({ route }) => route));
  return (Object.keys(LABELS) as RouteName[])
    .filter((name) => allowed.has(ROUTES[name]))
    .map((name) => ({ label: LABELS[name]!, path: PATHS[name] as string }));
}
