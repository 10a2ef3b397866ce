// The merge rule of two counts of one delivery (D222): what a line is to hold when this device's count
// is written to an order that may already hold another device's. Counts for the same line are added,
// never written over: the provider's `itemUpdates` sets a quantity, so the sum is worked out here from
// the order as just read.
import type { PurchaseOrderDetail, PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";

type Item = PurchaseOrderItem;

/**
 * The quantity a line is written as. `now`: what it holds as just read; `mine`: this device's count;
 * `base`: the part of `now` that only stands in for this count: the line's quantity when this device
 * marked the order received (its count not yet written), or 0 when the order was received elsewhere,
 * so that everything it holds is someone's count. Whatever was added to the line since counts too.
 */
export function mergedQuantity(now: number, mine: number, base: number): number {
  return Math.max(0, now - base) + mine;
}

export interface MergedLine {
  item: Item;
  /** What the order holds now: the other device's count, as the provider stored it. */
  held: number;
  /** This device's count; counted says whether anything here touched the line. */
  mine: number;
  counted: boolean;
  /** What the line holds once this count is added. */
  total: number;
}

/** Every line of `order` with what it holds, this device's count and the sum; `base` as mergedQuantity's. */
export function mergedLines(
  order: PurchaseOrderDetail,
  count: { counted(item: Item): number; isCounted(item: Item): boolean },
  base: (item: Item) => number = () => 0,
): MergedLine[] {
  return order.items.map((item) => ({
    item,
    held: item.quantity,
    mine: count.counted(item),
    counted: count.isCounted(item),
    total: mergedQuantity(item.quantity, count.counted(item), base(item)),
  }));
}

/** The `itemUpdates` that write the merged lines: only those whose quantity changes. */
export const mergeUpdates = (lines: readonly MergedLine[]) =>
  lines
    .filter((line) => line.total !== line.held)
    .map((line) => ({ id: line.item.id, quantity: line.total }));

/**
 * Units a backorder made by the other device may still ask for, now that this count arrived too: for each
 * line the other device received short of what was ordered, the part of the shortfall this count covers.
 */
export function coveredShortfall(lines: readonly MergedLine[], ordered: (item: Item) => number | undefined) {
  return lines.flatMap((line) => {
    const asked = ordered(line.item);
    if (asked === undefined || line.held >= asked || line.mine === 0) return [];
    return [{ item: line.item, short: asked - line.held, covered: Math.min(asked - line.held, line.mine) }];
  });
}
