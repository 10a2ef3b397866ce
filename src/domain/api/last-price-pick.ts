// The last price of an item (issue 30 item 2, D225): the unit cost of the most recent order line for
// the same product or variation, from the given supplier's orders first, else from any supplier's.
// Pure: it reads orders someone already fetched (last-price.ts for the edit screen; the Replenish
// view reads its own), so each caller decides how much to read.

/** What the picker reads of an order line. */
export interface PricedLine {
  product: { id: string };
  variation: { id: string } | null;
  unitCost: number;
}

/** What the picker reads of an order. */
export interface PricedOrder {
  id: string;
  dateCreated: string;
  dateOrdered: string | null;
  vendor: { id: string; name: string } | null;
  items: readonly PricedLine[];
}

/** A product, or one of its variations. */
export interface ItemRef {
  productId: string;
  variationId: string | null;
}

/** Where a cost came from: "$12.40, PO-381, 10/2/2026". */
export interface LastPrice {
  /** Dollars, as the line holds it (before the line's discount). */
  unitCost: number;
  orderId: string;
  /** The order's date: when it was ordered, else when it was made. */
  date: string;
  vendor: { id: string; name: string } | null;
  /** From the supplier asked for, rather than the any-supplier fallback. */
  sameSupplier: boolean;
}

/** One string per product or variation, for maps. */
export const itemKey = ({ productId, variationId }: ItemRef) => `${productId}/${variationId ?? ""}`;

const dateOf = (order: PricedOrder) => order.dateOrdered ?? order.dateCreated;

/** Newest first by the order's date; the caller's order breaks ties (the list's: newest change first). */
function newestFirst(orders: readonly PricedOrder[]): PricedOrder[] {
  return orders
    .map((order, at) => ({ order, at, time: Date.parse(dateOf(order)) || 0 }))
    .sort((a, b) => b.time - a.time || a.at - b.at)
    .map(({ order }) => order);
}

/**
 * Every item's last price over `orders`, `supplierId`'s lines winning over any other supplier's.
 * A line at cost 0 says nothing (spec section 9: that is what an added line costs until typed) and is
 * passed over; `exceptOrderId` (the order being edited) is never its own source.
 */
export function lastPrices(
  orders: readonly PricedOrder[],
  supplierId: string | null,
  exceptOrderId?: string,
): Map<string, LastPrice> {
  const prices = new Map<string, LastPrice>();
  for (const order of newestFirst(orders)) {
    if (order.id === exceptOrderId) continue;
    const sameSupplier = supplierId !== null && order.vendor?.id === supplierId;
    for (const line of order.items) {
      if (!(line.unitCost > 0)) continue;
      const key = itemKey({ productId: line.product.id, variationId: line.variation?.id ?? null });
      const known = prices.get(key);
      if (known && (known.sameSupplier || !sameSupplier)) continue;
      prices.set(key, {
        unitCost: line.unitCost,
        orderId: order.id,
        date: dateOf(order),
        vendor: order.vendor,
        sameSupplier,
      });
    }
  }
  return prices;
}

/** One item's last price over `orders` (see lastPrices), or null when no line of it has a cost. */
export function pickLastPrice(
  orders: readonly PricedOrder[],
  item: ItemRef,
  supplierId: string | null,
  exceptOrderId?: string,
): LastPrice | null {
  return lastPrices(orders, supplierId, exceptOrderId).get(itemKey(item)) ?? null;
}

/** How far a cost is from the last price, when more than `share` (10 %) away; null when close or equal. */
export function awayFrom(
  costCents: number,
  lastCents: number,
  share = 0.1,
): { direction: "above" | "below"; percent: number } | null {
  if (lastCents <= 0) return null;
  const diff = costCents - lastCents;
  // In integers: |diff| / last > share without a rounding edge at exactly 10 %.
  if (Math.abs(diff) * 1000 <= lastCents * Math.round(share * 1000)) return null;
  return { direction: diff > 0 ? "above" : "below", percent: Math.round((Math.abs(diff) / lastCents) * 100) };
}
