// The order view says in words when a fresh read (D210) brings a status another user set (D219): the
// badge alone changes colour and word without saying who. This tab's own status changes are noted when
// they are made (shared/api/own-writes.ts) and say nothing here; the note is taken once seen.
import { useEffect, useState } from "react";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { hasOwnWrite, takeOwnWrite } from "../shared/api/own-writes.ts";
import { OTHERS_TEXT } from "../shared/strings.ts";

export function StatusChanged({ order }: { order: PurchaseOrderDetail }) {
  const [shown, setShown] = useState({ status: order.status, notice: "" });
  // Adjusted while rendering (React's pattern for state derived from a prop's change).
  if (order.status !== shown.status)
    setShown({
      status: order.status,
      notice: hasOwnWrite(order.id, "status", order.status) ? "" : OTHERS_TEXT.status(order.status),
    });
  useEffect(() => void takeOwnWrite(order.id, "status", order.status), [order.id, order.status]);
  return shown.notice ? <p className="status-changed">{shown.notice}</p> : null;
}
