// Purchase orders in the list's order (newest change first, ties by id: spec section 7), per store and
// filter (D71). A view is sorted once, when first asked for; after that every write moves only the
// orders it changed, found where they stood and placed again by binary search, instead of filtering
// and sorting the whole store on the next list page (172 ms at 100,000 orders per store).
import type { ChangeSet } from "./changes.ts";
import type { Db, PurchaseOrderRow } from "./tables.ts";

export interface OrderFilter {
  storeId: number;
  /** The statuses kept; null: all. */
  statuses: readonly string[] | null;
  /** Only this supplier's orders. */
  vendorId?: number;
}

interface View {
  keep: (order: PurchaseOrderRow) => boolean;
  rows: PurchaseOrderRow[];
}

/** Views kept at once; the oldest goes first. The app asks for a handful (its status filters). */
const MAX_VIEWS = 64;

/** True when `a` comes before `b` in a list. ISO dates order as plain strings. */
const comesBefore = (a: PurchaseOrderRow, b: PurchaseOrderRow) =>
  a.dateModified > b.dateModified || (a.dateModified === b.dateModified && a.id > b.id);

const byListOrder = (a: PurchaseOrderRow, b: PurchaseOrderRow) =>
  comesBefore(a, b) ? -1 : comesBefore(b, a) ? 1 : 0;

/** Where `order` goes in `rows` (sorted, without it). */
function placeOf(rows: readonly PurchaseOrderRow[], order: PurchaseOrderRow): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comesBefore(rows[middle]!, order)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function keyOf({ storeId, statuses, vendorId }: OrderFilter): string {
  return `${storeId}|${statuses ? [...new Set(statuses)].sort().join(",") : "*"}|${vendorId ?? "*"}`;
}

/** The sorted views of one database; a database replaced (reset, another tab) gets new ones. */
export class OrderViews {
  private readonly views = new Map<string, View>();

  constructor(private readonly db: Db) {}

  /** The orders `filter` keeps, in the list's order. Read it, never change it. */
  list(filter: OrderFilter): readonly PurchaseOrderRow[] {
    const key = keyOf(filter);
    let view = this.views.get(key);
    if (!view) {
      const { storeId, statuses, vendorId } = filter;
      const keep = (order: PurchaseOrderRow) =>
        order.storeId === storeId &&
        (!statuses || statuses.includes(order.status)) &&
        (vendorId === undefined || order.vendorId === vendorId);
      // A narrower view starts from the store's, already sorted.
      const all = statuses || vendorId !== undefined ? this.list({ storeId, statuses: null }) : null;
      view = { keep, rows: all ? all.filter(keep) : this.db.purchaseOrders.filter(keep).sort(byListOrder) };
      if (this.views.size >= MAX_VIEWS) this.views.delete(this.views.keys().next().value!);
      this.views.set(key, view);
    }
    return view.rows;
  }

  /** Moves the orders a write changed to where they now belong in every view. */
  apply(changes: ChangeSet): void {
    if (changes.everything) return this.views.clear();
    const orders = changes.rows.get("purchaseOrders");
    if (!orders) return;
    for (const view of this.views.values())
      for (const [id, order] of orders) {
        // A changed order moves to the front (its dateModified is now): it is found near there.
        const at = view.rows.findIndex((row) => row.id === id);
        if (at >= 0) view.rows.splice(at, 1);
        if (order && view.keep(order as PurchaseOrderRow))
          view.rows.splice(placeOf(view.rows, order as PurchaseOrderRow), 0, order as PurchaseOrderRow);
      }
  }
}
