// One write of an existing purchase order, with its history (D232): a rule checks everything first, then
// hands over what to change; the order is stamped modified, stored, and its differences recorded in that
// same write. A status-only move stamps its own dates (purchase-order-status.ts) and does not come here.
import type { Provider } from "../provider.ts";
import type { Changes } from "../store/changes.ts";
import type { Db, PurchaseOrderRow } from "../store/tables.ts";
import { recordOrderChanges, snapshotOrder } from "./order-history.ts";
import type { Session } from "./session.ts";

/** Applies `change` to `order` in one write by `session`'s user, and records what it changed. */
export function writeOrder(
  provider: Provider,
  session: Session,
  order: PurchaseOrderRow,
  change: (db: Db, changes: Changes) => void,
): PurchaseOrderRow {
  return provider.store.write((db, changes) => {
    const before = snapshotOrder(order);
    change(db, changes);
    order.dateModified = provider.now().toISOString();
    changes.update("purchaseOrders", order);
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
