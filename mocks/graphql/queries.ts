// Query resolvers: every list is the active store's rows (D11), filtered, ordered, then paged (D10).
import type { Db, PurchaseOrderRow, SupplierRow } from "../store/tables.ts";
import { findInStore, inStore } from "../store/finders.ts";
import { connection, type PageArgs } from "../rules/paging.ts";
import { requireAction, requireStore } from "../rules/session.ts";
import type { GraphQLContext } from "./context.ts";

/** Newest change first, ties by id so the order is stable across pages (spec section 7). */
// ISO dates order as plain strings; localeCompare would be several times slower at 10,000 orders.
const byDateModifiedDesc = (a: PurchaseOrderRow, b: PurchaseOrderRow) =>
  a.dateModified < b.dateModified ? 1 : a.dateModified > b.dateModified ? -1 : b.id - a.id;

/**
 * A store's orders, newest change first. Sorting 10,000 orders on every list page took most of its
 * 5 ms budget (DESIGN.md section 4), so the order is kept per database revision: every write goes
 * through the store's `write`, which moves the revision on, and a reset or another tab's database is
 * a new object.
 */
const sortedOrders = new WeakMap<Db, { revision: number; byStore: Map<number, PurchaseOrderRow[]> }>();
function ordersNewestFirst(db: Db, storeId: number): readonly PurchaseOrderRow[] {
  let cached = sortedOrders.get(db);
  if (cached?.revision !== db.revision) {
    cached = { revision: db.revision, byStore: new Map() };
    sortedOrders.set(db, cached);
  }
  let rows = cached.byStore.get(storeId);
  if (!rows) {
    rows = inStore(db.purchaseOrders, storeId).sort(byDateModifiedDesc);
    cached.byStore.set(storeId, rows);
  }
  return rows;
}

const byText =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

/** A supplier's orders in the given statuses (all when null), newest change first. */
export function supplierOrders(
  db: Db,
  supplier: SupplierRow,
  status: readonly string[] | null,
): PurchaseOrderRow[] {
  return ordersNewestFirst(db, supplier.storeId).filter(
    (o) => o.vendorId === supplier.id && (!status || status.includes(o.status)),
  );
}

/** D20: case-insensitive "contains" over name, SKU, MPN and each variation's SKU and MPN. */
function matchesSearch(search: string) {
  const needle = search.trim().toLowerCase();
  return (p: Db["products"][number]) =>
    [p.name, p.sku, p.mpn, ...p.variations.flatMap((v) => [v.sku, v.mpn])].some((text) =>
      text.toLowerCase().includes(needle),
    );
}

type Args<T = object> = PageArgs & T;

export const queryResolvers = {
  allPurchaseOrders(
    _: unknown,
    args: Args<{ status?: string[] | null; id?: string | null }>,
    ctx: GraphQLContext,
  ) {
    const storeId = requireAction(ctx.session, "viewPurchaseOrders");
    const { purchaseOrders } = ctx.provider.store.db;
    const keep = (o: PurchaseOrderRow) =>
      o.storeId === storeId && (!args.status || args.status.includes(o.status));
    // The detail query names one order: look it up instead of sorting the store's orders.
    if (args.id != null) {
      const order = findInStore(purchaseOrders, storeId, args.id);
      return connection(order && keep(order) ? [order] : [], args);
    }
    return connection(ordersNewestFirst(ctx.provider.store.db, storeId).filter(keep), args);
  },
  products(_: unknown, args: Args<{ search?: string | null }>, ctx: GraphQLContext) {
    const rows = inStore(ctx.provider.store.db.products, requireStore(ctx.session));
    const found = args.search ? rows.filter(matchesSearch(args.search)) : rows;
    return connection(found.sort(byText((p) => p.name)), args);
  },
  customers(_: unknown, args: Args, ctx: GraphQLContext) {
    return connection(inStore(ctx.provider.store.db.customers, requireStore(ctx.session)), args);
  },
  suppliers(_: unknown, args: Args, ctx: GraphQLContext) {
    const rows = inStore(ctx.provider.store.db.suppliers, requireStore(ctx.session));
    return connection(rows.sort(byText((s) => s.name)), args);
  },
  supplier(_: unknown, args: { id: string }, ctx: GraphQLContext) {
    return findInStore(ctx.provider.store.db.suppliers, requireStore(ctx.session), args.id) ?? null;
  },
};
