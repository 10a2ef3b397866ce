// The screens the layout journey (layout.journey.ts) visits at each width, by session: where each is,
// what shows it has loaded, and its main action, which must be on screen and topmost (issue 12).
import type { Locator, Page } from "playwright-core";
import { PATHS } from "../src/config/routes.ts";
import { REGISTER_TEXT, RESET_PASSWORD_TEXT, SIGN_IN_TEXT } from "../src/features/auth/strings.ts";
import { CUSTOMERS_TEXT } from "../src/features/customers/strings.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { REPLENISH_TEXT } from "../src/features/replenish/strings.ts";
import { INVITE_TEXT } from "../src/features/invites/strings.ts";
import { MEMBERS_TEXT } from "../src/features/members/strings.ts";
import {
  CHECK_IN_TEXT,
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { SETTINGS_TEXT, STORE_ROLES_TEXT } from "../src/features/settings/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import { MERGE_TEXT } from "../src/features/purchase-orders/check-in/strings.ts";
import { plantCountOfReceived } from "./check-in-elsewhere.ts";

export interface Screen {
  name: string;
  path: string;
  /** Shown once the screen has what it loads (its rows, its form). */
  ready(page: Page): Locator;
  /** The action a user comes to the screen for; none on a static page. */
  action?(page: Page): Locator;
  /** Other ways on that must be reachable too (the way back to the list, the way to Customers). */
  also?(page: Page): Locator;
  /** Brings the loaded screen to the state checked (a filter applied, lines picked). */
  prepare?(page: Page): Promise<void>;
  /** A list screen: on a phone its rows are compact (issue 27, assertCompactRows). */
  list?: boolean;
  /** The edit screen: on a phone its order lines are compact blocks (D198, assertEditLines). */
  editLines?: boolean;
}

const button = (name: string | RegExp) => (page: Page) =>
  page.getByRole("button", { name, exact: typeof name === "string" });
const link = (name: string) => (page: Page) => page.getByRole("link", { name, exact: true });
const heading = (name: string) => (page: Page) => page.getByRole("heading", { level: 1, name, exact: true });
/** A table's first data cell shown at this width (a list leaves some out, D161): its rows have arrived. */
const firstCell = (table: string) => (page: Page) =>
  page
    .getByRole("region", { name: table, exact: true })
    .locator("tbody td:not(.table-empty):visible")
    .first();

/** The dashboard's tile of the active application (pressed). */
const activeTile = (page: Page) => page.getByRole("button", { pressed: true });

export const userMenuButton = (page: Page) => page.getByRole("button", { name: /^User menu for / });

export const SIGNED_OUT: Screen[] = [
  {
    name: "sign-in",
    path: PATHS.login,
    ready: heading(SIGN_IN_TEXT.title),
    action: button(SIGN_IN_TEXT.submit),
  },
  {
    name: "register",
    path: PATHS.register,
    ready: button(REGISTER_TEXT.submit),
    action: button(REGISTER_TEXT.submit),
  },
  {
    name: "reset password",
    path: PATHS.resetPassword,
    ready: button(RESET_PASSWORD_TEXT.submit),
    action: button(RESET_PASSWORD_TEXT.submit),
  },
  // Last: it stores the invite, which the journey clears before signing in.
  {
    name: "invite landing",
    path: PATHS.joinStore("demo-invite-valid"),
    ready: link(INVITE_TEXT.signIn),
    action: link(INVITE_TEXT.signIn),
  },
];

const PO = PURCHASE_ORDERS_TEXT;
const S = SUPPLIERS_TEXT;

/** The owner's screens (the owner may open every one): the inventory pages, then the settings pages. */
export const signedInScreens = (seed: {
  order: string;
  ordered: string;
  received: string;
  supplier: string;
}): Screen[] => [
  {
    name: "dashboard",
    path: PATHS.dashboard,
    ready: activeTile,
    action: activeTile,
  },
  {
    name: "PO list",
    list: true,
    path: PATHS.purchaseOrders,
    ready: firstCell(PO.title),
    action: button(PO.createNew),
  },
  {
    name: "PO view",
    path: PATHS.purchaseOrder(seed.order),
    ready: firstCell(PO.detail.products),
    action: link(PO.detail.editProducts),
    also: link(PO.back),
  },
  {
    name: "PO edit",
    editLines: true,
    path: PATHS.modifyPurchaseOrder(seed.order),
    ready: (p) =>
      p.getByRole("region", { name: PURCHASE_ORDER_EDIT_TEXT.items }).locator("tbody input").first(),
    action: button(PURCHASE_ORDER_EDIT_TEXT.add),
    also: link(PO.back),
  },
  {
    name: "PO view, ORDERED",
    path: PATHS.purchaseOrder(seed.ordered),
    ready: firstCell(PO.detail.products),
    action: link(CHECK_IN_TEXT.open),
  },
  {
    name: "PO check-in",
    path: PATHS.checkInPurchaseOrder(seed.ordered),
    ready: (p) => p.getByRole("region", { name: CHECK_IN_TEXT.lines }).getByRole("textbox").first(),
    action: button(CHECK_IN_TEXT.confirm),
  },
  {
    // D222: opened first with no count (the order's way back shows), then again with one planted.
    name: "PO check-in, received elsewhere",
    path: PATHS.checkInPurchaseOrder(seed.received),
    ready: link(CHECK_IN_TEXT.back(seed.received)),
    prepare: async (p) => {
      await plantCountOfReceived(p, seed.received);
      for (const to of [PATHS.purchaseOrder(seed.received), PATHS.checkInPurchaseOrder(seed.received)])
        await p.evaluate((path) => history.pushState(null, "", path), to);
      await p.getByRole("heading", { level: 2, name: MERGE_TEXT.title, exact: true }).waitFor();
    },
    action: button(MERGE_TEXT.add),
  },
  {
    name: "suppliers",
    list: true,
    path: PATHS.suppliers,
    ready: firstCell(S.title),
    action: link(S.createNew),
  },
  {
    name: "supplier edit",
    list: true,
    path: PATHS.supplier(seed.supplier),
    ready: firstCell(S.edit.orders),
    action: button(S.edit.submit),
  },
  {
    name: "supplier create",
    path: PATHS.createSupplier,
    ready: button(S.create.submit),
    action: button(S.create.submit),
  },
  {
    name: "products",
    list: true,
    path: PATHS.products,
    ready: firstCell(PRODUCTS_TEXT.title),
    action: button(UI_TEXT.table.next),
  },
  {
    // Issue 16 (D79): below 30 in stock, two lines picked, a target typed; the order's lines above the list.
    name: "products, ordering from the catalogue",
    list: true,
    path: PATHS.products,
    ready: firstCell(PRODUCTS_TEXT.title),
    action: button(PRODUCTS_TEXT.order.create),
    prepare: async (page) => {
      await page.getByRole("spinbutton", { name: PRODUCTS_TEXT.filter.label, exact: true }).fill("30");
      await page.getByRole("button", { name: PRODUCTS_TEXT.filter.apply, exact: true }).click();
      const picks = firstCell(PRODUCTS_TEXT.filter.caption(30))(page).locator("xpath=ancestor::tbody");
      await picks.getByRole("checkbox").nth(1).check();
      await picks.getByRole("checkbox").first().check();
      const tray = page.getByRole("region", { name: PRODUCTS_TEXT.order.title, exact: true });
      await tray.getByRole("spinbutton", { name: PRODUCTS_TEXT.order.target, exact: true }).fill("40");
    },
  },
  {
    // Issue 30 item 3 (D228): a store target set, so lines have a need and Draft Orders can be pressed.
    name: "replenish",
    list: true,
    path: PATHS.replenish,
    ready: (p) => p.getByRole("main").locator("tbody td:visible").first(),
    action: button(REPLENISH_TEXT.draft.action),
    prepare: async (page) => {
      await page.getByRole("spinbutton", { name: REPLENISH_TEXT.target.label, exact: true }).fill("60");
      await page.getByRole("button", { name: REPLENISH_TEXT.target.save, exact: true }).click();
    },
  },
  {
    name: "customers",
    list: true,
    path: PATHS.customers,
    ready: firstCell(CUSTOMERS_TEXT.title),
    action: button(UI_TEXT.table.next),
  },
  {
    name: "settings: account",
    path: PATHS.settingsAccount,
    ready: button(SETTINGS_TEXT.save),
    action: button(SETTINGS_TEXT.save),
  },
  {
    name: "settings: store",
    path: PATHS.settingsStore,
    ready: button(SETTINGS_TEXT.save),
    action: button(SETTINGS_TEXT.save),
  },
  {
    name: "settings: users",
    list: true,
    path: PATHS.settingsUsers,
    ready: firstCell(MEMBERS_TEXT.members),
    action: button(MEMBERS_TEXT.invite.submit),
  },
  {
    name: "settings: roles",
    path: PATHS.settingsRoles,
    ready: firstCell(STORE_ROLES_TEXT.roles),
    action: button(STORE_ROLES_TEXT.newRole),
  },
  {
    name: "settings: connections",
    path: PATHS.settingsConnections,
    ready: heading(SETTINGS_TEXT.connections.title),
  },
  {
    name: "settings: plans",
    path: PATHS.settingsPlans,
    ready: button(SETTINGS_TEXT.save),
    action: button(SETTINGS_TEXT.save),
  },
  {
    name: "settings: billing",
    path: PATHS.settingsBilling,
    ready: button(SETTINGS_TEXT.save),
    action: button(SETTINGS_TEXT.save),
  },
];

/**
 * Issue 27 (D170, D171): the order view in each status for a buyer and a receiver, and Check In Delivery
 * before and during a count, each with the main action it must lead with.
 */
export const mainActionScreens = (seed: {
  open: string;
  ordered: string;
  received: string;
}): { account: "buyer" | "receiver"; screens: Screen[] }[] => {
  const view = (name: string, id: string, action: Screen["action"]): Screen => ({
    name,
    path: PATHS.purchaseOrder(id),
    ready: firstCell(PO.detail.products),
    action,
  });
  const lines = (p: Page) => p.getByRole("region", { name: CHECK_IN_TEXT.lines });
  return [
    {
      account: "buyer",
      screens: [
        view("PO view, OPEN, buyer", seed.open, button(PO.transitions.markOrdered.label)),
        view("PO view, ORDERED, buyer", seed.ordered, button(PO.pdf.send)),
        view("PO view, RECEIVED, buyer", seed.received, link(PO.detail.editProducts)),
      ],
    },
    {
      account: "receiver",
      screens: [
        view("PO view, ORDERED, receiver", seed.ordered, link(CHECK_IN_TEXT.open)),
        view("PO view, RECEIVED, receiver", seed.received, button(PO.transitions.close.label)),
        {
          name: "PO check-in, receiver",
          path: PATHS.checkInPurchaseOrder(seed.ordered),
          ready: (p) => lines(p).getByRole("textbox").first(),
          action: button(CHECK_IN_TEXT.confirm),
        },
        {
          name: "PO check-in, during a count",
          path: PATHS.checkInPurchaseOrder(seed.ordered),
          ready: (p) => lines(p).getByRole("textbox").first(),
          action: button(CHECK_IN_TEXT.confirm),
          // The first line matched, then one more: a count under way, over by one.
          prepare: async (p) => {
            await lines(p)
              .getByRole("button", { name: /^Matches: / })
              .first()
              .click();
            await lines(p)
              .getByRole("button", { name: /^One more of / })
              .first()
              .click();
          },
        },
      ],
    },
  ];
};
