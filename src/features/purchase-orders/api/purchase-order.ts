// One purchase order with everything the view and edit screens show (spec section 7: the list query
// narrowed by id). Not found, another store's order included, is an empty list (D11).
import { gql } from "../../../api/gql.ts";
import useSWR, { preload } from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

/** Everything the view and edit screens show of an order; updatePurchaseOrder answers with it too. */
export const PURCHASE_ORDER_DETAIL = `
        id
        status
        dateCreated
        dateModified
        dateOrdered
        dateReceived
        dateFinalized
        shippingCost
        discount
        calculateTotal
        vendor {
          id
          name
        }
        shipToAddress {
          id
          address1
          address2
          city
          state
          zipCode
        }
        items {
          id
          quantity
          unitCost
          discount
          product {
            id
            name
            sku
            mpn
          }
          variation {
            id
            name
            sku
            mpn
          }
        }`;

export const PurchaseOrderQuery = gql`
  query PurchaseOrder($id: ID!) {
    allPurchaseOrders(id: $id, first: 1) {
      nodes {${PURCHASE_ORDER_DETAIL}
      }
    }
  }
`;

interface Named {
  id: string;
  name: string;
  sku: string;
  mpn: string;
}

export interface PurchaseOrderDetail {
  id: string;
  status: PurchaseOrderStatus;
  dateCreated: string;
  dateModified: string;
  dateOrdered: string | null;
  dateReceived: string | null;
  dateFinalized: string | null;
  shippingCost: number;
  discount: string;
  calculateTotal: number;
  vendor: { id: string; name: string } | null;
  shipToAddress: {
    id: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zipCode: string;
  } | null;
  items: {
    id: string;
    quantity: number;
    unitCost: number;
    discount: string;
    product: Named;
    variation: Named | null;
  }[];
}

export const purchaseOrderKey = (id: string) => ["PurchaseOrder", { id }] as const;

/** The order, or null when there is no such order in the active store. */
export const fetchPurchaseOrder = (id: string) =>
  graphqlRequest<{ allPurchaseOrders: { nodes: PurchaseOrderDetail[] } }, { id: string }>(
    PurchaseOrderQuery,
    { id },
  ).then((data) => data.allPurchaseOrders.nodes[0] ?? null);

const fetchByKey = ([, v]: ReturnType<typeof purchaseOrderKey>) => fetchPurchaseOrder(v.id);

export function usePurchaseOrder(id: string) {
  return useSWR(purchaseOrderKey(id), fetchByKey);
}

/** Starts the read usePurchaseOrder(id) makes, ahead of its screen (a route preload, issue 15). */
export const preloadPurchaseOrder = (id: string) =>
  void preload(purchaseOrderKey(id), fetchByKey).catch(() => {}); // the screen's read reports a failure
