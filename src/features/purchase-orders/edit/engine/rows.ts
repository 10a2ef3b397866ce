// What the edit screen shows: the stored items with the user's drafts laid over them, the additions
// still on their way, and the totals previewed over exactly that (integer cents; the provider
// computes the real total).
import { dollarsToCents, parseMoney, parseQuantity } from "../../../../../schema/money.ts";
import { orderTotals, type LineInput, type OrderTotals } from "../../../../../schema/totals.ts";
import { shownOf, type PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { NEW_ITEM_UNIT_COST, type Changes, type NewItem } from "./state.ts";

export interface ItemRow {
  /** The stored item's id, or a new item's local key. */
  id: string;
  /** What the line is of: one line per product or variation is what Add Item keeps. */
  productId: string;
  variationId: string | null;
  name: string;
  sku: string;
  mpn: string;
  /** As typed (or as stored), so an invalid entry stays on screen. */
  quantity: string;
  unitCost: string;
  discount: string;
  /** An addition the provider has not stored yet: shown, but not editable until it is. */
  unsent?: "waiting" | "sending";
}

/** A stored amount in dollars as a cost cell starts: "12.50". */
export const costText = (dollars: number) => ((dollarsToCents(dollars) ?? 0) / 100).toFixed(2);

/** The rows of the items table: stored items minus removed ones, drafts applied, then unsent additions. */
export function screenRows(
  items: PurchaseOrderDetail["items"],
  drafts: Changes,
  unsent: { waiting: readonly NewItem[]; sending: readonly NewItem[] },
): ItemRow[] {
  const stored = items
    .filter((item) => !drafts.removals.includes(item.id))
    .map((item): ItemRow => {
      const shown = shownOf(item);
      const draft = drafts.cells[item.id];
      return {
        id: item.id,
        productId: item.product.id,
        variationId: item.variation?.id ?? null,
        name: shown.name,
        sku: shown.sku,
        mpn: shown.mpn,
        quantity: draft?.quantity ?? String(item.quantity),
        unitCost: draft?.unitCost ?? costText(item.unitCost),
        discount: draft?.discount ?? item.discount,
      };
    });
  const added = (state: "waiting" | "sending") => (item: NewItem) => ({
    id: item.key,
    productId: item.productId,
    variationId: item.variationId,
    name: item.name,
    sku: item.sku,
    mpn: item.mpn,
    quantity: String(item.quantity),
    unitCost: costText(item.unitCost ?? NEW_ITEM_UNIT_COST),
    discount: "",
    unsent: state,
  });
  return [...stored, ...unsent.sending.map(added("sending")), ...unsent.waiting.map(added("waiting"))];
}

/** A row as the shared arithmetic reads it; a cell that cannot be read counts as 0, as the discount grammar does. */
export const rowLine = (row: ItemRow): LineInput => ({
  unitCostCents: parseMoney(row.unitCost) ?? 0,
  quantity: parseQuantity(row.quantity) ?? 0,
  discount: row.discount,
});

/** The Details panel's preview, over the rows as typed; shipping that cannot be read counts as 0 too. */
export function previewTotals(rows: readonly ItemRow[], shipping: string, discount: string): OrderTotals {
  return orderTotals({
    items: rows.map(rowLine),
    discount,
    shippingCents: parseMoney(shipping) ?? 0,
  });
}
