// Who may write an order's lines (D63): a buyer (editPurchaseOrder) edits anything an edit may carry;
// a receiver (recordDeliveryCounts) may only set the quantities of a RECEIVED order's lines, which is
// what checking in a delivery writes, so Close & Add Inventory adds what actually arrived.
import { can } from "../../schema/permissions.ts";
import type { PurchaseOrderStatus } from "../../schema/status.ts";
import { fail } from "./errors.ts";
import type { Session } from "./session.ts";
import type { UpdateInput } from "./purchase-orders.ts";

/** True when the edit sets line quantities and nothing else. */
function onlyCountsQuantities(input: UpdateInput): boolean {
  const others = [
    input.itemAdditions,
    input.itemRemovals,
    input.shipToAddress,
    input.shippingCost,
    input.discount,
    input.status,
  ];
  return (
    others.every((value) => value == null) &&
    input.vendorID === undefined &&
    (input.itemUpdates?.length ?? 0) > 0 &&
    input.itemUpdates!.every(
      (update) => update.quantity != null && update.unitCost == null && update.discount == null,
    )
  );
}

/** Refuses (FORBIDDEN) an edit the session may not make to an order in this status. */
export function requireMayEdit(session: Session, input: UpdateInput, status: PurchaseOrderStatus): void {
  if (can(session.permissions, "editPurchaseOrder")) return;
  const counting =
    status === "RECEIVED" && can(session.permissions, "recordDeliveryCounts") && onlyCountsQuantities(input);
  if (!counting) fail("FORBIDDEN", "Your role does not allow this (editPurchaseOrder).");
}
