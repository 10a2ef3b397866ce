// The purchase order list (spec section 7): paged, newest change first, narrowed by status.
import useSWR, { preload } from "swr";
import type { PurchaseOrderStatus } from "../../../../../schema/status.ts";
import type { PageVariables } from "../../../../../schema/connection.ts";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../../api/graphql.ts";
import { cacheKey, readOptions } from "../../../../api/cache.ts";
import { useFresh } from "../../../../api/fresh.ts";
import { pageFromQuery, pageVariables } from "../../../../ui/use-paging.ts";
import { statusesOfQuery } from "../../../../ui/use-status-filter.ts";

export const PurchaseOrdersQuery = graphql(`
  query PurchaseOrders(
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
      edges {
        cursor
      }
      nodes {
        id
        status
        dateCreated
        dateOrdered
        dateReceived
        calculateTotal
        vendor {
          id
          name
        }
        items {
          id
          quantity
        }
      }
    }
  }
`);

export type PurchaseOrderRow = ResultOf<typeof PurchaseOrdersQuery>["allPurchaseOrders"]["nodes"][number];

export type PurchaseOrdersVariables = PageVariables & { status: PurchaseOrderStatus[] };

export const purchaseOrdersKey = (variables: PurchaseOrdersVariables) =>
  cacheKey("PurchaseOrders", variables);

export const fetchPurchaseOrders = (variables: PurchaseOrdersVariables) =>
  graphqlRequest(PurchaseOrdersQuery, variables).then((data) => data.allPurchaseOrders);

const fetchByKey = ([, v]: ReturnType<typeof purchaseOrdersKey>) => fetchPurchaseOrders(v);

/** One page of orders; the previous page stays on screen while the next loads. */
export function usePurchaseOrders(variables: PurchaseOrdersVariables) {
  const key = purchaseOrdersKey(variables);
  return useSWR(key, fetchByKey, useFresh(key, readOptions("PurchaseOrders")));
}

/** The list opens five a page (spec section 2). */
export const OPENING_PAGE_SIZE = 5;

/** The page and statuses the list at `query` shows (both kept in the URL). */
const listVariables = (query: URLSearchParams): PurchaseOrdersVariables => ({
  ...pageVariables(pageFromQuery(query, OPENING_PAGE_SIZE)),
  status: statusesOfQuery(query),
});

/**
 * Starts the read the list screen at `query` opens with, ahead of the screen (at boot); settles
 * once answered, never rejecting (the screen reports a failure).
 */
export const preloadPurchaseOrders = (query: URLSearchParams): Promise<unknown> =>
  preload(purchaseOrdersKey(listVariables(query)), fetchByKey).catch(() => {});
