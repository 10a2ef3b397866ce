// On an order ORDERED more than the store's N days ago (D230): "Overdue" in words beside the status,
// and how long ago it was ordered.
import { daysOrdered, isOverdue, useOverdueDays } from "../../../domain/overdue.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";

const T = DOMAIN_TEXT.overdue;

export function OverdueNote({ order }: { order: PurchaseOrderDetail }) {
  const [days] = useOverdueDays();
  if (!isOverdue(order, days)) return null;
  return (
    <p className="overdue-note">
      <span className="overdue-mark">{T.mark}</span> {T.since(daysOrdered(order)!, days)}
    </p>
  );
}
