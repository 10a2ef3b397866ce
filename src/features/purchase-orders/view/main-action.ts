// Which of the order view's actions is the main one: one solid button per status and
// role, the step that moves the order on for this user. Everything else the user may do is quieter.
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";

/** Every action the order view's panel may offer. */
export type PanelActionId =
  | "approve"
  | "markOrdered"
  | "reopen"
  | "markReceived"
  | "close"
  | "checkIn"
  | "sendPdf"
  | "generatePdf"
  | "editProducts"
  | "duplicate";

/**
 * By status, the candidates for the main action, best first. ORDERED: a receiver checks the delivery in
 * (receiving without a count stays a quieter choice); a buyer sends the order to its supplier. Reopen,
 * a step back, is never the main action. A CLOSED order has none. Approve (extension "approval", D244)
 * comes first for a user who may approve an order waiting for it; Mark As Ordered is then not offered.
 */
const PREFERENCE: Partial<Record<PurchaseOrderStatus, readonly PanelActionId[]>> = {
  OPEN: ["approve", "markOrdered", "editProducts"],
  ORDERED: ["checkIn", "sendPdf", "markReceived"],
  RECEIVED: ["close", "editProducts"],
  CLOSED: [],
};

/** The main action among those `offered` to this user, or null when none of them moves the order on. */
export function mainActionOf(
  status: PurchaseOrderStatus,
  offered: ReadonlySet<PanelActionId>,
): PanelActionId | null {
  // A status this build does not know (shown as 'Unknown', spec section 4) has no main action.
  return (PREFERENCE[status] ?? []).find((id) => offered.has(id)) ?? null;
}
