// Extension "history" (D232): PurchaseOrder.history, the order's recorded changes newest first, paged
// 1 to 100 with first/after. Attached only when the extension is on (schema.ts); D51's guard keeps it to
// readers with an order permission, as every detail of an order.
import type { OrderChangeRow, PurchaseOrderRow } from "../store/tables.ts";
import { connection } from "../rules/paging.ts";
import { changesOf } from "../rules/order-history.ts";
import type { GraphQLContext } from "./context.ts";

export const historyResolvers = {
  PurchaseOrder: {
    history(
      order: PurchaseOrderRow,
      args: { first?: number | null; after?: string | null },
      ctx: GraphQLContext,
    ) {
      // Newest first from the start: paging backwards is not offered (the schema has no last/before).
      return connection(changesOf(ctx.provider.store.db, order), args);
    },
  },
  PurchaseOrderChange: {
    by(change: OrderChangeRow, _: unknown, ctx: GraphQLContext) {
      const user = ctx.provider.store.db.users.find((u) => u.id === change.userId);
      const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : "";
      return { id: change.userId, name: name || `User ${change.userId}` };
    },
  },
};
