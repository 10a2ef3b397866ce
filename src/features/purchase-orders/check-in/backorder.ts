// What a backorder holds: for each line counted short, the missing quantity at
// the line's unit cost and discount, on an order for the same supplier and ship-to. And whether an
// order read back (a retry's) already holds exactly those lines.
import {
  itemAddition,
  shipToInput,
  type PurchaseOrderDetail,
  type PurchaseOrderItem,
} from "../../../domain/api/purchase-order.ts";

/** A line still owed, as the backorder's edit adds it. */
export type OwedLine = ReturnType<typeof itemAddition>;

/** The lines still owed when each line of `order` is received as `counted(item)`. */
export function owedLines(
  order: PurchaseOrderDetail,
  counted: (item: PurchaseOrderItem) => number,
): OwedLine[] {
  return order.items
    .filter((item) => counted(item) < item.quantity)
    .map((item) => itemAddition(item, item.quantity - counted(item)));
}

const lineKey = (line: OwedLine) =>
  JSON.stringify([line.productId, line.variationId, line.quantity, line.unitCost, line.discount]);

/** True when `order`'s lines are exactly `owed` (in any order). */
export function holdsExactly(order: PurchaseOrderDetail, owed: readonly OwedLine[]): boolean {
  const held = order.items.map((item) => lineKey(itemAddition(item)));
  const wanted = owed.map(lineKey);
  return held.length === wanted.length && held.sort().join("\n") === wanted.sort().join("\n");
}

/** The backorder's edit: its lines and the original's ship-to (shipping and order discount stay empty). */
export function backorderContent(original: PurchaseOrderDetail, owed: readonly OwedLine[]) {
  return { itemAdditions: [...owed], shipToAddress: shipToInput(original) };
}
