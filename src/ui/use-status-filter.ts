// The purchase-order status filter of the order list and the supplier page (spec section 2: all four
// chosen by default), kept in the URL as `status=OPEN&status=ORDERED` so a reload or a link keeps it.
// All four chosen is the plain URL; none chosen is `status=`.
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "../../schema/status.ts";
import { filterOfQuery, useQueryFilter } from "./use-paging.ts";

const KEY = "status";

/** The statuses the `status` values name, in the table's order; all four when there are none. */
function statusesFromQuery(values: string[] | null): PurchaseOrderStatus[] {
  if (values === null) return [...PURCHASE_ORDER_STATUSES];
  return PURCHASE_ORDER_STATUSES.filter((status) => values.includes(status));
}

/** The `status` values for `statuses`; null (no parameter) for all four. */
const statusesToQuery = (statuses: readonly PurchaseOrderStatus[]): string[] | null =>
  statuses.length === PURCHASE_ORDER_STATUSES.length ? null : [...statuses];

/** The statuses the list at `query` shows. */
export const statusesOfQuery = (query: URLSearchParams) => statusesFromQuery(filterOfQuery(query, KEY));

export function useStatusFilter(): [PurchaseOrderStatus[], (next: PurchaseOrderStatus[]) => void] {
  const [value, setValue] = useQueryFilter(KEY);
  return [statusesFromQuery(value), (next) => setValue(statusesToQuery(next))];
}
