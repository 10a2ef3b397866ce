// The purchase order list (spec section 7): paged, newest change first, narrowed by status.
import useSWR, { type ScopedMutator } from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import type { PageVariables } from "../../../../schema/connection.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";
import { dropStaleReads } from "../../../api/stale-reads.ts";
import { purchaseOrderKey } from "./purchase-order.ts";

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

const LIST = "PurchaseOrders";

export const purchaseOrdersKey = (variables: PurchaseOrdersVariables) => [LIST, variables] as const;

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === LIST;

/**
 * After a write to order `id` (none for a new order): its detail is refetched where it is shown and
 * every cached list page is dropped, so the list opened next shows the write (dropStaleReads).
 */
export const refreshOrderReads = (mutate: ScopedMutator, id?: string) =>
  Promise.all([id !== undefined && mutate(purchaseOrderKey(id)), dropStaleReads(mutate, isListKey)]);

export const fetchPurchaseOrders = (variables: PurchaseOrdersVariables) =>
  graphqlRequest(PurchaseOrdersQuery, variables).then((data) => data.allPurchaseOrders);

/** One page of orders; the previous page stays on screen while the next loads. */
export function usePurchaseOrders(variables: PurchaseOrdersVariables) {
  return useSWR(purchaseOrdersKey(variables), ([, v]) => fetchPurchaseOrders(v), { keepPreviousData: true });
}
