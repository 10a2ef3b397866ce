// Each signed-in route of the route table (src/config/routes.ts: pattern and permissions) with the
// screen it shows, the layout it sits in and the read it opens with. The screens are in the signed-in
// gate's chunk, not one chunk each; the first screen's read starts before the gate renders.
import { DashboardScreen } from "../features/dashboard/screens/dashboard-screen.tsx";
import { PurchaseOrderListScreen } from "../features/purchase-orders/list/purchase-order-list-screen.tsx";
import { PurchaseOrderViewScreen } from "../features/purchase-orders/view/purchase-order-view-screen.tsx";
import { PurchaseOrderEditScreen } from "../features/purchase-orders/edit/purchase-order-edit-screen.tsx";
import { PurchaseOrderCheckInScreen } from "../features/purchase-orders/check-in/purchase-order-check-in-screen.tsx";
import { SuppliersScreen } from "../features/suppliers/screens/suppliers-screen.tsx";
import { SupplierEditScreen } from "../features/suppliers/screens/supplier-edit-screen.tsx";
import { SupplierCreateScreen } from "../features/suppliers/screens/supplier-create-screen.tsx";
import { ProductsScreen } from "../features/products/screens/products-screen.tsx";
import { ReplenishScreen } from "../features/replenish/screens/replenish-screen.tsx";
import {
  ProductCreateScreen,
  ProductDetailScreen,
} from "../features/products/screens/product-placeholder-screens.tsx";
import { MembersScreen } from "../features/members/screens/members-screen.tsx";
import { CustomersScreen } from "../features/customers/screens/customers-screen.tsx";
import {
  CustomerCreateScreen,
  CustomerDetailScreen,
} from "../features/customers/screens/customer-placeholder-screens.tsx";
import { AccountScreen } from "../features/settings/screens/account-screen.tsx";
import { StoreInformationScreen } from "../features/settings/screens/store-information-screen.tsx";
import { StoreRolesScreen } from "../features/settings/screens/store-roles-screen.tsx";
import { ConnectionsScreen } from "../features/settings/screens/connections-screen.tsx";
import { PlansScreen } from "../features/settings/screens/plans-screen.tsx";
import { BillingScreen } from "../features/settings/screens/billing-screen.tsx";
import type { ComponentType } from "react";
import { mayOpen, ROUTES, type RouteDef } from "../config/routes.ts";
import { preloadPurchaseOrder } from "../domain/api/purchase-order.ts";
import { preloadPurchaseOrders } from "../features/purchase-orders/shared/api/purchase-orders.ts";

export interface AppRoute {
  route: RouteDef;
  layout: "inventory" | "settings";
  screen: ComponentType;
  /** Starts the read the screen opens with, given the route's parameters and the URL's query (at boot). */
  data?: (params: Record<string, string | undefined>, query: URLSearchParams) => void;
}

const order = ({ poid }: Record<string, string | undefined>) =>
  poid ? preloadPurchaseOrder(poid) : undefined;

export const SCREENS: readonly AppRoute[] = [
  { route: ROUTES.dashboard, layout: "inventory", screen: DashboardScreen },
  {
    route: ROUTES.purchaseOrders,
    layout: "inventory",
    screen: PurchaseOrderListScreen,
    data: (_, query) => preloadPurchaseOrders(query),
  },
  { route: ROUTES.purchaseOrder, layout: "inventory", screen: PurchaseOrderViewScreen, data: order },
  { route: ROUTES.modifyPurchaseOrder, layout: "inventory", screen: PurchaseOrderEditScreen, data: order },
  {
    route: ROUTES.checkInPurchaseOrder,
    layout: "inventory",
    screen: PurchaseOrderCheckInScreen,
    data: order,
  },
  { route: ROUTES.createSupplier, layout: "inventory", screen: SupplierCreateScreen },
  { route: ROUTES.suppliers, layout: "inventory", screen: SuppliersScreen },
  { route: ROUTES.supplier, layout: "inventory", screen: SupplierEditScreen },
  { route: ROUTES.products, layout: "inventory", screen: ProductsScreen },
  { route: ROUTES.replenish, layout: "inventory", screen: ReplenishScreen },
  { route: ROUTES.createProduct, layout: "inventory", screen: ProductCreateScreen },
  { route: ROUTES.product, layout: "inventory", screen: ProductDetailScreen },
  { route: ROUTES.connectionProducts, layout: "inventory", screen: ProductsScreen },
  { route: ROUTES.customers, layout: "inventory", screen: CustomersScreen },
  { route: ROUTES.createCustomer, layout: "inventory", screen: CustomerCreateScreen },
  { route: ROUTES.customer, layout: "inventory", screen: CustomerDetailScreen },
  { route: ROUTES.connectionCustomers, layout: "inventory", screen: CustomersScreen },
  { route: ROUTES.settingsAccount, layout: "settings", screen: AccountScreen },
  { route: ROUTES.settingsStore, layout: "settings", screen: StoreInformationScreen },
  { route: ROUTES.settingsUsers, layout: "settings", screen: MembersScreen },
  { route: ROUTES.settingsRoles, layout: "settings", screen: StoreRolesScreen },
  { route: ROUTES.settingsConnections, layout: "settings", screen: ConnectionsScreen },
  { route: ROUTES.settingsPlans, layout: "settings", screen: PlansScreen },
  { route: ROUTES.settingsBilling, layout: "settings", screen: BillingScreen },
];

/** The screens a user holding these permissions may open (spec section 2's route rule). */
export function allowedScreens(held: readonly string[]): AppRoute[] {
  return SCREENS.filter(({ route }) => mayOpen(held, route));
}
