// Each screen names itself in the tab (issue 12): "{screen} - Stock Sense". A screen that falls back to
// a shared page (not found) carries that page's title instead.
import { waitFor } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { openOrder, firstSupplier, type PathOf } from "./failure-kit.tsx";
import type { Provider } from "../mocks/provider.ts";
import { freshState, renderApp, signInStored } from "./render.tsx";

const OWNER = "owner@example.com";

/** An order of the owner's store in `status`. */
const orderIn = ({ store: { db } }: Provider, status: string) => {
  const store = db.users.find((u) => u.email === OWNER)!.activeStoreId;
  return String(db.purchaseOrders.find((o) => o.storeId === store && o.status === status)!.id);
};

const TITLES: [PathOf, string | undefined, string | ((path: string) => string)][] = [
  ["/login", undefined, "Sign In - Stock Sense"],
  ["/register", undefined, "Create your account - Stock Sense"],
  ["/reset-password", undefined, "Reset your password - Stock Sense"],
  [`/reset-password/${"0".repeat(64)}`, undefined, "Choose a new password - Stock Sense"],
  ["/joinStore/demo-invite-valid", undefined, "Store invite - Stock Sense"],
  ["/", OWNER, "Dashboard - Stock Sense"],
  ["/purchase-orders", OWNER, "Purchase Orders - Stock Sense"],
  [
    (p) => `/purchase-orders/${openOrder(p)}`,
    OWNER,
    (path) => `Purchase Order #${path.split("/")[2]} - Stock Sense`,
  ],
  [
    (p) => `/purchase-orders/${openOrder(p)}/modify`,
    OWNER,
    (path) => `Edit Products: Purchase Order #${path.split("/")[2]} - Stock Sense`,
  ],
  [
    (p) => `/purchase-orders/${orderIn(p, "ORDERED")}/check-in`,
    OWNER,
    (path) => `Check In Delivery: Purchase Order #${path.split("/")[2]} - Stock Sense`,
  ],
  ["/suppliers", OWNER, "Suppliers - Stock Sense"],
  ["/suppliers/create", OWNER, "New Supplier - Stock Sense"],
  ["/products", OWNER, "Products - Stock Sense"],
  ["/customers", OWNER, "Customers - Stock Sense"],
  ["/settings/account", OWNER, "My Account - Stock Sense"],
  ["/settings/store/users", OWNER, "Users - Stock Sense"],
  ["/settings/store/roles", OWNER, "Store Roles - Stock Sense"],
  ["/settings/store", OWNER, "Store Information - Stock Sense"],
  ["/settings/store/connections", OWNER, "Storefront Connections - Stock Sense"],
  ["/settings/store/plans", OWNER, "Plans - Stock Sense"],
  ["/", "newcomer@example.com", "No Active Stores - Stock Sense"],
  ["/settings/store/billing", OWNER, "Billing and Invoices - Stock Sense"],
  ["/no-such-page", OWNER, "Page not found - Stock Sense"],
  ["/purchase-orders/999999/modify", OWNER, "Page not found - Stock Sense"],
];

for (const [path, signedInAs, title] of TITLES)
  test(`${typeof path === "string" ? path : "an order's page"}: the tab reads "${typeof title === "string" ? title : "…"}"`, async () => {
    document.title = "Stock Sense";
    const provider = await freshState();
    if (signedInAs) await signInStored(signedInAs);
    const at = typeof path === "string" ? path : path(provider);
    await renderApp(at);
    const wanted = typeof title === "string" ? title : title(at);
    await waitFor(() => assert.is(document.title, wanted));
  });

test("a supplier's page is titled with its name", async () => {
  const provider = await freshState();
  await signInStored(OWNER);
  const id = firstSupplier(provider);
  const name = provider.store.db.suppliers.find((s) => String(s.id) === id)!.name;
  await renderApp(`/suppliers/${id}`);
  await waitFor(() => assert.is(document.title, `${name} - Stock Sense`));
});

test.run();
