// "Overdue Only" (D230): the spec's list has no date filter, so every ORDERED order is read (pages of
// 100: one call at the seed's size, one per 100 ORDERED orders beyond) and those ordered more than N
// days ago are kept, the longest waiting first.
import useSWR from "swr";
import { fetchAllPages } from "../../../api/all-pages.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";
import { useFresh } from "../../../api/fresh.ts";
import { isOverdue } from "../../../domain/overdue.ts";
import { fetchPurchaseOrders } from "../shared/api/purchase-orders.ts";

const overdueKey = cacheKey("PurchaseOrders", { status: ["ORDERED"], every: true });

const fetchOrdered = () => fetchAllPages((page) => fetchPurchaseOrders({ ...page, status: ["ORDERED"] }));

/** The overdue orders, read while `wanted`. */
export function useOverdueOrders(wanted: boolean, days: number) {
  const read = useSWR(
    wanted ? overdueKey : null,
    fetchOrdered,
    useFresh(overdueKey, readOptions("PurchaseOrders")),
  );
  const data =
    read.data &&
    read.data
      .filter((order) => isOverdue(order, days))
      .sort((a, b) => Date.parse(a.dateOrdered!) - Date.parse(b.dateOrdered!));
  return { ...read, data };
}
