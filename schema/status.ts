// Purchase-order statuses and the one transition table that decides both which buttons the
// UI shows and which status changes the provider accepts; plus what may change in each.
import { PERMISSIONS, type PermissionValue } from "./permissions.ts";

/** The four statuses, in the order an order moves through them. */
export const PURCHASE_ORDER_STATUSES = ["OPEN", "ORDERED", "RECEIVED", "CLOSED"] as const;

/** One purchase-order status. */
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Narrows a value from the network or a query string to a known status. */
export function isPurchaseOrderStatus(value: unknown): value is PurchaseOrderStatus {
  return (PURCHASE_ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** The name of a status change, one per button of spec section 4. */
export type TransitionAction = "markOrdered" | "reopen" | "markReceived" | "close";

/** One legal status change and the permission it needs. */
export interface Transition {
  readonly action: TransitionAction;
  readonly from: PurchaseOrderStatus;
  readonly to: PurchaseOrderStatus;
  readonly permission: PermissionValue;
}

/** Every legal status change; any pair not listed here is refused (INVALID_TRANSITION). */
export const TRANSITIONS: readonly Transition[] = [
  { action: "markOrdered", from: "OPEN", to: "ORDERED", permission: PERMISSIONS.createPurchaseOrder },
  { action: "reopen", from: "ORDERED", to: "OPEN", permission: PERMISSIONS.createPurchaseOrder },
  { action: "markReceived", from: "ORDERED", to: "RECEIVED", permission: PERMISSIONS.receivePurchaseOrder },
  { action: "close", from: "RECEIVED", to: "CLOSED", permission: PERMISSIONS.receivePurchaseOrder },
];

/** The transition from one status to another, or undefined when that change is illegal. */
export function findTransition(from: PurchaseOrderStatus, to: PurchaseOrderStatus): Transition | undefined {
  return TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}

/** An order goes to its supplier only with something on it: ORDERED needs an item. */
export function needsItems(to: PurchaseOrderStatus): boolean {
  return to === "ORDERED";
}

/** Something to order: a line of at least 1 (a line counted down to 0 at a check-in orders nothing). */
export const hasUnits = (lines: readonly { quantity: number }[]) => lines.some((line) => line.quantity >= 1);

/** The transitions offered from a status, in table order (the order of the buttons). */
export function transitionsFrom(status: PurchaseOrderStatus): readonly Transition[] {
  return TRANSITIONS.filter((transition) => transition.from === status);
}

/** Whether items, ship-to, shipping and discount may change: only while OPEN or RECEIVED. */
export function canEditItems(status: PurchaseOrderStatus): boolean {
  return status === "OPEN" || status === "RECEIVED";
}

/** Whether the supplier may be set: in every status but CLOSED. */
export function canSetSupplier(status: PurchaseOrderStatus): boolean {
  return status !== "CLOSED";
}
