// Subtotal, Shipping, Discount and Total of the order view (spec section 2). The breakdown is the shared
// arithmetic over the items in cents (the same function the provider uses); Total is the provider's
// calculateTotal, so the figure a user acts on is the stored one.
import { parseMoney } from "../../../../schema/money.ts";
import { orderTotals, type LineInput } from "../../../../schema/totals.ts";
import { formatCents, formatDollars } from "../../../../schema/format.ts";
import { PURCHASE_ORDERS_TEXT } from "./strings.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { FactList } from "../../../ui/fact-list.tsx";

const T = PURCHASE_ORDERS_TEXT.detail;

/** An item as the shared arithmetic reads it: its dollars from the wire in cents. */
export const lineOf = (item: PurchaseOrderDetail["items"][number]): LineInput => ({
  unitCostCents: parseMoney(item.unitCost) ?? 0,
  quantity: item.quantity,
  discount: item.discount,
});

/** The order's subtotal, discount and shipping in cents, from its items. */
function orderBreakdown(order: PurchaseOrderDetail) {
  return orderTotals({
    items: order.items.map(lineOf),
    discount: order.discount,
    shippingCents: parseMoney(order.shippingCost) ?? 0,
  });
}

export function OrderTotals({ order }: { order: PurchaseOrderDetail }) {
  const totals = orderBreakdown(order);
  const rows: [string, string][] = [
    [T.subtotal, formatCents(totals.subtotalCents)],
    [T.shipping, formatCents(totals.shippingCents)],
    // Shown as the reduction it is; "|| 0" keeps a zero discount from reading "-$0.00".
    [T.discount, formatCents(-totals.discountCents || 0)],
    [T.total, formatDollars(order.calculateTotal)],
  ];
  return <FactList className="order-facts order-totals" facts={rows} />;
}
