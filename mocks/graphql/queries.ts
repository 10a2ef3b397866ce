// Query resolvers: every list is the active store's rows, filtered, ordered, then paged.
import type { FakeStore } from "../store/store.ts";
import type { Db, PurchaseOrderRow, SupplierRow } from "../store/tables.ts";
import { findInStore, inStore } from "../store/finders.ts";
import { connection, type PageArgs } from "../rules/paging.ts";
import { requireAction, requireStore } from "../rules/session.ts";
import type { GraphQLContext } from "./context.ts";

const byText =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a).localeCompare(key(b));

/** A supplier's orders in the given statuses (all when null), newest change first. */
export function supplierOrders(
  store: FakeStore,
  supplier: SupplierRow,
  status: readonly string[] | null,
): readonly PurchaseOrderRow[] {
  return store.orders({ storeId: supplier.storeId, statuses: status, vendorId: supplier.id });
}

/** Case-insensitive "contains" over name, SKU, MPN and each variation's SKU and MPN. */
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
    const { store } = ctx.provider;
    const statuses = args.status ?? null;
    // The detail query names one order: look it up instead of listing the store's orders.
    if (args.id != null) {
      const order = findInStore(store.db.purchaseOrders, storeId, args.id);
      return connection(order && (!statuses || statuses.includes(order.status)) ? [order] : [], args);
    }
    return connection(store.orders({ storeId, statuses }), args);
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
