// Each signed-in route of the route table (src/config/routes.ts: pattern and permissions) with the
// screen it shows, the layout it sits in and the read it opens with. Screens load lazily, so each
// feature is its own chunk; the shell loads a route's chunk and starts its read before it renders it
// (route-preload.ts).
import { lazyScreen, type LazyScreen } from "./lazy-screen.ts";
import { mayOpen, ROUTES, type RouteDef } from "../config/routes.ts";
import { preloadPurchaseOrder } from "../features/purchase-orders/api/purchase-order.ts";
import { preloadPurchaseOrders } from "../features/purchase-orders/api/purchase-orders.ts";

export interface AppRoute {
  route: RouteDef;
  layout: "inventory" | "settings";
  screen: LazyScreen;
  /**
   * Starts the read the screen opens with, given the route's parameters and the URL's query; returns
   * what settles once it is answered.
   */
  data?: (params: Record<string, string | undefined>, query: URLSearchParams) => Promise<unknown> | void;
  /** The screens its rows open, whose chunks load once it has its data and the page is idle (D92). */
  leadsTo?: readonly LazyScreen[];
}

const order = ({ poid }: Record<string, string | undefined>) =>
  poid ? preloadPurchaseOrder(poid) : undefined;

const Dashboard = lazyScreen(
  () => import("../features/dashboard/screens/dashboard-screen.tsx"),
  (m) => m.DashboardScreen,
);
const PurchaseOrderList = lazyScreen(
  () => import("../features/purchase-orders/screens/purchase-order-list-screen.tsx"),
  (m) => m.PurchaseOrderListScreen,
);
const PurchaseOrderView = lazyScreen(
  () => import("../features/purchase-orders/screens/purchase-order-view-screen.tsx"),
  (m) => m.PurchaseOrderViewScreen,
);
const PurchaseOrderEdit = lazyScreen(
  () => import("../features/purchase-orders/screens/purchase-order-edit-screen.tsx"),
  (m) => m.PurchaseOrderEditScreen,
);
const PurchaseOrderCheckIn = lazyScreen(
  () => import("../features/purchase-orders/screens/purchase-order-check-in-screen.tsx"),
  (m) => m.PurchaseOrderCheckInScreen,
);
const Suppliers = lazyScreen(
  () => import("../features/suppliers/screens/suppliers-screen.tsx"),
  (m) => m.SuppliersScreen,
);
const SupplierEdit = lazyScreen(
  () => import("../features/suppliers/screens/supplier-edit-screen.tsx"),
  (m) => m.SupplierEditScreen,
);
const SupplierCreate = lazyScreen(
  () => import("../features/suppliers/screens/supplier-create-screen.tsx"),
  (m) => m.SupplierCreateScreen,
);
const Products = lazyScreen(
  () => import("../features/products/screens/products-screen.tsx"),
  (m) => m.ProductsScreen,
);
const ProductDetail = lazyScreen(
  () => import("../features/products/screens/product-placeholder-screens.tsx"),
  (m) => m.ProductDetailScreen,
);
const ProductCreate = lazyScreen(
  () => import("../features/products/screens/product-placeholder-screens.tsx"),
  (m) => m.ProductCreateScreen,
);
const Members = lazyScreen(
  () => import("../features/members/screens/members-screen.tsx"),
  (m) => m.MembersScreen,
);
const Customers = lazyScreen(
  () => import("../features/customers/screens/customers-screen.tsx"),
  (m) => m.CustomersScreen,
);
const CustomerDetail = lazyScreen(
  () => import("../features/customers/screens/customer-placeholder-screens.tsx"),
  (m) => m.CustomerDetailScreen,
);
const CustomerCreate = lazyScreen(
  () => import("../features/customers/screens/customer-placeholder-screens.tsx"),
  (m) => m.CustomerCreateScreen,
);

const AccountSettings = lazyScreen(
  () => import("../features/settings/screens/account-screen.tsx"),
  (m) => m.AccountScreen,
);
const StoreInformation = lazyScreen(
  () => import("../features/settings/screens/store-information-screen.tsx"),
  (m) => m.StoreInformationScreen,
);
const StoreRoles = lazyScreen(
  () => import("../features/settings/screens/store-roles-screen.tsx"),
  (m) => m.StoreRolesScreen,
);
const StorefrontConnections = lazyScreen(
  () => import("../features/settings/screens/connections-screen.tsx"),
  (m) => m.ConnectionsScreen,
);
const Plans = lazyScreen(
  () => import("../features/settings/screens/plans-screen.tsx"),
  (m) => m.PlansScreen,
);
const Billing = lazyScreen(
  () => import("../features/settings/screens/billing-screen.tsx"),
  (m) => m.BillingScreen,
);

export const SCREENS: readonly AppRoute[] = [
  { route: ROUTES.dashboard, layout: "inventory", screen: Dashboard },
  {
    route: ROUTES.purchaseOrders,
    layout: "inventory",
    screen: PurchaseOrderList,
    data: (_, query) => preloadPurchaseOrders(query),
    leadsTo: [PurchaseOrderView, PurchaseOrderEdit],
  },
  { route: ROUTES.purchaseOrder, layout: "inventory", screen: PurchaseOrderView, data: order },
  { route: ROUTES.modifyPurchaseOrder, layout: "inventory", screen: PurchaseOrderEdit, data: order },
  {
    route: ROUTES.checkInPurchaseOrder,
    layout: "inventory",
    screen: PurchaseOrderCheckIn,
    data: order,
  },
  { route: ROUTES.createSupplier, layout: "inventory", screen: SupplierCreate },
  { route: ROUTES.suppliers, layout: "inventory", screen: Suppliers },
  { route: ROUTES.supplier, layout: "inventory", screen: SupplierEdit },
  { route: ROUTES.products, layout: "inventory", screen: Products },
  { route: ROUTES.createProduct, layout: "inventory", screen: ProductCreate },
  { route: ROUTES.product, layout: "inventory", screen: ProductDetail },
  { route: ROUTES.connectionProducts, layout: "inventory", screen: Products },
  { route: ROUTES.customers, layout: "inventory", screen: Customers },
  { route: ROUTES.createCustomer, layout: "inventory", screen: CustomerCreate },
  { route: ROUTES.customer, layout: "inventory", screen: CustomerDetail },
  { route: ROUTES.connectionCustomers, layout: "inventory", screen: Customers },
  { route: ROUTES.settingsAccount, layout: "settings", screen: AccountSettings },
  { route: ROUTES.settingsStore, layout: "settings", screen: StoreInformation },
  { route: ROUTES.settingsUsers, layout: "settings", screen: Members },
  { route: ROUTES.settingsRoles, layout: "settings", screen: StoreRoles },
  { route: ROUTES.settingsConnections, layout: "settings", screen: StorefrontConnections },
  { route: ROUTES.settingsPlans, layout: "settings", screen: Plans },
  { route: ROUTES.settingsBilling, layout: "settings", screen: Billing },
];

/** The screens a user holding these permissions may open (spec section 2's route rule). */
export function allowedScreens(held: readonly string[]): AppRoute[] {
  return SCREENS.filter(({ route }) => mayOpen(held, route));
}
