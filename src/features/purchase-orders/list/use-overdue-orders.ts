// "Overdue Only" (D230, D249): the spec's list has no date filter, so every ORDERED order is read (pages
// of 100: one call at the seed's size, one per 100 ORDERED orders beyond) and the overdue ones are kept,
// the longest overdue first. Where the provider stores expected days (D234) their days are read beside
// them (order-arrivals.ts) and the one rule (domain/overdue.ts) lets a day decide where there is one.
import { useMemo } from "react";
import useSWR from "swr";
import { fetchAllPages } from "../../../api/all-pages.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";
import { useFresh } from "../../../api/fresh.ts";
import { overdueOf } from "../../../domain/overdue.ts";
import { fetchPurchaseOrders, type PurchaseOrderRow } from "../shared/api/purchase-orders.ts";
import { arrivalsById, fetchAllArrivals, type Arrivals } from "./api/order-arrivals.ts";

const overdueKey = (arrival: boolean) =>
  cacheKey("PurchaseOrders", { status: ["ORDERED"], every: true, arrivals: arrival });

const fetchOrdered = ([, { arrivals }]: ReturnType<typeof overdueKey>) =>
  Promise.all([
    fetchAllPages((page) => fetchPurchaseOrders({ ...page, status: ["ORDERED"] })),
    arrivals ? fetchAllArrivals(["ORDERED"]) : undefined,
  ]).then(([orders, days]) => ({ orders, days }));

/** An order with its expected day, where the provider has them and the day was read. */
export const withArrival = (order: PurchaseOrderRow, days?: Arrivals) =>
  days?.has(order.id) ? { ...order, expectedArrival: days.get(order.id) } : order;

/**
 * The overdue orders and their days, read while `wanted` and once `arrival` (the provider stores
 * expected days) is known (null until then).
 */
export function useOverdueOrders(wanted: boolean, limit: number, arrival: boolean | null) {
  const key = wanted && arrival !== null ? overdueKey(arrival) : null;
  const read = useSWR(key, fetchOrdered, useFresh(key, readOptions("PurchaseOrders")));
  // Cached as answered, made a Map here (order-arrivals.ts says why).
  const answered = read.data?.days;
  const days = useMemo(() => answered && arrivalsById(answered), [answered]);
  const data =
    read.data &&
    read.data.orders
      .map((order) => ({ order, overdue: overdueOf(withArrival(order, days), limit) }))
      .filter((row) => row.overdue !== null)
      .sort(
        (a, b) =>
          a.overdue!.from.localeCompare(b.overdue!.from) ||
          Date.parse(a.order.dateOrdered!) - Date.parse(b.order.dateOrdered!),
      )
      .map((row) => row.order);
  return { ...read, data, days };
}
