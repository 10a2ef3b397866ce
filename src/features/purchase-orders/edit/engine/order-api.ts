// How an order's edit queue reaches the provider: updatePurchaseOrder, and a read of the order. With a
// watch (D219, D220) a call that changes values first reads the order: a value another user changed
// since the screen's last read is held back as a conflict instead of being sent over theirs, and the
// read goes into the screen's cache so that the rest of their changes show. Additions and removals
// go as they are: nobody's value is overwritten by them.
import { ApiError } from "../../../../api/api-error.ts";
import { fetchPurchaseOrder, type PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import type { UpdatePurchaseOrderVariables } from "../../shared/api/update-purchase-order.ts";
import { keysOf, withoutKeys } from "./others.ts";
import type { EditApi } from "./queue.ts";
import type { StoredItem } from "./reconcile.ts";
import { isEmpty, toVariables } from "./state.ts";
import type { OrderWatch } from "./watch.ts";

/** An order's items as the queue judges its calls by. */
export const storedItems = (order: PurchaseOrderDetail): StoredItem[] =>
  order.items.map((item) => ({
    id: item.id,
    productId: item.product.id,
    variationId: item.variation?.id ?? null,
  }));

async function readOrder(poid: string): Promise<PurchaseOrderDetail> {
  const order = await fetchPurchaseOrder(poid);
  if (!order) throw new ApiError(`Purchase order ${poid} was not found.`, { status: 404, code: "NOT_FOUND" });
  return order;
}

/** The watch an order's calls are judged by, and how a read before a save reaches the screen. */
export interface Guard {
  watch: OrderWatch;
  show(order: PurchaseOrderDetail): Promise<unknown>;
}

const watches = new WeakMap<EditApi, OrderWatch>();

/** The watch of the queue whose api this is (none for an api made without one). */
export const watchOf = (api: EditApi): OrderWatch | undefined => watches.get(api);

/** How order `poid`'s queue reaches the provider: `save` is updatePurchaseOrder (plus what the cache needs). */
export function orderEditApi(
  poid: string,
  save: (variables: UpdatePurchaseOrderVariables) => Promise<PurchaseOrderDetail>,
  guard?: Guard,
): EditApi {
  const api: EditApi = {
    async save(changes) {
      let send = changes;
      if (guard && keysOf(changes).size) {
        const now = await readOrder(poid);
        guard.watch.see(now, { alsoPending: changes });
        await guard.show(now);
        send = withoutKeys(changes, new Set(guard.watch.conflicts.keys()));
        if (isEmpty(send)) return now.items.map((item) => item.id);
      }
      guard?.watch.sending(send);
      const order = await save(toVariables(poid, send));
      guard?.watch.see(order, { answered: true });
      return order.items.map((item) => item.id);
    },
    read: () => readOrder(poid).then(storedItems),
  };
  if (guard) watches.set(api, guard.watch);
  return api;
}
