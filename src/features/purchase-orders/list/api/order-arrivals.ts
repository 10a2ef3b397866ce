// The list's expected arrival days (extension "arrival", D234, D250): a second list document beside the
// spec's, asking the same page (or every ORDERED order) for only each order's id and day. Sent only once
// the provider is known to have the extension: a spec-only provider gets exactly the spec's list query,
// and the spec's page, read ahead at boot, never waits for this one.
import { useMemo } from "react";
import useSWR from "swr";
import type { PurchaseOrderStatus } from "../../../../../schema/status.ts";
import { fetchAllPages } from "../../../../api/all-pages.ts";
import { cacheKey, readOptions } from "../../../../api/cache.ts";
import { useFresh } from "../../../../api/fresh.ts";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../../api/graphql.ts";
import type { PurchaseOrdersVariables } from "../../shared/api/purchase-orders.ts";

export const PurchaseOrderArrivalsQuery = graphql(`
  query PurchaseOrderArrivals(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $status: [PurchaseOrderStatus!]
  ) {
    allPurchaseOrders(first: $first, after: $after, last: $last, before: $before, status: $status) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        expectedArrival
      }
    }
  }
`);

/** Each order's expected day (YYYY-MM-DD or null) by its id. */
export type Arrivals = ReadonlyMap<string, string | null>;

/** The days as answered: what is cached (a Map is not, see useOrderArrivals). */
type ArrivalNodes = ResultOf<typeof PurchaseOrderArrivalsQuery>["allPurchaseOrders"]["nodes"];

const fetchArrivals = (variables: PurchaseOrdersVariables) =>
  graphqlRequest(PurchaseOrderArrivalsQuery, variables).then((data) => data.allPurchaseOrders);

export const arrivalsById = (nodes: ArrivalNodes): Arrivals =>
  new Map(nodes.map((node) => [node.id, node.expectedArrival]));

// A list of orders as far as the cache goes (D31): every order write reads it again, as it does the page.
const arrivalsKey = (variables: PurchaseOrdersVariables | null) =>
  variables && cacheKey("PurchaseOrders", { ...variables, arrivals: true });

/**
 * The days of the orders of one list page; `variables` null: not wanted (no extension). Cached as
 * answered and made a Map here: SWR compares answers with dequal/lite, which sees no entries in a Map,
 * so a re-read's new days were taken for the old ones and dropped.
 */
export function useOrderArrivals(variables: PurchaseOrdersVariables | null): Arrivals | undefined {
  const key = arrivalsKey(variables);
  const { data } = useSWR(
    key,
    ([, { arrivals: _arrivals, ...v }]) => fetchArrivals(v).then((page) => page.nodes),
    useFresh(key, readOptions("PurchaseOrders")),
  );
  return useMemo(() => data && arrivalsById(data), [data]);
}

/** The days of every order of `status`, page after page (for "Overdue Only"), as answered. */
export const fetchAllArrivals = (status: PurchaseOrderStatus[]): Promise<ArrivalNodes> =>
  fetchAllPages((page) => fetchArrivals({ ...page, status }));
