// The one route table (STYLE.md): every signed-in URL of spec section 2, the permissions it needs (any
// one is enough; none means open to all) and the layout it sits in. Screens load lazily, so each
// feature is its own chunk. Menus and links are derived from here.
import type { ComponentType } from "react";
import { PERMISSIONS, type PermissionValue } from "../../schema/permissions.ts";
import { hasAnyPermission } from "../../schema/permissions.ts";
import { lazyScreen } from "./lazy-screen.ts";
import { PATHS } from "./paths.ts";

export type Section = "dashboard" | "purchase-orders" | "suppliers" | "products" | "customers" | "settings";

export interface AppRoute {
  /** A wouter pattern. */
  path: string;
  permissions: readonly PermissionValue[];
  layout: "inventory" | "settings";
  section: Section;
  screen: ComponentType;
}

const ORDERS = [PERMISSIONS.createPurchaseOrder, PERMISSIONS.receivePurchaseOrder];
const STORE_ADMIN = [PERMISSIONS.modifyStore];
const OPEN: readonly PermissionValue[] = [];

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

export const ROUTES: readonly AppRoute[] = [
  { path: PATHS.dashboard, permissions: OPEN, layout: "inventory", section: "dashboard", screen: Dashboard },
  {
    path: PATHS.purchaseOrders,
    permissions: ORDERS,
    layout: "inventory",
    section: "purchase-orders",
    screen: PurchaseOrderList,
  },
  {
    path: "/purchase-orders/:poid",
    permissions: ORDERS,
    layout: "inventory",
    section: "purchase-orders",
    screen: PurchaseOrderView,
  },
  {
    path: "/purchase-orders/:poid/modify",
    permissions: ORDERS,
    layout: "inventory",
    section: "purchase-orders",
    screen: PurchaseOrderEdit,
  },
  {
    path: PATHS.createSupplier,
    permissions: OPEN,
    layout: "inventory",
    section: "suppliers",
    screen: SupplierCreate,
  },
  { path: PATHS.suppliers, permissions: OPEN, layout: "inventory", section: "suppliers", screen: Suppliers },
  {
    path: "/suppliers/:id",
    permissions: OPEN,
    layout: "inventory",
    section: "suppliers",
    screen: SupplierEdit,
  },
  { path: PATHS.products, permissions: OPEN, layout: "inventory", section: "products", screen: Products },
  {
    path: "/products/create",
    permissions: OPEN,
    layout: "inventory",
    section: "products",
    screen: ProductCreate,
  },
  {
    path: "/products/:id",
    permissions: OPEN,
    layout: "inventory",
    section: "products",
    screen: ProductDetail,
  },
  {
    path: "/connection/products",
    permissions: OPEN,
    layout: "inventory",
    section: "products",
    screen: Products,
  },
  { path: PATHS.customers, permissions: OPEN, layout: "inventory", section: "customers", screen: Customers },
  {
    path: "/customers/create",
    permissions: OPEN,
    layout: "inventory",
    section: "customers",
    screen: CustomerCreate,
  },
  {
    path: "/customers/:id",
    permissions: OPEN,
    layout: "inventory",
    section: "customers",
    screen: CustomerDetail,
  },
  {
    path: "/connection/customers",
    permissions: OPEN,
    layout: "inventory",
    section: "customers",
    screen: Customers,
  },
  {
    path: PATHS.settingsAccount,
    permissions: OPEN,
    layout: "settings",
    section: "settings",
    screen: AccountSettings,
  },
  {
    path: PATHS.settingsStore,
    permissions: STORE_ADMIN,
    layout: "settings",
    section: "settings",
    screen: StoreInformation,
  },
  {
    path: PATHS.settingsUsers,
    permissions: STORE_ADMIN,
    layout: "settings",
    section: "settings",
    screen: Members,
  },
  {
    path: PATHS.settingsRoles,
    permissions: STORE_ADMIN,
    layout: "settings",
    section: "settings",
    screen: StoreRoles,
  },
  {
    path: PATHS.settingsConnections,
    permissions: STORE_ADMIN,
    layout: "settings",
    section: "settings",
    screen: StorefrontConnections,
  },
  {
    path: PATHS.settingsPlans,
    permissions: STORE_ADMIN,
    layout: "settings",
    section: "settings",
    screen: Plans,
  },
  {
    path: PATHS.settingsBilling,
    permissions: STORE_ADMIN,
    layout: "settings",
    section: "settings",
    screen: Billing,
  },
];

/** The routes a user holding these permissions may open (spec section 2's route rule). */
export function allowedRoutes(held: readonly string[]): AppRoute[] {
  return ROUTES.filter((route) => hasAnyPermission(held, route.permissions));
}

/** Whether the route with this exact pattern (a link target such as "/purchase-orders") may be opened. */
export function mayOpenLink(held: readonly string[], path: string): boolean {
  return allowedRoutes(held).some((route) => route.path === path);
}
