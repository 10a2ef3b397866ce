// How the accessibility sweep (a11y-sweep.journey.ts) brings the order and supplier screens and the
// placeholders to a state: an order of the seed in each status with its dialogs and menus, the edit
// screen's popups, a supplier's forms, and the empty demo's new order. The account's screens are in
// a11y-states-account.ts.
import { PATHS } from "../src/config/routes.ts";
import {
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { SUPPLIERS_TEXT } from "../src/features/suppliers/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import {
  alert,
  and,
  button,
  dialog,
  heading,
  openDialog,
  openMenu,
  region,
  show,
  showList,
  showText,
  type Arrive,
  type Status,
} from "./a11y-sweep-kit.ts";
import { fillForm } from "./steps.ts";

const PO = PURCHASE_ORDERS_TEXT;
const EDIT = PURCHASE_ORDER_EDIT_TEXT;
const S = SUPPLIERS_TEXT;

export const supplierCreate = show(PATHS.createSupplier, S.create.title);

/** An order of the owner's store in `status`, its items shown. */
export const orderView =
  (status: Status): Arrive =>
  async (sweep) => {
    const id = sweep.seed.orders[status];
    await sweep.go(PATHS.purchaseOrder(id));
    await heading(sweep.page, PO.detail.title(id)).waitFor();
    await region(sweep.page, PO.detail.products).locator("tbody td:not(.table-empty)").first().waitFor();
  };

export const orderEdit: Arrive = async (sweep) => {
  const id = sweep.seed.orders.OPEN;
  await sweep.go(PATHS.modifyPurchaseOrder(id));
  await region(sweep.page, EDIT.items).locator("tbody input").first().waitFor();
};

export const supplierEdit: Arrive = async (sweep) => {
  await sweep.go(PATHS.supplier(sweep.seed.supplier));
  await sweep.page.getByRole("textbox", { name: S.edit.labels.name, exact: true }).waitFor();
  await region(sweep.page, S.edit.orders).locator("table:not([aria-busy])").waitFor();
};

/** A transition's confirmation, from an order in the status it leaves. */
export const confirmation = (status: Status, step: { label: string; confirm: string | null }) =>
  and(orderView(status), openDialog(step.label, step.confirm!));

export const pdfMenu = and(orderView("OPEN"), openMenu(PO.pdf.more));
export const sendConfirmation = and(pdfMenu, async (page) => {
  await page.getByRole("menuitem", { name: PO.pdf.send, exact: true }).click();
  await dialog(page, PO.pdf.sendConfirm).waitFor();
});
export const sentToast = and(sendConfirmation, async (page) => {
  await button(dialog(page, PO.pdf.sendConfirm), UI_TEXT.confirmDialog.confirm).click();
  await page.getByRole("status", { name: "Notifications" }).getByText(PO.pdf.sent).waitFor();
});
export const supplierDropdown = and(orderView("OPEN"), async (page, { seed }) => {
  const panel = region(page, PO.detail.title(seed.orders.OPEN));
  await panel
    .getByRole("button", { name: new RegExp(`\\(${PO.detail.changeSupplier.slice(1, -1)}\\)$`) })
    .click();
  await panel.locator("select:not([aria-busy])").waitFor();
});

export const supplierNotSaved = and(supplierCreate, async (page) => {
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

export const noOrdersOfSupplier = and(supplierEdit, async (page) => {
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"])
    await page.getByRole("checkbox", { name: status, exact: true }).uncheck();
  await region(page, S.edit.orders).locator("table:not([aria-busy]) .table-empty").waitFor();
});

/** A new order of the empty demo (the only one): its edit screen, with no items. */
export const newOrder = and(showList(PATHS.purchaseOrders, PO.title, "none"), async (page) => {
  await button(page, PO.createNew).click();
  await region(page, EDIT.items).locator(".table-empty").waitFor();
});

/** The order the row before created, the empty demo's only one: its view, with no items. */
export const newOrderView = and(showList(PATHS.purchaseOrders, PO.title), async (page) => {
  await page.getByRole("link", { name: /^View PO-/ }).click();
  await region(page, PO.detail.products).locator(".table-empty").waitFor();
});

/** A placeholder page of the owner's `kind`: /products/{id}, /customers/{id}. */
export const placeholder =
  (kind: "product" | "customer"): Arrive =>
  (sweep) =>
    showText(`/${kind}s/${sweep.seed[kind]}`, UI_TEXT.placeholderPage)(sweep);

export const noSuchOrder = showText(PATHS.purchaseOrder("999999"), PO.detail.missing);
export const noSuchSupplier = showText(PATHS.supplier("999999"), S.edit.missing);

export const productSearchOpen = and(orderEdit, async (page) => {
  await page.getByRole("combobox", { name: EDIT.search.label, exact: true }).fill("a");
  await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
});
export const discountTip = and(orderEdit, async (page) => {
  await page.getByRole("textbox", { name: EDIT.orderInfo.discount, exact: true }).focus();
  await page.getByRole("tooltip").waitFor();
});
export const supplierInvalid = and(supplierCreate, async (page) => {
  await button(page, S.create.submit).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
});
