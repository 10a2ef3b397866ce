// How the accessibility sweep (a11y-sweep.journey.ts) brings what today's work adds to the order screens to
// a state: Import Lines on the edit screen (D226) with its preview, another user's change met by one not
// yet saved (D219: the choice between the two), the view's notes being
// written and saved (extension 'notes', D239), and an order waiting for approval and approved (extension
// 'approval', D242-D244). The demo has every extension on. The approval rows set the store's limit to $1,
// so every order waits from then on: they go last among the owner's rows that open an order.
import type { Page } from "playwright-core";
import { PATHS } from "../src/config/routes.ts";
import {
  IMPORT_LINES_TEXT,
  OTHERS_TEXT,
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { NOTES_TEXT } from "../src/features/purchase-orders/shared/notes/strings.ts";
import { APPROVAL_TEXT } from "../src/features/purchase-orders/view/approval/strings.ts";
import { APPROVAL_SETTING_TEXT } from "../src/features/settings/approval/strings.ts";
import { SETTINGS_TEXT } from "../src/features/settings/strings.ts";
import { and, button, dialog, region, show } from "./a11y-sweep-kit.ts";
import { orderEdit, orderView } from "./a11y-states-stock.ts";

const IMPORT = IMPORT_LINES_TEXT;
const N = NOTES_TEXT;

export const importDialog = and(orderEdit, async (page) => {
  await button(page, IMPORT.open).click();
  await dialog(page, IMPORT.title).waitFor();
});

/** Two lines pasted and previewed: one matched (a product of the seed), one not found. */
export const importPreview = and(importDialog, async (page, { seed }) => {
  const open = dialog(page, IMPORT.title);
  await open
    .getByRole("textbox", { name: IMPORT.paste, exact: true })
    .fill(`SKU,Qty\n${seed.productSku},2\nNO-SUCH-SKU,1\n`);
  await button(open, IMPORT.preview).click();
  await open.getByText("2 rows: 1 matched, 1 not found, 0 matching several.").waitFor();
});

/**
 * The OPEN order's edit screen; then another user (the same owner, by the provider the page talks to)
 * sets its shipping to $12.34, and this screen, which read it before, gets 15 typed in: its save reads the
 * order first and asks which to keep.
 */
export const conflictChoice = and(orderEdit, async (page, { seed }) => {
  const id = seed.orders.OPEN;
  const shipping = PURCHASE_ORDER_EDIT_TEXT.orderInfo.shipping;
  await page.evaluate(async (id) => {
    const answer = await fetch("/graphql/", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("token")}`,
      },
      body: JSON.stringify({
        query: `mutation { updatePurchaseOrder(id: "${id}", shippingCost: 12.34) { purchaseOrder { id } } }`,
      }),
    });
    if (!answer.ok) throw new Error(`the other user's change: ${answer.status}`);
  }, id);
  await page.getByRole("spinbutton", { name: shipping, exact: true }).fill("15");
  await page
    .getByRole("group", { name: OTHERS_TEXT.conflictGroup(OTHERS_TEXT.shipping), exact: true })
    .waitFor();
});

const notes = (page: Page) => region(page, N.heading);

export const notesEditing = and(orderView("OPEN"), async (page) => {
  await button(notes(page), N.edit).click();
  await notes(page).getByLabel(N.internal, { exact: true }).waitFor();
});

export const notesSaved = and(notesEditing, async (page) => {
  await notes(page).getByLabel(N.internal, { exact: true }).fill("Only if the budget allows");
  await notes(page).getByLabel(N.supplier, { exact: true }).fill("Deliver to the back door");
  await button(notes(page), N.save).click();
  await notes(page).getByText("Deliver to the back door", { exact: true }).waitFor();
});

/** The store's approval limit at $1 (Store Information), then the OPEN order: the owner may approve it. */
export const waitingForApproval = and(
  show(PATHS.settingsStore, SETTINGS_TEXT.store.title),
  async (page, sweep) => {
    await page.getByLabel(APPROVAL_SETTING_TEXT.setting).fill("1");
    await button(page, APPROVAL_SETTING_TEXT.settingSave).click();
    await page.getByText(APPROVAL_SETTING_TEXT.settingSaved(1)).waitFor();
    await orderView("OPEN")(sweep);
    const panel = region(page, PURCHASE_ORDERS_TEXT.detail.title(sweep.seed.orders.OPEN));
    await panel.getByText(APPROVAL_TEXT.needsApproval, { exact: true }).waitFor();
    await button(panel, APPROVAL_TEXT.approve).waitFor();
  },
);

export const approved = and(waitingForApproval, async (page, { seed }) => {
  const panel = region(page, PURCHASE_ORDERS_TEXT.detail.title(seed.orders.OPEN));
  await button(panel, APPROVAL_TEXT.approve).click();
  await panel.getByText(/^Approved by /).waitFor();
});
