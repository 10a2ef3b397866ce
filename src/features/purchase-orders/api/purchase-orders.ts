// The purchase order list (spec section 7): paged, newest change first, narrowed by status.
import useSWR, { type ScopedMutator } from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import type { PageVariables } from "../../../../schema/connection.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";
import { cacheKey, readOptions, refreshAfterWrite } from "../../../api/cache.ts";

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

/** After a write to an order: every read that shows orders (lists, details, a supplier's orders). */
export const refreshOrderReads = (mutate: ScopedMutator) =>
  refreshAfterWrite(mutate, "PurchaseOrders", "PurchaseOrder", "Supplier");

export const fetchPurchaseOrders = (variables: PurchaseOrdersVariables) =>
  graphqlRequest(PurchaseOrdersQuery, variables).then((data) => data.allPurchaseOrders);

/** One page of orders; the previous page stays on screen while the next loads. */
export function usePurchaseOrders(variables: PurchaseOrdersVariables) {
  return useSWR(
    purchaseOrdersKey(variables),
    ([, v]) => fetchPurchaseOrders(v),
    readOptions("PurchaseOrders"),
  );
}
