// Order arithmetic, in integer cents. The provider's calculateTotal and the UI's preview
// both call orderTotals, so the number a buyer sees is the number the provider stores.
import { discountCents } from "./discount.ts";
import { sumCents } from "./money.ts";

/** One order line as the arithmetic needs it; the discount stays raw text, as on the wire. */
export interface LineInput {
  unitCostCents: number;
  quantity: number;
  discount: string;
}

/** The money of one order, every field in integer cents. */
export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

/** One line's money in cents: what a screen shows so a buyer can follow the sum. */
export interface LineCents {
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

/** Unit cost times quantity, the line's discount taken on that whole gross amount, and what is left. */
export function lineCents(line: LineInput): LineCents {
  const grossCents = line.unitCostCents * line.quantity;
  const discount = discountCents(grossCents, line.discount);
  return { grossCents, discountCents: discount, totalCents: grossCents - discount };
}

/** Unit cost times quantity, less the line's discount taken on that whole gross amount. */
export function lineTotalCents(line: LineInput): number {
  return lineCents(line).totalCents;
}

/** Subtotal of the lines, the order discount taken on the subtotal only, then shipping added. */
export function orderTotals(input: {
  items: readonly LineInput[];
  discount: string;
  shippingCents: number;
}): OrderTotals {
  const subtotalCents = sumCents(input.items.map(lineTotalCents));
  // Shipping is outside the discount's reach: "100%" makes the goods free, not the delivery.
  const discount = discountCents(subtotalCents, input.discount);
  return {
    subtotalCents,
    discountCents: discount,
    shippingCents: input.shippingCents,
    totalCents: subtotalCents - discount + input.shippingCents,
  };
}
