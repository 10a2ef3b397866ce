// The purchase order list (spec section 7): paged, newest change first, narrowed by status.
import { gql } from "../../../api/gql.ts";
import useSWR from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import { PAGE_FIELDS, type Connection, type PageVariables } from "../../../api/connection.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

export const PurchaseOrdersQuery = gql`
  query PurchaseOrders(
    $first: Int
    $after: String
    $last: Int
    $before: String
    $status: [PurchaseOrderStatus!]
  ) {
    allPurchaseOrders(first: $first, after: $after, last: $last, before: $before, status: $status) {
      ${PAGE_FIELDS}
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
`;

export interface PurchaseOrderRow {
  id: string;
  status: PurchaseOrderStatus;
  dateCreated: string;
  dateOrdered: string | null;
  dateReceived: string | null;
  calculateTotal: number;
  vendor: { id: string; name: string } | null;
  items: { id: string; quantity: number }[];
}

export type PurchaseOrdersVariables = PageVariables & { status: PurchaseOrderStatus[] };

/** Every cached order read: the detail ("PurchaseOrder") and each list page ("PurchaseOrders"). */
export const isPurchaseOrderKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === "string" && key[0].startsWith("PurchaseOrder");

export const purchaseOrdersKey = (variables: PurchaseOrdersVariables) =>
  ["PurchaseOrders", variables] as const;

export const fetchPurchaseOrders = (variables: PurchaseOrdersVariables) =>
  graphqlRequest<{ allPurchaseOrders: Connection<PurchaseOrderRow> }, PurchaseOrdersVariables>(
    PurchaseOrdersQuery,
    variables,
  ).then((data) => data.allPurchaseOrders);

/** One page of orders; the previous page stays on screen while the next loads. */
export function usePurchaseOrders(variables: PurchaseOrdersVariables) {
  return useSWR(purchaseOrdersKey(variables), ([, v]) => fetchPurchaseOrders(v), { keepPreviousData: true });
}
