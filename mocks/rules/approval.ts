// Extension "approval" (D242, D243): a store's threshold ("orders above $X need approval"), kept in cents,
// and approving an order. An approval holds for the lines and total it was given for: it keeps their
// fingerprint, and while the order's differ it does not hold (D243). The rule refusing ORDERED applies
// only while the extension is on: a spec-only provider orders as the spec says.
import { can, PERMISSIONS } from "../../schema/permissions.ts";
import { orderTotals } from "../../schema/totals.ts";
import type { Provider } from "../provider.ts";
import type { Db, PurchaseOrderItemRow, PurchaseOrderRow } from "../store/tables.ts";
import { getInStore } from "../store/finders.ts";
import { fail } from "./errors.ts";
import { checkMoney } from "./purchase-order-input.ts";
import { requireAction, requireStore, type Session } from "./session.ts";

/** What of an order an approval is for: its lines and the money that makes its total. */
export interface ApprovedContent {
  items: readonly Omit<PurchaseOrderItemRow, "id">[] | readonly PurchaseOrderItemRow[];
  shippingCents: number;
  discount: string;
}

export const approvalOn = (provider: Provider) => provider.extensions.has("approval");

const totalCents = (content: ApprovedContent) =>
  orderTotals({ items: content.items, discount: content.discount, shippingCents: content.shippingCents })
    .totalCents;

/** The lines (product, variation, quantity, cost, discount) and the total, as one comparable text. */
export function fingerprint(content: ApprovedContent): string {
  const lines = content.items
    .map((item) => [item.productId, item.variationId, item.quantity, item.unitCostCents, item.discount])
    .map((line) => JSON.stringify(line))
    .sort();
  return JSON.stringify({ lines, total: totalCents(content) });
}

export const thresholdOf = (db: Db, storeId: number): number | null =>
  db.stores.find((store) => store.id === storeId)?.approvalThresholdCents ?? null;

/** The order's approval, when it holds for `content` (the order as it is, or as a write will leave it). */
export function standingApproval(order: PurchaseOrderRow, content: ApprovedContent = order) {
  const approval = order.approval;
  return approval && approval.key === fingerprint(content) ? approval : null;
}

/** Whether `content` is over the store's threshold (strictly above; none set: never). */
export function overThreshold(db: Db, storeId: number, content: ApprovedContent): boolean {
  const threshold = thresholdOf(db, storeId);
  return threshold !== null && totalCents(content) > threshold;
}

/** Whether the OPEN order (with `content`, once a write's changes are in) waits for an approval. */
export function needsApproval(provider: Provider, order: PurchaseOrderRow, content: ApprovedContent = order) {
  return (
    approvalOn(provider) &&
    order.status === "OPEN" &&
    overThreshold(provider.store.db, order.storeId, content) &&
    !standingApproval(order, content)
  );
}

/** Refuses marking ORDERED an order that waits for an approval (checkTransition calls it). */
export function requireApproval(provider: Provider, order: PurchaseOrderRow, content: ApprovedContent) {
  if (needsApproval(provider, order, content))
    fail(
      "APPROVAL_REQUIRED",
      `Purchase order ${order.id} is over the store's approval threshold: someone who may approve orders must approve it before it is marked ORDERED.`,
    );
}

/** The user who made the order: its CREATED change (recorded whether or not history is shown). */
export const creatorOf = (db: Db, order: PurchaseOrderRow) =>
  db.orderChanges.find((c) => c.orderId === order.id && c.storeId === order.storeId && c.kind === "CREATED")
    ?.userId ?? null;

/** Whether `session` may approve the order now: it needs approval, they may approve and did not make it. */
export const mayApprove = (provider: Provider, session: Session, order: PurchaseOrderRow) =>
  needsApproval(provider, order) &&
  can(session.permissions, "approvePurchaseOrder") &&
  creatorOf(provider.store.db, order) !== session.user.id;

export function approvePurchaseOrder(provider: Provider, session: Session, id: string): PurchaseOrderRow {
  const storeId = requireAction(session, "viewPurchaseOrders");
  const { db } = provider.store;
  const order = getInStore(db.purchaseOrders, storeId, id, "Purchase order");
  requireAction(session, "approvePurchaseOrder");
  if (order.status !== "OPEN")
    fail(
      "PURCHASE_ORDER_LOCKED",
      `Purchase order ${order.id} is ${order.status}: only an OPEN order is approved.`,
    );
  if (creatorOf(db, order) === session.user.id)
    fail(
      "SELF_APPROVAL",
      `Purchase order ${order.id} is yours: another member who may approve orders must approve it.`,
    );
  if (standingApproval(order)) return order;
  if (!overThreshold(db, storeId, order))
    fail(
      "CONFLICT",
      `Purchase order ${order.id} is not over the store's approval threshold: it needs no approval.`,
    );
  return provider.store.write((db, changes) => {
    const at = provider.now().toISOString();
    order.approval = { userId: session.user.id, at, key: fingerprint(order) };
    order.dateModified = at;
    changes.update("purchaseOrders", order);
    changes.insert("orderChanges", {
      id: provider.store.nextId(db),
      storeId,
      orderId: order.id,
      at,
      userId: session.user.id,
      kind: "APPROVED",
      lineId: null,
      line: null,
      from: null,
      to: (totalCents(order) / 100).toFixed(2),
    });
    return order;
  });
}

/** The active store's threshold in dollars, or null; any member may read it. */
export function approvalSettings(provider: Provider, session: Session) {
  const cents = thresholdOf(provider.store.db, requireStore(session));
  return { threshold: cents === null ? null : cents / 100 };
}

/** Sets (dollars) or clears (null) the active store's threshold: a store setting (can_modify_store). */
export function setApprovalThreshold(provider: Provider, session: Session, threshold: number | null) {
  const storeId = requireAction(session, "manageStore");
  const cents = threshold === null ? null : checkMoney(threshold, "The approval threshold");
  provider.store.write((db, changes) => {
    const store = db.stores.find((s) => s.id === storeId)!;
    store.approvalThresholdCents = cents;
    changes.update("stores", store);
  });
  return approvalSettings(provider, session);
}

/** Spec-only (the extension off): its permission is in no role, list or token the provider shows. */
export const shownPermission = (provider: Provider, value: string) =>
  approvalOn(provider) || value !== PERMISSIONS.approvePurchaseOrder;
