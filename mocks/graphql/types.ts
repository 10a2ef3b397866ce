// Field resolvers that turn store rows into the schema's types: money in dollars, references looked up
// in the same store, and the provider-computed total.
import { orderTotals } from "../../schema/totals.ts";
import { centsToDollars } from "../../schema/money.ts";
import type { PurchaseOrderRow, PurchaseOrderItemRow, SupplierRow } from "../store/tables.ts";
import type { GraphQLContext } from "./context.ts";
import { dollars } from "./money.ts";
import { supplierOrders } from "./queries.ts";

export const typeResolvers = {
  Product: { price: dollars("priceCents"), cost: dollars("costCents") },
  Variation: { price: dollars("priceCents"), cost: dollars("costCents") },
  PurchaseOrder: {
    shippingCost: dollars("shippingCents"),
    vendor: (order: PurchaseOrderRow, _: unknown, { provider }: GraphQLContext) =>
      provider.store.db.suppliers.find((s) => s.id === order.vendorId && s.storeId === order.storeId) ?? null,
    calculateTotal: (order: PurchaseOrderRow) =>
      centsToDollars(
        orderTotals({ items: order.items, discount: order.discount, shippingCents: order.shippingCents })
          .totalCents,
      ),
    // Items carry their store through the order, so product lookups stay inside it.
    items: (order: PurchaseOrderRow) => order.items.map((item) => ({ ...item, storeId: order.storeId })),
  },
  PurchaseOrderItem: {
    unitCost: dollars("unitCostCents"),
    product: (item: PurchaseOrderItemRow & { storeId: number }, _: unknown, { provider }: GraphQLContext) =>
      provider.store.db.products.find((p) => p.id === item.productId && p.storeId === item.storeId),
    variation: (
      item: PurchaseOrderItemRow & { storeId: number },
      _: unknown,
      { provider }: GraphQLContext,
    ) =>
      item.variationId === null
        ? null
        : provider.store.db.products
            .find((p) => p.id === item.productId && p.storeId === item.storeId)
            ?.variations.find((v) => v.id === item.variationId),
  },
  Supplier: {
    purchaseOrders: (
      supplier: SupplierRow,
      args: { status?: string[] | null },
      { provider }: GraphQLContext,
    ) => supplierOrders(provider.store, supplier, args.status ?? null),
  },
};
