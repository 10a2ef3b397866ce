// The purchase order list (spec section 7): paged, newest change first, narrowed by status.
import { gql } from "../../../api/gql.ts";
import useSWR, { preload, type ScopedMutator } from "swr";
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "../../../../schema/status.ts";
import { PAGE_FIELDS, type Connection, type PageVariables } from "../../../../schema/connection.ts";
import { graphqlRequest } from "../../../api/graphql.ts";
import { dropStaleReads } from "../../../api/stale-reads.ts";
import { firstPage, pageVariables } from "../../../ui/use-paging.ts";
import { purchaseOrderKey } from "./purchase-order.ts";

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
  graphqlRequest<{ allPurchaseOrders: Connection<PurchaseOrderRow> }, PurchaseOrdersVariables>(
    PurchaseOrdersQuery,
    variables,
  ).then((data) => data.allPurchaseOrders);

const fetchByKey = ([, v]: ReturnType<typeof purchaseOrdersKey>) => fetchPurchaseOrders(v);

/** One page of orders; the previous page stays on screen while the next loads. */
export function usePurchaseOrders(variables: PurchaseOrdersVariables) {
  return useSWR(purchaseOrdersKey(variables), fetchByKey, { keepPreviousData: true });
}

/** The list as it opens (spec section 2): five a page, every status. */
export const OPENING_PAGE_SIZE = 5;
export const OPENING_STATUSES: readonly PurchaseOrderStatus[] = PURCHASE_ORDER_STATUSES;

/** Starts the read the list screen opens with, ahead of the screen (a route preload, issue 15). */
export const preloadPurchaseOrders = () =>
  void preload(
    purchaseOrdersKey({ ...pageVariables(firstPage(OPENING_PAGE_SIZE)), status: [...OPENING_STATUSES] }),
    fetchByKey,
  ).catch(() => {}); // the screen's read reports a failure
