// How big one purchase order may be: at most PURCHASE_ORDER_LIMITS.maxLines lines, each
// quantity a whole number 0..MAX_QUANTITY, and the gross (every line's unit cost times quantity, before
// discounts, plus shipping) at most MAX_CENTS, so every sum stays exact. The provider refuses an order
// past any of these; a screen that writes quantities asks the same question first.
import { MAX_CENTS, parseQuantity } from "./money.ts";
import { PURCHASE_ORDER_LIMITS } from "./purchase-order-limits.ts";

/** A line as the size rule needs it. */
export interface SizedLine {
  quantity: number;
  unitCostCents: number;
}

/** Why an order is too big, or null when it fits. */
type OrderSizeProblem =
  | { kind: "lines"; lines: number }
  | { kind: "quantity"; quantity: number }
  | { kind: "amount"; grossCents: number };

/** Every line's unit cost times quantity, before discounts, plus shipping, in cents. */
export function orderGrossCents(items: readonly SizedLine[], shippingCents: number): number {
  return items.reduce((sum, item) => sum + item.quantity * item.unitCostCents, shippingCents);
}

/** The first limit an order of these lines and shipping would pass, or null. */
export function orderSizeProblem(
  items: readonly SizedLine[],
  shippingCents: number,
): OrderSizeProblem | null {
  if (items.length > PURCHASE_ORDER_LIMITS.maxLines) return { kind: "lines", lines: items.length };
  const bad = items.find((item) => parseQuantity(item.quantity) === null);
  if (bad) return { kind: "quantity", quantity: bad.quantity };
  const grossCents = orderGrossCents(items, shippingCents);
  return grossCents > MAX_CENTS ? { kind: "amount", grossCents } : null;
}
