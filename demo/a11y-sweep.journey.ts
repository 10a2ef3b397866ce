// axe-core over every screen of the spec (issue 8) in each state that applies to it: loaded (the seeded
// demo), empty (the empty demo of `?scale=empty`, a filter that matches nothing, a new order, the
// provider's empty answer), error (the demo's fault injection `?offline=1`, or a refusal the provider
// really gives) and open dialog (every dialog, menu and popup). One table, one test per row, named
// "screen: state (which)"; a route of routes.tsx or a path of paths.ts without a row fails the first
// test, so a new screen cannot be left out.
//
// The rows run in order in one browser tab, grouped by session: each session starts from cleared local
// storage with a full load that sets the demo's parameters, and signs in; each row then opens its path
// in the app, as a link would, and brings the screen to its state. A row that leaves something in local
// storage (another application, a pending invite) goes last in its session.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { PATHS } from "../src/app/paths.ts";
import { ROUTES } from "../src/app/routes.tsx";
import { TEXT } from "../src/ui/strings.ts";
import { assertNoViolations } from "./a11y.ts";
import { journeySuite, openDemo, type DemoPage } from "./harness.ts";
import { seededStore } from "./seed.ts";
import {
  DEMO_PASSWORD,
  fillForm,
  NEWCOMER,
  openDemoPanel,
  OWNER,
  register,
  signIn,
  waitForText,
  type DemoPanelTab,
} from "./steps.ts";

const test = journeySuite("accessibility sweep");

type State = "loaded" | "empty" | "error" | "open dialog";

/** Who is signed in, and how the demo answers. */
type Session =
  | "signed out"
  | "signed out, offline"
  | "owner"
  | "owner, offline"
  | "no store"
  | "no store, offline"
  | "owner, empty demo";

interface Sweep {
  demo: DemoPage;
  page: Page;
  seed: SeedFacts;
  /** Opens a path of the app (at the demo's root): in the app, or with a full load when it has a query. */
  go(path: string): Promise<void>;
}

/** Brings the tab to a state and waits until it shows. */
type Arrive = (sweep: Sweep) => Promise<void>;

/**
 * The screen, its state, the route of routes.tsx or path of paths.ts it answers (or what shows it), how
 * to get there, and which one where a screen has several of a state.
 */
type Entry = [screen: string, state: State, route: string, arrive: Arrive, detail?: string];

interface Row {
  screen: string;
  state: State;
  route: string;
  arrive: Arrive;
  detail?: string;
  session: Session;
}

const rows = (session: Session, entries: Entry[]): Row[] =>
  entries.map(([screen, state, route, arrive, detail]) => ({
    screen,
    state,
    route,
    arrive,
    detail,
    session,
  }));

// ---------------------------------------------------------------------------------------------
// The seed: ids of what the owner's store holds.

/** D22: the valid demo invite is to the second store. */
const INVITED_TO = "Harbor Hardware";

type Status = "OPEN" | "ORDERED" | "RECEIVED" | "CLOSED";

interface SeedFacts {
  /** An order in each status, with items and a supplier that has an email. */
  orders: Record<Status, string>;
  supplier: string;
  product: string;
  customer: string;
}

async function seedFacts(): Promise<SeedFacts> {
  const { orders, suppliers, products, customers } = await seededStore(OWNER);
  const mailable = new Set(suppliers.flatMap((s) => (s.email ? [s.id] : [])));
  const order = (status: Status) =>
    String(
      orders.find(
        (o) => o.status === status && o.items.length > 0 && o.vendorId !== null && mailable.has(o.vendorId),
      )!.id,
    );
  return {
    orders: {
      OPEN: order("OPEN"),
      ORDERED: order("ORDERED"),
      RECEIVED: order("RECEIVED"),
      CLOSED: order("CLOSED"),
    },
    supplier: String(suppliers[0]!.id),
    product: String(products[0]!.id),
    customer: String(customers[0]!.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Reaching a state.

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const button = (scope: Page | Locator, name: string) => scope.getByRole("button", { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const alert = (scope: Page | Locator) => scope.getByRole("alert").first().waitFor();

/** Opens `to` and waits for the h1 named `title`. */
const show =
  (to: string, title: string): Arrive =>
  async ({ go, page }) => {
    await go(to);
    await heading(page, title).waitFor();
  };

/** Opens `to` and waits for `text` anywhere on the page. */
const showText =
  (to: string, text: string): Arrive =>
  async ({ go, page }) => {
    await go(to);
    await waitForText(page, text);
  };

/** A list screen with its table holding rows, or 'No Data In Table'. */
const showList =
  (to: string, title: string, content: "rows" | "none" = "rows"): Arrive =>
  async (sweep) => {
    await show(to, title)(sweep);
    const table = region(sweep.page, title).locator("table:not([aria-busy])");
    await table
      .locator(content === "rows" ? "tbody td:not(.table-empty)" : ".table-empty")
      .first()
      .waitFor();
  };

/** After `first`, does `then` on the page. */
const and =
  (first: Arrive, then: (page: Page, sweep: Sweep) => Promise<unknown>): Arrive =>
  async (sweep) => {
    await first(sweep);
    await then(sweep.page, sweep);
  };

/** Presses the button named `opener` and waits for the dialog named `title`. */
const openDialog = (opener: string, title: string) => async (page: Page) => {
  await button(page, opener).click();
  await dialog(page, title).waitFor();
};

/** Presses the button `opener` finds and waits for a dialog. */
const openConfirmation = (opener: (page: Page) => Locator) => async (page: Page) => {
  await opener(page).click();
  await page.getByRole("dialog").waitFor();
};

/** Presses the menu button named `opener` and waits for its menu. */
const openMenu = (opener: string | RegExp) => async (page: Page) => {
  await page.getByRole("button", { name: opener }).click();
  await page.getByRole("menu").waitFor();
};

const PO = TEXT.purchaseOrders;
const EDIT = TEXT.purchaseOrderEdit;
const S = TEXT.suppliers;
const M = TEXT.members;
const R = TEXT.storeRoles;
const SP = TEXT.settingsPages;
const NOT_FOUND = TEXT.notFound.message;
const ERROR = TEXT.errorScreen.title;

const signInScreen = show(PATHS.login, TEXT.signIn.title);
const registerScreen = show(PATHS.register, TEXT.register.title);
const resetScreen = show(PATHS.resetPassword, TEXT.resetPassword.title);
const dashboard = showText(PATHS.dashboard, TEXT.dashboard.prompt);
const users = show(PATHS.settingsUsers, M.title);
const roles = show(PATHS.settingsRoles, R.title);
const supplierCreate = show(PATHS.createSupplier, S.create.title);

/** An order of the owner's store in `status`, its items shown. */
const orderView =
  (status: Status): Arrive =>
  async (sweep) => {
    const id = sweep.seed.orders[status];
    await sweep.go(PATHS.purchaseOrder(id));
    await heading(sweep.page, PO.detail.title(id)).waitFor();
    await region(sweep.page, PO.detail.products).locator("tbody td:not(.table-empty)").first().waitFor();
  };

const orderEdit: Arrive = async (sweep) => {
  const id = sweep.seed.orders.OPEN;
  await sweep.go(PATHS.modifyPurchaseOrder(id));
  await region(sweep.page, EDIT.items).locator("tbody input").first().waitFor();
};

const supplierEdit: Arrive = async (sweep) => {
  await sweep.go(PATHS.supplier(sweep.seed.supplier));
  await sweep.page.getByRole("textbox", { name: S.edit.labels.name, exact: true }).waitFor();
  await region(sweep.page, S.edit.orders).locator("table:not([aria-busy])").waitFor();
};

/** A transition's confirmation, from an order in the status it leaves. */
const confirmation = (status: Status, step: { label: string; confirm: string | null }) =>
  and(orderView(status), openDialog(step.label, step.confirm!));

const pdfMenu = and(orderView("OPEN"), openMenu(PO.pdf.more));
const sendConfirmation = and(pdfMenu, async (page) => {
  await page.getByRole("menuitem", { name: PO.pdf.send, exact: true }).click();
  await dialog(page, PO.pdf.sendConfirm).waitFor();
});
const sentToast = and(sendConfirmation, async (page) => {
  await button(dialog(page, PO.pdf.sendConfirm), TEXT.confirmDialog.confirm).click();
  await page.getByRole("status", { name: "Notifications" }).getByText(PO.pdf.sent).waitFor();
});
const supplierDropdown = and(orderView("OPEN"), async (page, { seed }) => {
  const panel = region(page, PO.detail.title(seed.orders.OPEN));
  await panel
    .getByRole("button", { name: new RegExp(`\\(${PO.detail.changeSupplier.slice(1, -1)}\\)$`) })
    .click();
  await panel.locator("select:not([aria-busy])").waitFor();
});

const resetAsked = and(resetScreen, async (page) => {
  await page.getByRole("textbox", { name: TEXT.resetPassword.email }).fill(OWNER);
  await button(page, TEXT.resetPassword.submit).click();
});

const demoPanel = (tab: DemoPanelTab) =>
  and(signInScreen, async (page) => {
    const panel = await openDemoPanel(page, tab);
    await panel.locator('[role="tabpanel"] :is(p, ul, form)').first().waitFor();
  });

const signInRefused = and(signInScreen, async (page) => {
  await fillForm(page, { [TEXT.signIn.email]: OWNER, [TEXT.signIn.password]: DEMO_PASSWORD });
  await button(page, TEXT.signIn.submit).click();
  await alert(page);
});

const registerRefused = and(registerScreen, async (page, { demo }) => {
  const account = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "Analytical1",
  };
  await register(demo, account);
  await alert(page);
});

const supplierNotSaved = and(supplierCreate, async (page) => {
  const L = S.create.labels;
  await fillForm(page, {
    [L.name]: "Sweep Supplies",
    [L.address1]: "1 Main Street",
    [L.city]: "Springfield",
    [L.state]: "IL",
    [L.zipCode]: "62701",
    [L.phoneNumber]: "5551234",
  });
  await button(page, S.create.submit).click();
  await alert(page);
});

const inviteSent = and(users, async (page) => {
  await page.getByRole("textbox", { name: M.invite.email, exact: true }).fill("sweep@example.com");
  await page.getByRole("combobox", { name: M.invite.role, exact: true }).selectOption({ label: "Viewer" });
  await button(page, M.invite.submit).click();
  await page.getByText(M.invite.sent("sweep@example.com"), { exact: true }).waitFor();
});

const usersLoaded = and(users, async (page) => {
  await region(page, M.pending.title).locator("table:not([aria-busy])").waitFor();
  await region(page, M.members).locator("tbody select").first().waitFor();
});

/** In the empty demo the store keeps the seed's one invite (an expired one); revoked, none is left. */
const noPendingInvites = and(users, async (page) => {
  const pending = region(page, M.pending.title);
  await pending.getByRole("button", { name: /^Revoke / }).click();
  await button(page.getByRole("dialog"), TEXT.confirmDialog.confirm).click();
  await pending.locator("table:not([aria-busy]) .table-empty").waitFor();
});

const noOrdersOfSupplier = and(supplierEdit, async (page) => {
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"])
    await page.getByRole("checkbox", { name: status, exact: true }).uncheck();
  await region(page, S.edit.orders).locator("table:not([aria-busy]) .table-empty").waitFor();
});

const reportFailed = and(dashboard, async (page) => {
  await openDialog(TEXT.feedback.button, TEXT.feedback.title)(page);
  const box = dialog(page, TEXT.feedback.title);
  await box.getByRole("textbox").fill("The sweep cannot reach the provider.");
  await button(box, TEXT.feedback.send).click();
  await alert(box);
});

const switchFailed = and(dashboard, async (page) => {
  await openDialog(TEXT.shell.storeSwitcher.button, TEXT.shell.storeSwitcher.title)(page);
  const box = dialog(page, TEXT.shell.storeSwitcher.title);
  await button(box, INVITED_TO).click();
  await alert(box);
});

const otherApplication = and(dashboard, async (page) => {
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: /^Data View/ }).click();
  await reloaded;
  await openMenu(TEXT.shell.appMenu("Data View"))(page);
});

/** A new order of the empty demo (the only one): its edit screen, with no items. */
const newOrder = and(showList(PATHS.purchaseOrders, PO.title, "none"), async (page) => {
  await button(page, PO.createNew).click();
  await region(page, EDIT.items).locator(".table-empty").waitFor();
});

/** The order the row before created, the empty demo's only one: its view, with no items. */
const newOrderView = and(showList(PATHS.purchaseOrders, PO.title), async (page) => {
  await page.getByRole("link", { name: /^View PO-/ }).click();
  await region(page, PO.detail.products).locator(".table-empty").waitFor();
});

const acceptance = showText(PATHS.joinStore("demo-invite-valid"), TEXT.invite.join(INVITED_TO));

/** A placeholder page of the owner's `kind`: /products/{id}, /customers/{id}. */
const placeholder =
  (kind: "product" | "customer"): Arrive =>
  (sweep) =>
    showText(`/${kind}s/${sweep.seed[kind]}`, TEXT.placeholderPage)(sweep);

const resetLinkSent = and(resetAsked, (page) => waitForText(page, TEXT.resetPassword.sent(OWNER)));
const validInvite = showText(PATHS.joinStore("demo-invite-valid"), TEXT.invite.invitedTo(INVITED_TO));
const expiredInvite = show(PATHS.joinStore("demo-invite-expired"), TEXT.invite.invalidTitle);
const unreachedInvite = show(PATHS.joinStore("demo-invite-valid"), TEXT.invite.invalidTitle);
const resetConfirmation = and(signInScreen, openDialog(TEXT.demo.reset, TEXT.demo.resetConfirm));

const userMenu = and(dashboard, openMenu(/^User menu for /));
const appMenu = and(dashboard, openMenu(TEXT.shell.appMenu("Stock Sense")));
const reportDialog = and(dashboard, openDialog(TEXT.feedback.button, TEXT.feedback.title));
const storeSwitcher = and(
  dashboard,
  openDialog(TEXT.shell.storeSwitcher.button, TEXT.shell.storeSwitcher.title),
);
const noSuchOrder = showText(PATHS.purchaseOrder("999999"), PO.detail.missing);
const noSuchSupplier = showText(PATHS.supplier("999999"), S.edit.missing);

const productSearchOpen = and(orderEdit, async (page) => {
  await page.getByRole("combobox", { name: EDIT.search.label, exact: true }).fill("a");
  await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
});
const discountTip = and(orderEdit, async (page) => {
  await page.getByRole("textbox", { name: EDIT.orderInfo.discount, exact: true }).focus();
  await page.getByRole("tooltip").waitFor();
});
const supplierInvalid = and(supplierCreate, async (page) => {
  await button(page, S.create.submit).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
});

const account = show(PATHS.settingsAccount, SP.account.title);
const emailChange = and(account, async (page) => {
  await page.getByRole("button", { name: new RegExp(`^${SP.account.change}`) }).click();
  await page
    .getByRole("button", { name: new RegExp(`^${SP.account.cancelChange}`) })
    .first()
    .waitFor();
});
const removeMember = and(
  users,
  openConfirmation((page) => page.getByRole("button", { name: /^Remove / }).first()),
);
const revokeInvite = and(
  users,
  openConfirmation((page) =>
    region(page, M.pending.title)
      .getByRole("button", { name: /^Revoke / })
      .first(),
  ),
);
const usersUnreached = and(users, (page) => page.getByRole("alert").nth(1).waitFor());

/** Store Owner holds every permission: none is left to add. */
const ownerRole = and(roles, async (page) => {
  await button(page, "Store Owner").click();
  await region(page, R.available).locator(".table-empty").waitFor();
});
const newRoleInput = and(roles, async (page) => {
  await button(page, R.newRole).click();
  await page.getByRole("textbox", { name: R.newRoleName, exact: true }).waitFor();
});
const renameInput = and(roles, async (page) => {
  await button(page, R.rename("Buyer")).click();
  await page.getByRole("textbox", { name: R.renameInput("Buyer"), exact: true }).waitFor();
});

const noStores = show(PATHS.dashboard, TEXT.noStores.title);
/** The invite is for another address (D14): the provider refuses, and the screen says so in red. */
const joinRefused = and(acceptance, async (page) => {
  await button(page, TEXT.invite.join(INVITED_TO)).click();
  await alert(page);
});
const acceptanceUnreached = showText(PATHS.joinStore("demo-invite-valid"), TEXT.invite.retry);

const list = (to: string, title: string) => showList(to, title);
const emptyList = (to: string, title: string) => showList(to, title, "none");

/** A screen that shows nothing but its error when every call fails. */
const failed =
  (to: (seed: SeedFacts) => string, title: string): Arrive =>
  (sweep) =>
    show(to(sweep.seed), title)(sweep);

// ---------------------------------------------------------------------------------------------
// The table.

const PO_VIEW = "/purchase-orders/:poid";
const PO_EDIT = "/purchase-orders/:poid/modify";
const SUPPLIER = "/suppliers/:id";
const PRODUCTS_AGAIN = "/connection/products";
const CUSTOMERS_AGAIN = "/connection/customers";
const DEMO_BAR = "(the demo bar)";
const NO_STORE = "(signed in, no store)";
const INVITE_PENDING = "(signed in, invite pending)";
const T = TEXT;

// prettier-ignore
const ROWS: Row[] = [
  ...rows("signed out", [
    ["sign-in screen", "loaded", PATHS.login, signInScreen],
    ["sign-in screen", "loaded", PATHS.signin, show(PATHS.signin, T.signIn.title), "at /signin"],
    ["sign-in screen", "loaded", PATHS.login, showText("/?status=100", T.signIn.status100), "?status=100"],
    ["sign-in screen", "loaded", PATHS.login, showText("/login?code=102", T.signIn.code102), "?code=102"],
    ["register screen", "loaded", PATHS.register, registerScreen],
    ["reset password screen", "loaded", PATHS.resetPassword, resetScreen],
    ["reset password screen", "loaded", PATHS.resetPassword, resetLinkSent, "link sent"],
    ["invite landing screen", "loaded", PATHS.joinStoreRoute, validInvite],
    // The provider's empty answer (spec section 4): invalid or expired.
    ["invite landing screen", "empty", PATHS.joinStoreRoute, expiredInvite, "expired invite"],
    // A fresh demo: the outbox and the feedback inbox are empty.
    ["demo toolkit", "open dialog", DEMO_BAR, demoPanel("Outbox"), "demo panel, empty Outbox"],
    ["demo toolkit", "open dialog", DEMO_BAR, demoPanel("Feedback inbox"), "demo panel, empty Feedback inbox"],
    ["demo toolkit", "open dialog", DEMO_BAR, demoPanel("Fault injection"), "demo panel, Fault injection"],
    ["demo toolkit", "open dialog", DEMO_BAR, resetConfirmation, "Reset demo data confirmation"],
  ]),
  ...rows("signed out, offline", [
    ["sign-in screen", "error", PATHS.login, signInRefused, "did not go through"],
    ["register screen", "error", PATHS.register, registerRefused, "did not go through"],
    ["reset password screen", "error", PATHS.resetPassword, and(resetAsked, alert), "not sent"],
    // A lookup that did not reach the provider shows the invalid texts too (the screen has no other).
    ["invite landing screen", "error", PATHS.joinStoreRoute, unreachedInvite, "did not load"],
  ]),
  ...rows("owner", [
    ["dashboard", "loaded", PATHS.dashboard, dashboard],
    ["dashboard", "open dialog", PATHS.dashboard, userMenu, "user menu"],
    ["dashboard", "open dialog", PATHS.dashboard, appMenu, "application menu"],
    ["dashboard", "open dialog", PATHS.dashboard, reportDialog, "Report An Issue"],
    ["dashboard", "open dialog", PATHS.dashboard, storeSwitcher, "store switcher"],
    ["purchase order list", "loaded", PATHS.purchaseOrders, list(PATHS.purchaseOrders, PO.title)],
    ["purchase order view", "loaded", PO_VIEW, orderView("OPEN")],
    ["purchase order view", "loaded", PO_VIEW, orderView("CLOSED"), "a CLOSED order"],
    ["purchase order view", "loaded", PO_VIEW, sentToast, "'Email sent to supplier!' toast"],
    ["purchase order view", "open dialog", PO_VIEW, supplierDropdown, "supplier dropdown"],
    ["purchase order view", "open dialog", PO_VIEW, pdfMenu, "PDF actions menu"],
    ["purchase order view", "open dialog", PO_VIEW, sendConfirmation, "Send PDF to Supplier confirmation"],
    ["purchase order view", "open dialog", PO_VIEW, confirmation("OPEN", PO.transitions.markOrdered), "Mark As Ordered"],
    ["purchase order view", "open dialog", PO_VIEW, confirmation("ORDERED", PO.transitions.markReceived), "Mark As Received"],
    ["purchase order view", "open dialog", PO_VIEW, confirmation("RECEIVED", PO.transitions.close), "Close & Add Inventory"],
    ["purchase order view", "error", PO_VIEW, noSuchOrder, "no such order"],
    ["purchase order edit", "loaded", PO_EDIT, orderEdit],
    ["purchase order edit", "open dialog", PO_EDIT, productSearchOpen, "product search list"],
    ["purchase order edit", "open dialog", PO_EDIT, discountTip, "discount tooltip"],
    ["supplier list", "loaded", PATHS.suppliers, list(PATHS.suppliers, S.title)],
    ["supplier create", "loaded", PATHS.createSupplier, supplierCreate],
    ["supplier create", "error", PATHS.createSupplier, supplierInvalid, "fields failing validation"],
    ["supplier edit", "loaded", SUPPLIER, supplierEdit],
    ["supplier edit", "empty", SUPPLIER, noOrdersOfSupplier, "no status chosen"],
    ["supplier edit", "error", SUPPLIER, noSuchSupplier, "no such supplier"],
    ["product list", "loaded", PATHS.products, list(PATHS.products, T.products.title)],
    ["product list", "loaded", PRODUCTS_AGAIN, list(PRODUCTS_AGAIN, T.products.title), `at ${PRODUCTS_AGAIN}`],
    ["product detail (placeholder)", "loaded", "/products/:id", placeholder("product")],
    ["product create (placeholder)", "loaded", "/products/create", showText("/products/create", T.placeholderPage)],
    ["customer list", "loaded", PATHS.customers, list(PATHS.customers, T.customers.title)],
    ["customer list", "loaded", CUSTOMERS_AGAIN, list(CUSTOMERS_AGAIN, T.customers.title), `at ${CUSTOMERS_AGAIN}`],
    ["customer detail (placeholder)", "loaded", "/customers/:id", placeholder("customer")],
    ["customer create (placeholder)", "loaded", "/customers/create", showText("/customers/create", T.placeholderPage)],
    ["settings: My Account", "loaded", PATHS.settingsAccount, account],
    ["settings: My Account", "open dialog", PATHS.settingsAccount, emailChange, "email change open"],
    ["settings: Store Information", "loaded", PATHS.settingsStore, show(PATHS.settingsStore, SP.store.title)],
    ["settings: Users", "loaded", PATHS.settingsUsers, usersLoaded],
    ["settings: Users", "loaded", PATHS.settingsUsers, inviteSent, "invite sent, toast shown"],
    ["settings: Users", "open dialog", PATHS.settingsUsers, removeMember, "Remove member confirmation"],
    ["settings: Users", "open dialog", PATHS.settingsUsers, revokeInvite, "Revoke invite confirmation"],
    ["settings: Store Roles", "loaded", PATHS.settingsRoles, roles],
    ["settings: Store Roles", "empty", PATHS.settingsRoles, ownerRole, "no permission left to add"],
    ["settings: Store Roles", "open dialog", PATHS.settingsRoles, newRoleInput, "new role name input"],
    ["settings: Store Roles", "open dialog", PATHS.settingsRoles, renameInput, "rename input"],
    ["settings: Storefront Connections", "loaded", PATHS.settingsConnections, show(PATHS.settingsConnections, SP.connections.title)],
    ["settings: Plans", "loaded", PATHS.settingsPlans, show(PATHS.settingsPlans, SP.plans.title)],
    ["settings: Billing and Invoices", "loaded", PATHS.settingsBilling, show(PATHS.settingsBilling, SP.billing.title)],
    ["not-found page", "loaded", "(any other path)", show("/no-such-page", NOT_FOUND)],
    // Last: the other application stays chosen in local storage until the session ends.
    ["dashboard in another application", "open dialog", PATHS.dashboard, otherApplication, "its application menu"],
  ]),
  ...rows("owner, offline", [
    ["purchase order list", "error", PATHS.purchaseOrders, failed(() => PATHS.purchaseOrders, NOT_FOUND), "offline"],
    ["purchase order view", "error", PO_VIEW, failed((seed) => PATHS.purchaseOrder(seed.orders.OPEN), ERROR), "offline"],
    ["purchase order edit", "error", PO_EDIT, failed((seed) => PATHS.modifyPurchaseOrder(seed.orders.OPEN), NOT_FOUND), "offline"],
    ["supplier list", "error", PATHS.suppliers, failed(() => PATHS.suppliers, NOT_FOUND), "offline"],
    ["supplier edit", "error", SUPPLIER, failed((seed) => PATHS.supplier(seed.supplier), ERROR), "offline"],
    ["supplier create", "error", PATHS.createSupplier, supplierNotSaved, "offline: not saved"],
    ["product list", "error", PATHS.products, failed(() => PATHS.products, NOT_FOUND), "offline"],
    ["product list", "error", PRODUCTS_AGAIN, failed(() => PRODUCTS_AGAIN, NOT_FOUND), `offline, at ${PRODUCTS_AGAIN}`],
    ["customer list", "error", PATHS.customers, failed(() => PATHS.customers, NOT_FOUND), "offline"],
    ["customer list", "error", CUSTOMERS_AGAIN, failed(() => CUSTOMERS_AGAIN, NOT_FOUND), `offline, at ${CUSTOMERS_AGAIN}`],
    ["settings: Users", "error", PATHS.settingsUsers, usersUnreached, "offline"],
    ["settings: Store Roles", "error", PATHS.settingsRoles, failed(() => PATHS.settingsRoles, ERROR), "offline"],
    ["dashboard", "error", PATHS.dashboard, reportFailed, "offline: the report did not go through"],
    ["dashboard", "error", PATHS.dashboard, switchFailed, "offline: the store switch did not go through"],
  ]),
  ...rows("no store", [
    ["'No Active Stores' screen", "loaded", NO_STORE, noStores],
    ["'No Active Stores' screen", "open dialog", NO_STORE, and(noStores, openMenu(/^User menu for /)), "user menu"],
    // From here the invite token is kept in local storage: every path shows the acceptance screen.
    ["invite acceptance screen", "loaded", INVITE_PENDING, acceptance],
    ["invite acceptance screen", "error", INVITE_PENDING, joinRefused, "joining refused"],
  ]),
  ...rows("no store, offline", [
    ["invite acceptance screen", "error", INVITE_PENDING, acceptanceUnreached, "offline: did not load"],
  ]),
  ...rows("owner, empty demo", [
    ["purchase order list", "empty", PATHS.purchaseOrders, emptyList(PATHS.purchaseOrders, PO.title)],
    ["supplier list", "empty", PATHS.suppliers, emptyList(PATHS.suppliers, S.title)],
    ["product list", "empty", PATHS.products, emptyList(PATHS.products, T.products.title)],
    ["product list", "empty", PRODUCTS_AGAIN, emptyList(PRODUCTS_AGAIN, T.products.title), `at ${PRODUCTS_AGAIN}`],
    ["customer list", "empty", PATHS.customers, emptyList(PATHS.customers, T.customers.title)],
    ["customer list", "empty", CUSTOMERS_AGAIN, emptyList(CUSTOMERS_AGAIN, T.customers.title), `at ${CUSTOMERS_AGAIN}`],
    ["purchase order edit", "empty", PO_EDIT, newOrder, "a new order"],
    ["purchase order view", "empty", PO_VIEW, newOrderView, "a new order"],
    ["settings: Users", "empty", PATHS.settingsUsers, noPendingInvites, "no pending invites"],
  ]),
];

// ---------------------------------------------------------------------------------------------
// Running the table.

/** Routes and paths that must each have a row: routes.tsx's patterns and the paths of paths.ts. */
const TO_COVER = [
  ...ROUTES.map((route) => route.path),
  ...Object.values(PATHS).flatMap((value) => (typeof value === "string" ? [value] : [])),
];

let sweep: Sweep | undefined;
let session: Session | undefined;

async function openSweep(): Promise<Sweep> {
  const demo = await openDemo(PATHS.login);
  const seed = await seedFacts();
  const go = async (to: string) => {
    const { page } = demo;
    if (to.includes("?")) {
      await page.goto(new URL(to.replace(/^\//, ""), demo.baseUrl).href);
      return;
    }
    // In the app, as a link does (wouter follows history.pushState): a full load per row would take
    // most of the run. Escape first closes a dialog or menu of the bar, which stays across pages. The
    // detour (the not-found page when signed in) makes a screen start afresh even when the row before
    // ended on the same path; it must render before the next step, or React only ever sees `path`.
    if (await page.locator('[role="dialog"], [role="menu"]').count()) await page.keyboard.press("Escape");
    await page.evaluate(async (path) => {
      history.pushState(null, "", "/__sweep__");
      // Two frames: React has rendered the detour by the second. (No named function: the loader
      // would wrap it in a helper the page does not have.)
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      history.pushState(null, "", path);
    }, to);
  };
  return { demo, page: demo.page, seed, go };
}

/** Clears local storage (as signing out does), applies the session's demo parameters and signs in. */
async function enter({ demo, page, go }: Sweep, next: Session): Promise<void> {
  if (session === next) return;
  await page.evaluate(() => localStorage.clear());
  await go(`${PATHS.login}?offline=0${next === "owner, empty demo" ? "&scale=empty" : ""}`);
  if (!next.startsWith("signed out")) {
    const owner = next.startsWith("owner");
    await signIn(demo, owner ? OWNER : NEWCOMER);
    await waitForText(page, owner ? TEXT.dashboard.prompt : TEXT.noStores.title);
  }
  // Last, so that signing in gets through. The faults then last in this tab until turned off.
  if (next.endsWith("offline")) await go("/?offline=1");
  session = next;
}

/** Waits until nothing on the page is loading: no busy table or list, no loading line. */
const settled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .loading'), null, {
    polling: "raf",
  });

const nameOf = (row: Row) => `${row.screen}: ${row.state}${row.detail ? ` (${row.detail})` : ""}`;

test("every route of routes.tsx and path of paths.ts has a row in the sweep", () => {
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
