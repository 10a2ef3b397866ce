// Extension "history" (D232): what a write changed on a purchase order, recorded by the provider in that
// same write (never by a client after the fact). The rules take a snapshot of the order before they
// change it and, once changed, record one row per difference: status, supplier, each line added, removed
// or with a new quantity, cost or discount, ship-to, shipping, discount and expected arrival (D234). Recorded whether or not the
// extension is switched on: the switch only says whether the schema shows it.
import type { Changes } from "../store/changes.ts";
import type {
  AddressRow,
  Db,
  OrderChangeKind,
  OrderChangeRow,
  PurchaseOrderItemRow,
  PurchaseOrderRow,
} from "../store/tables.ts";

/** What of an order its history follows, as it was before a write. */
export type OrderSnapshot = Pick<
  PurchaseOrderRow,
  "status" | "vendorId" | "shippingCents" | "discount" | "shipToAddress" | "items" | "expectedArrival"
>;

export const snapshotOrder = (order: PurchaseOrderRow): OrderSnapshot =>
  structuredClone({
    status: order.status,
    vendorId: order.vendorId,
    shippingCents: order.shippingCents,
    discount: order.discount,
    shipToAddress: order.shipToAddress,
    items: order.items,
    expectedArrival: order.expectedArrival ?? null,
  });

type Entry = Pick<OrderChangeRow, "kind" | "lineId" | "line" | "from" | "to">;

/** Dollars with two decimals, as the schema says money is written in a change. */
const money = (cents: number) => (cents / 100).toFixed(2);

const addressLine = (address: AddressRow | null) =>
  address &&
  [address.address1, address.address2, address.city, address.state, address.zipCode]
    .filter((part) => part.trim() !== "")
    .join(", ");

function supplierName(db: Db, storeId: number, id: number | null): string | null {
  if (id === null) return null;
  return db.suppliers.find((s) => s.id === id && s.storeId === storeId)?.name ?? null;
}

/** The line's product (or variation) name and SKU, as they are now. */
function lineName(db: Db, storeId: number, item: PurchaseOrderItemRow): string {
  const product = db.products.find((p) => p.id === item.productId && p.storeId === storeId);
  const shown = product?.variations.find((v) => v.id === item.variationId) ?? product;
  return shown ? `${shown.name} (${shown.sku})` : `Product ${item.productId}`;
}

/** The differences between `before` and `order` now, in the order a reader would tell them. */
function differences(db: Db, before: OrderSnapshot, order: PurchaseOrderRow): Entry[] {
  const entries: Entry[] = [];
  const plain = (kind: OrderChangeKind, from: string | null, to: string | null) => {
    if (from !== to) entries.push({ kind, lineId: null, line: null, from, to });
  };
  const onLine = (
    kind: OrderChangeKind,
    item: PurchaseOrderItemRow,
    from: string | null,
    to: string | null,
  ) => {
    if (from !== to)
      entries.push({ kind, lineId: item.id, line: lineName(db, order.storeId, item), from, to });
  };
  const store = order.storeId;
  plain("SUPPLIER", supplierName(db, store, before.vendorId), supplierName(db, store, order.vendorId));
  const after = new Map(order.items.map((item) => [item.id, item]));
  const was = new Map(before.items.map((item) => [item.id, item]));
  for (const old of before.items) {
    const now = after.get(old.id);
    if (!now) {
      onLine("LINE_REMOVED", old, String(old.quantity), null);
      continue;
    }
    onLine("LINE_QUANTITY", now, String(old.quantity), String(now.quantity));
    onLine("LINE_COST", now, money(old.unitCostCents), money(now.unitCostCents));
    onLine("LINE_DISCOUNT", now, old.discount, now.discount);
  }
  for (const item of order.items)
    if (!was.has(item.id)) onLine("LINE_ADDED", item, null, String(item.quantity));
  plain("SHIP_TO", addressLine(before.shipToAddress), addressLine(order.shipToAddress));
  plain("SHIPPING", money(before.shippingCents), money(order.shippingCents));
  plain("DISCOUNT", before.discount, order.discount);
  plain("EXPECTED_ARRIVAL", before.expectedArrival ?? null, order.expectedArrival ?? null);
  // Last: a write that edits and moves the status reads newest first as "marked ORDERED", then the edits.
  plain("STATUS", before.status, order.status);
  return entries;
}

export interface Recorded {
  /** The order as it was before this write; null for a new order (one CREATED row). */
  before: OrderSnapshot | null;
  order: PurchaseOrderRow;
  userId: number;
  /** When, as the write's own dates say. */
  at: string;
  nextId(): number;
}

/** Records the write's changes of `order` as rows of `orderChanges`, inside that write. */
export function recordOrderChanges(db: Db, changes: Changes, recorded: Recorded): void {
  const { before, order } = recorded;
  const entries: Entry[] = before
    ? differences(db, before, order)
    : [{ kind: "CREATED", lineId: null, line: null, from: null, to: null }];
  for (const entry of entries)
    changes.insert("orderChanges", {
      id: recorded.nextId(),
      storeId: order.storeId,
      orderId: order.id,
      at: recorded.at,
      userId: recorded.userId,
      ...entry,
    });
}

/** An order's recorded changes, newest first. */
export const changesOf = (db: Db, order: PurchaseOrderRow): OrderChangeRow[] =>
  db.orderChanges.filter((c) => c.orderId === order.id && c.storeId === order.storeId).reverse();
