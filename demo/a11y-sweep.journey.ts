// axe-core over every screen of the spec (issue 8) in each state that applies to it: loaded (the seeded
// demo), empty (the empty demo of `?scale=empty`, a filter that matches nothing, a new order, the
// provider's empty answer), error (the demo's fault injection `?offline=1`, or a refusal the provider
// really gives) and open dialog (every dialog, menu and popup). One table, one test per row, named
// "screen: state (which)"; a pattern of the route table (src/config/routes.ts) without a row fails the first
// test, so a new screen cannot be left out.
//
// How a row reaches its state is in a11y-states-account.ts and a11y-states-stock.ts (made of the steps
// of a11y-sweep-kit.ts); the one tab the rows run in, session by session, is a11y-sweep-session.ts.
import * as assert from "uvu/assert";
import { PATHS, ROUTES } from "../src/config/routes.ts";
import { SIGN_IN_TEXT } from "../src/features/auth/strings.ts";
import { CUSTOMERS_TEXT } from "../src/features/customers/strings.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { SETTINGS_TEXT } from "../src/features/settings/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { assertNoViolations } from "./a11y.ts";
import * as acct from "./a11y-states-account.ts";
import * as catalogue from "./a11y-states-catalogue.ts";
import * as checkIn from "./a11y-states-check-in.ts";
import * as extras from "./a11y-states-order-extras.ts";
import * as palette from "./a11y-states-palette.ts";
import * as replenish from "./a11y-states-replenish.ts";
import * as stock from "./a11y-states-stock.ts";
import {
  alert,
  and,
  emptyList,
  failed,
  list,
  openMenu,
  rows,
  show,
  showText,
  type Row,
  type Sweep,
} from "./a11y-sweep-kit.ts";
import { enter, openSweep, settled } from "./a11y-sweep-session.ts";
import { journeySuite } from "./harness.ts";

const test = journeySuite("accessibility sweep");

const PO = PURCHASE_ORDERS_TEXT;
const S = SUPPLIERS_TEXT;
const SP = SETTINGS_TEXT;
const NOT_FOUND = UI_TEXT.notFound.message;
const UNAVAILABLE = UI_TEXT.unavailable.title;

// ---------------------------------------------------------------------------------------------
// The table.

const PO_VIEW = ROUTES.purchaseOrder.pattern;
const PO_EDIT = ROUTES.modifyPurchaseOrder.pattern;
const PO_CHECK_IN = ROUTES.checkInPurchaseOrder.pattern;
const SUPPLIER = ROUTES.supplier.pattern;
const PRODUCTS_AGAIN = "/connection/products";
const CUSTOMERS_AGAIN = "/connection/customers";
const DEMO_BAR = "(the demo bar)";
const NO_STORE = "(signed in, no store)";
const INVITE_PENDING = "(signed in, invite pending)";

// prettier-ignore
const ROWS: Row[] = [
  ...rows("signed out", [
    ["sign-in screen", "loaded", PATHS.login, acct.signInScreen],
    ["sign-in screen", "loaded", PATHS.signin, show(PATHS.signin, SIGN_IN_TEXT.title), "at /signin"],
    ["sign-in screen", "loaded", PATHS.login, showText("/?status=100", SIGN_IN_TEXT.status100), "?status=100"],
    ["sign-in screen", "loaded", PATHS.login, showText("/login?code=102", SIGN_IN_TEXT.code102), "?code=102"],
    ["register screen", "loaded", PATHS.register, acct.registerScreen],
    ["reset password screen", "loaded", PATHS.resetPassword, acct.resetScreen],
    ["reset password screen", "loaded", PATHS.resetPassword, acct.resetLinkSent, "link sent"],
    ["set password screen", "loaded", ROUTES.setPassword.pattern, acct.setPasswordScreen],
    ["set password screen", "error", ROUTES.setPassword.pattern, acct.setPasswordRefused, "a used or expired link"],
    ["invite landing screen", "loaded", ROUTES.joinStore.pattern, acct.validInvite],
    // The provider's empty answer (spec section 4): invalid or expired.
    ["invite landing screen", "empty", ROUTES.joinStore.pattern, acct.expiredInvite, "expired invite"],
    // A fresh demo: the outbox and the feedback inbox are empty.
    ["demo toolkit", "open dialog", DEMO_BAR, acct.demoPanel("Outbox"), "demo panel, empty Outbox"],
    ["demo toolkit", "open dialog", DEMO_BAR, acct.demoPanel("Feedback inbox"), "demo panel, empty Feedback inbox"],
    ["demo toolkit", "open dialog", DEMO_BAR, acct.demoPanel("Fault injection"), "demo panel, Fault injection"],
    ["demo toolkit", "open dialog", DEMO_BAR, acct.resetConfirmation, "Reset demo data confirmation"],
  ]),
  ...rows("signed out, offline", [
    ["sign-in screen", "error", PATHS.login, acct.signInRefused, "did not go through"],
    ["register screen", "error", PATHS.register, acct.registerRefused, "did not go through"],
    ["reset password screen", "error", PATHS.resetPassword, and(acct.resetAsked, alert), "not sent"],
    // A lookup that did not reach the provider says so and offers Try Again (not "invalid").
    ["invite landing screen", "error", ROUTES.joinStore.pattern, acct.unreachedInvite, "unavailable"],
  ]),
  ...rows("owner", [
    ["dashboard", "loaded", PATHS.dashboard, acct.dashboard],
    ["dashboard", "open dialog", PATHS.dashboard, acct.userMenu, "user menu"],
    ["dashboard", "open dialog", PATHS.dashboard, acct.appMenu, "application menu"],
    ["dashboard", "open dialog", PATHS.dashboard, acct.reportDialog, "Report An Issue"],
    ["dashboard", "open dialog", PATHS.dashboard, acct.storeSwitcher, "store switcher"],
    ["dashboard", "open dialog", PATHS.dashboard, palette.paletteResults, "Jump Anywhere with results"],
    ["dashboard", "open dialog", PATHS.dashboard, palette.shortcuts, "Keyboard Shortcuts"],
    ["purchase order view", "open dialog", PO_VIEW, palette.paletteOrderActions, "Jump Anywhere with the order's actions"],
    ["purchase order list", "loaded", PATHS.purchaseOrders, list(PATHS.purchaseOrders, PO.title)],
    ["purchase order view", "loaded", PO_VIEW, stock.orderView("OPEN")],
    ["purchase order view", "loaded", PO_VIEW, stock.orderView("CLOSED"), "a CLOSED order"],
    ["purchase order view", "loaded", PO_VIEW, stock.sentToast, "'Email sent to supplier!' toast"],
    ["purchase order view", "open dialog", PO_VIEW, stock.supplierDropdown, "supplier dropdown"],
    ["purchase order view", "open dialog", PO_VIEW, stock.pdfMenu, "PDF actions menu"],
    ["purchase order view", "open dialog", PO_VIEW, stock.sendConfirmation, "Send PDF to Supplier confirmation"],
    ["purchase order view", "open dialog", PO_VIEW, stock.confirmation("OPEN", PO.transitions.markOrdered), "Mark As Ordered"],
    ["purchase order view", "open dialog", PO_VIEW, stock.confirmation("ORDERED", PO.transitions.markReceived), "Mark As Received"],
    ["purchase order view", "open dialog", PO_VIEW, stock.confirmation("RECEIVED", PO.transitions.close), "Close & Add Inventory"],
    ["purchase order view", "error", PO_VIEW, stock.noSuchOrder, "no such order"],
    ["purchase order edit", "loaded", PO_EDIT, stock.orderEdit],
    ["delivery check-in", "loaded", PO_CHECK_IN, checkIn.checkIn],
    ["delivery check-in", "error", PO_CHECK_IN, checkIn.unknownCode, "an unknown code"],
    ["delivery check-in", "open dialog", PO_CHECK_IN, checkIn.confirmation, "Mark As Received confirmation"],
    ["purchase order edit", "open dialog", PO_EDIT, stock.productSearchOpen, "product search list"],
    ["purchase order edit", "open dialog", PO_EDIT, stock.discountTip, "discount tooltip"],
    ["purchase order edit", "open dialog", PO_EDIT, extras.importDialog, "Import Lines"],
    ["purchase order edit", "open dialog", PO_EDIT, extras.importPreview, "Import Lines preview"],
    ["purchase order edit", "loaded", PO_EDIT, extras.conflictChoice, "another user's change: keep which?"],
    ["purchase order view", "loaded", PO_VIEW, extras.notesEditing, "notes being written"],
    ["purchase order view", "loaded", PO_VIEW, extras.notesSaved, "notes saved"],
    ["supplier list", "loaded", PATHS.suppliers, list(PATHS.suppliers, S.title)],
    ["supplier create", "loaded", PATHS.createSupplier, stock.supplierCreate],
    ["supplier create", "error", PATHS.createSupplier, stock.supplierInvalid, "fields failing validation"],
    ["supplier edit", "loaded", SUPPLIER, stock.supplierEdit],
    ["supplier edit", "empty", SUPPLIER, stock.noOrdersOfSupplier, "no status chosen"],
    ["supplier edit", "error", SUPPLIER, stock.noSuchSupplier, "no such supplier"],
    ["product list", "loaded", PATHS.products, list(PATHS.products, PRODUCTS_TEXT.title)],
    ["product list", "loaded", PRODUCTS_AGAIN, list(PRODUCTS_AGAIN, PRODUCTS_TEXT.title), `at ${PRODUCTS_AGAIN}`],
    ["product list", "loaded", PATHS.products, catalogue.picked, "below 30 in stock, two lines picked"],
    ["product list", "error", PATHS.products, catalogue.notUnderstood, "a filter and a target not understood"],
    ["product list", "open dialog", PATHS.products, catalogue.reorderLevels, "reorder levels dialog"],
    ["replenish", "loaded", PATHS.replenish, replenish.withTarget, "a store target set"],
    ["product detail (placeholder)", "loaded", "/products/:id", stock.placeholder("product")],
    ["product create (placeholder)", "loaded", "/products/create", showText("/products/create", UI_TEXT.placeholderPage)],
    ["customer list", "loaded", PATHS.customers, list(PATHS.customers, CUSTOMERS_TEXT.title)],
    ["customer list", "loaded", CUSTOMERS_AGAIN, list(CUSTOMERS_AGAIN, CUSTOMERS_TEXT.title), `at ${CUSTOMERS_AGAIN}`],
    ["customer detail (placeholder)", "loaded", "/customers/:id", stock.placeholder("customer")],
    ["customer create (placeholder)", "loaded", "/customers/create", showText("/customers/create", UI_TEXT.placeholderPage)],
    ["settings: My Account", "loaded", PATHS.settingsAccount, acct.account],
    ["settings: My Account", "open dialog", PATHS.settingsAccount, acct.emailChange, "email change open"],
    ["settings: Store Information", "loaded", PATHS.settingsStore, show(PATHS.settingsStore, SP.store.title)],
    ["settings: Users", "loaded", PATHS.settingsUsers, acct.usersLoaded],
    ["settings: Users", "loaded", PATHS.settingsUsers, acct.inviteSent, "invite sent, toast shown"],
    ["settings: Users", "open dialog", PATHS.settingsUsers, acct.removeMember, "Remove member confirmation"],
    ["settings: Users", "open dialog", PATHS.settingsUsers, acct.revokeInvite, "Revoke invite confirmation"],
    ["settings: Store Roles", "loaded", PATHS.settingsRoles, acct.roles],
    ["settings: Store Roles", "empty", PATHS.settingsRoles, acct.ownerRole, "no permission left to add"],
    ["settings: Store Roles", "open dialog", PATHS.settingsRoles, acct.newRoleInput, "new role name input"],
    ["settings: Store Roles", "open dialog", PATHS.settingsRoles, acct.renameInput, "rename input"],
    ["settings: Storefront Connections", "loaded", PATHS.settingsConnections, show(PATHS.settingsConnections, SP.connections.title)],
    ["settings: Plans", "loaded", PATHS.settingsPlans, show(PATHS.settingsPlans, SP.plans.title)],
    ["settings: Billing and Invoices", "loaded", PATHS.settingsBilling, show(PATHS.settingsBilling, SP.billing.title)],
    ["not-found page", "loaded", "(any other path)", show("/no-such-page", NOT_FOUND)],
    // After every other row of an order: from here every order of the store waits for approval.
    ["purchase order view", "loaded", PO_VIEW, extras.waitingForApproval, "waiting for approval"],
    ["purchase order view", "loaded", PO_VIEW, extras.approved, "approved"],
    // Last: the other application stays chosen in local storage until the session ends.
    ["dashboard in another application", "open dialog", PATHS.dashboard, acct.otherApplication, "its application menu"],
  ]),
  ...rows("owner, offline", [
    ["purchase order list", "error", PATHS.purchaseOrders, failed(() => PATHS.purchaseOrders, UNAVAILABLE), "offline"],
    ["purchase order view", "error", PO_VIEW, failed((seed) => PATHS.purchaseOrder(seed.orders.OPEN), UNAVAILABLE), "offline"],
    ["purchase order edit", "error", PO_EDIT, failed((seed) => PATHS.modifyPurchaseOrder(seed.orders.OPEN), UNAVAILABLE), "offline"],
    ["supplier list", "error", PATHS.suppliers, failed(() => PATHS.suppliers, UNAVAILABLE), "offline"],
    ["supplier edit", "error", SUPPLIER, failed((seed) => PATHS.supplier(seed.supplier), UNAVAILABLE), "offline"],
    ["supplier create", "error", PATHS.createSupplier, stock.supplierNotSaved, "offline: not saved"],
    ["product list", "error", PATHS.products, failed(() => PATHS.products, UNAVAILABLE), "offline"],
    ["product list", "error", PRODUCTS_AGAIN, failed(() => PRODUCTS_AGAIN, UNAVAILABLE), `offline, at ${PRODUCTS_AGAIN}`],
    ["replenish", "error", PATHS.replenish, failed(() => PATHS.replenish, UNAVAILABLE), "offline"],
    ["customer list", "error", PATHS.customers, failed(() => PATHS.customers, UNAVAILABLE), "offline"],
    ["customer list", "error", CUSTOMERS_AGAIN, failed(() => CUSTOMERS_AGAIN, UNAVAILABLE), `offline, at ${CUSTOMERS_AGAIN}`],
    ["settings: Users", "error", PATHS.settingsUsers, acct.usersUnreached, "offline"],
    ["settings: Store Roles", "error", PATHS.settingsRoles, failed(() => PATHS.settingsRoles, UNAVAILABLE), "offline"],
    ["dashboard", "error", PATHS.dashboard, acct.reportFailed, "offline: the report did not go through"],
    ["dashboard", "error", PATHS.dashboard, acct.switchFailed, "offline: the store switch did not go through"],
  ]),
  ...rows("no store", [
    ["'No Active Stores' screen", "loaded", NO_STORE, acct.noStores],
    ["'No Active Stores' screen", "open dialog", NO_STORE, and(acct.noStores, openMenu(/^User menu for /)), "user menu"],
    // From here the invite token is kept in local storage: every path shows the acceptance screen.
    ["invite acceptance screen", "loaded", INVITE_PENDING, acct.acceptance],
    ["invite acceptance screen", "error", INVITE_PENDING, acct.joinRefused, "joining refused"],
  ]),
  ...rows("no store, offline", [
    ["invite acceptance screen", "error", INVITE_PENDING, acct.acceptanceUnreached, "offline: did not load"],
  ]),
  ...rows("owner, empty demo", [
    ["purchase order list", "empty", PATHS.purchaseOrders, emptyList(PATHS.purchaseOrders, PO.title)],
    ["supplier list", "empty", PATHS.suppliers, emptyList(PATHS.suppliers, S.title)],
    ["product list", "empty", PATHS.products, emptyList(PATHS.products, PRODUCTS_TEXT.title)],
    ["product list", "empty", PRODUCTS_AGAIN, emptyList(PRODUCTS_AGAIN, PRODUCTS_TEXT.title), `at ${PRODUCTS_AGAIN}`],
    ["replenish", "empty", PATHS.replenish, replenish.noProducts, "no tracked product"],
    ["customer list", "empty", PATHS.customers, emptyList(PATHS.customers, CUSTOMERS_TEXT.title)],
    ["customer list", "empty", CUSTOMERS_AGAIN, emptyList(CUSTOMERS_AGAIN, CUSTOMERS_TEXT.title), `at ${CUSTOMERS_AGAIN}`],
    ["purchase order edit", "empty", PO_EDIT, stock.newOrder, "a new order"],
    ["purchase order view", "empty", PO_VIEW, stock.newOrderView, "a new order"],
    ["settings: Users", "empty", PATHS.settingsUsers, acct.noPendingInvites, "no pending invites"],
  ]),
];

// ---------------------------------------------------------------------------------------------
// Running the table.

/** Every pattern of the route table must have a row. */
const TO_COVER = Object.values(ROUTES).map((route) => route.pattern);

let sweep: Sweep | undefined;

const nameOf = (row: Row) => `${row.screen}: ${row.state}${row.detail ? ` (${row.detail})` : ""}`;

test("every route of the route table has a row in the sweep", () => {
  const covered = new Set(ROWS.map((row) => row.route));
  assert.equal(
    TO_COVER.filter((route) => !covered.has(route)),
    [],
    "routes without a row",
  );
  const names = ROWS.map(nameOf);
  assert.equal(
    names.filter((name, i) => names.indexOf(name) !== i),
    [],
    "rows named twice",
  );
});

for (const row of ROWS)
  test(nameOf(row), async () => {
    sweep ??= await openSweep();
    // Only uncaught errors count here: the offline sessions fail their calls by design.
    const { pageErrors } = sweep.demo;
    pageErrors.length = 0;
    await enter(sweep, row.session);
    await row.arrive(sweep);
    await settled(sweep.page);
    await assertNoViolations(sweep.page, nameOf(row));
    assert.equal(pageErrors, [], "no uncaught errors on the page");
  });

test.run();
