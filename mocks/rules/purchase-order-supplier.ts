// A purchase order's supplier on the provider: any of the store's suppliers, or none, in any
// status but CLOSED. Checked before the write.
import { can } from "../../schema/permissions.ts";
import { canSetSupplier } from "../../schema/status.ts";
import type { Provider } from "../provider.ts";
import type { Db, PurchaseOrderRow } from "../store/tables.ts";
import { findInStore, getInStore } from "../store/finders.ts";
import { fail } from "./errors.ts";
import { writeOrder } from "./order-write.ts";
import { requireAction, type Session } from "./session.ts";

/** The supplier may change in any status but CLOSED, to one of the store's suppliers or none. */
export function checkVendor(
  db: Db,
  session: Session,
  order: PurchaseOrderRow,
  vendorId: string | null,
): number | null {
  if (!can(session.permissions, "setSupplier"))
    fail("FORBIDDEN", "Your role does not allow this (setSupplier).");
  if (!canSetSupplier(order.status))
    fail("PURCHASE_ORDER_LOCKED", `Purchase order ${order.id} is CLOSED: its supplier can no longer change.`);
  if (vendorId === null) return null;
  return (
    findInStore(db.suppliers, order.storeId, vendorId) ??
    fail("NOT_FOUND", `Supplier ${vendorId} was not found.`)
  ).id;
}

/** The supplier mutation: sets or clears the order's supplier. */
export function setSupplier(
  provider: Provider,
  session: Session,
  id: string,
  vendorId: string | null,
): PurchaseOrderRow {
  const storeId = requireAction(session, "setSupplier");
  const { db } = provider.store;
  const order = getInStore(db.purchaseOrders, storeId, id, "Purchase order");
  const vendor = checkVendor(db, session, order, vendorId);
  return writeOrder(provider, session, order, () => void (order.vendorId = vendor));
}
