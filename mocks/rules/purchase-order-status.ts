// A purchase order's status on the provider: the transition table, who may make each
// move, the dates each sets, and closing, which adds inventory exactly once. Checked before the write.
import { can } from "../../schema/permissions.ts";
import { findTransition, hasUnits, needsItems, type PurchaseOrderStatus } from "../../schema/status.ts";
import type { Provider } from "../provider.ts";
import type { Changes } from "../store/changes.ts";
import type { Db, PurchaseOrderRow } from "../store/tables.ts";
import { getInStore } from "../store/finders.ts";
import { fail } from "./errors.ts";
import { requireApproval, type ApprovedContent } from "./approval.ts";
import { recordOrderChanges, snapshotOrder } from "./order-history.ts";
import { requireAction, type Session } from "./session.ts";

/**
 * The transition must be in the table and the session must hold its permission; an order
 * with nothing on it (`lines` once this request's changes are in: none, or each of quantity 0) cannot
 * be marked ORDERED; nor one over the store's approval threshold without an approval (D242, `after` is
 * the order once this request's changes are in).
 */
export function checkTransition(
  provider: Provider,
  session: Session,
  order: PurchaseOrderRow,
  to: PurchaseOrderStatus,
  after: ApprovedContent = order,
) {
  const lines = after.items;
  const transition =
    findTransition(order.status, to) ??
    fail("INVALID_TRANSITION", `Purchase order ${order.id} cannot go from ${order.status} to ${to}.`);
  if (!can(session.permissions, transition.action))
    fail("FORBIDDEN", `Your role does not allow this (${transition.action}).`);
  if (needsItems(to) && !hasUnits(lines))
    fail("INVALID_TRANSITION", `Purchase order ${order.id} has no items: add one before marking it ${to}.`);
  if (to === "ORDERED") requireApproval(provider, order, after);
  return transition;
}

/** Status dates, and closing adds each line to its variation's or product's inventory, tracked products only. */
export function applyTransition(
  db: Db,
  changes: Changes,
  order: PurchaseOrderRow,
  transition: { to: PurchaseOrderStatus },
  now: Date,
) {
  const at = now.toISOString();
  order.status = transition.to;
  if (transition.to === "ORDERED") order.dateOrdered = at;
  if (transition.to === "OPEN") order.dateOrdered = null;
  if (transition.to === "RECEIVED") order.dateReceived = at;
  if (transition.to === "CLOSED") {
    order.dateFinalized = at;
    for (const item of order.items) {
      const product = db.products.find((p) => p.id === item.productId && p.storeId === order.storeId);
      if (!product?.isInventoryTracking) continue;
      const variation = product.variations.find((v) => v.id === item.variationId);
      (variation ?? product).inventoryLevel += item.quantity;
      changes.update("products", product);
    }
  }
  order.dateModified = at;
  changes.update("purchaseOrders", order);
}

/** The status mutation: one legal transition, by a role that may make it. */
export function changeStatus(
  provider: Provider,
  session: Session,
  id: string,
  to: PurchaseOrderStatus,
): PurchaseOrderRow {
  const storeId = requireAction(session, "viewPurchaseOrders");
  const order = getInStore(provider.store.db.purchaseOrders, storeId, id, "Purchase order");
  const transition = checkTransition(provider, session, order, to);
  return provider.store.write((db, changes) => {
    const before = snapshotOrder(order);
    applyTransition(db, changes, order, transition, provider.now());
    recordOrderChanges(db, changes, {
      before,
      order,
      userId: session.user.id,
      at: order.dateModified,
      nextId: () => provider.store.nextId(db),
    });
    return order;
  });
}
