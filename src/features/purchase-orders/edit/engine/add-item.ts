// Add Item (spec section 2) keeps one line per product or variation: a product already
// on the order adds to that line's quantity instead of making a second row. A stored line's Quantity
// cell takes the sum (sent on the cells' delay, like any typed quantity); an addition not sent yet
// grows; one on its way cannot change until the provider has stored it, so the screen says to wait.
import { parseQuantity } from "../../../../../schema/money.ts";
import type { ItemRow } from "./rows.ts";
import { addItem, editCell, growAddition, type Changes, type Group, type NewItem } from "./state.ts";

export type AddOutcome =
  /** A new line. */
  | { kind: "new"; change: (changes: Changes) => Changes; group: Group }
  /** More on `row`, which then holds `quantity`. */
  | { kind: "more"; change: (changes: Changes) => Changes; group: Group; row: ItemRow; quantity: number }
  /** `row` is on its way to the provider: nothing changes. */
  | { kind: "busy"; row: ItemRow };

/** What Add Item of `item` does, given the rows on screen; `nextKey` names a new line. */
export function addOutcome(
  rows: readonly ItemRow[],
  item: Omit<NewItem, "key">,
  nextKey: () => string,
): AddOutcome {
  const row = rows.find(
    (shown) => shown.productId === item.productId && shown.variationId === item.variationId,
  );
  if (!row) return { kind: "new", change: addItem({ ...item, key: nextKey() }), group: "rows" };
  if (row.unsent === "sending") return { kind: "busy", row };
  // A quantity typed that cannot be read counts as none: the line then holds what was added.
  const quantity = (parseQuantity(row.quantity) ?? 0) + item.quantity;
  return row.unsent === "waiting"
    ? { kind: "more", change: growAddition(row.id, item.quantity), group: "rows", row, quantity }
    : { kind: "more", change: editCell(row.id, "quantity", String(quantity)), group: "cells", row, quantity };
}
