// One purchase order with everything the view and edit screens show (spec section 7: the list query
// narrowed by id). Not found, another store's order included, is an empty list (D11).
import useSWR, { preload } from "swr";
import { graphql } from "../../api/generated/gql.ts";
import type { PurchaseOrderDetailFragment, PurchaseOrderItemAddition } from "../../api/generated/graphql.ts";
import { graphqlRequest } from "../../api/graphql.ts";
import { cacheKey } from "../../api/cache.ts";
import { useFresh } from "../../api/fresh.ts";

/** Everything the view and edit screens show of an order; updatePurchaseOrder answers with it too. */
export const PurchaseOrderDetailFields = graphql(`
  fragment PurchaseOrderDetail on PurchaseOrder {
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
    }
  }
`);

export const PurchaseOrderQuery = graphql(`
  query PurchaseOrder($id: ID!) {
    allPurchaseOrders(id: $id, first: 1) {
      nodes {
        ...PurchaseOrderDetail
      }
    }
  }
`);

export type PurchaseOrderDetail = PurchaseOrderDetailFragment;
export type PurchaseOrderItem = PurchaseOrderDetail["items"][number];

/** What a line shows as its name, SKU and MPN: its variation's when it has one, else its product's. */
export const shownOf = (item: PurchaseOrderItem) => item.variation ?? item.product;

/** An order's ship-to as a write sends it (the read's address without its id), or null. */
export function shipToInput({ shipToAddress: address }: PurchaseOrderDetail) {
  return (
    address && {
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
    }
  );
}

/** A line as an edit adds it (the read's line without its id), holding `quantity`. */
export const itemAddition = (item: PurchaseOrderItem, quantity = item.quantity) =>
  ({
    productId: item.product.id,
    variationId: item.variation?.id ?? null,
    quantity,
    unitCost: item.unitCost,
    discount: item.discount,
  }) satisfies PurchaseOrderItemAddition;

export const purchaseOrderKey = (id: string) => cacheKey("PurchaseOrder", { id });

/** The order, or null when there is no such order in the active store. */
export const fetchPurchaseOrder = (id: string) =>
  graphqlRequest(PurchaseOrderQuery, { id }).then((data) => data.allPurchaseOrders.nodes[0] ?? null);

const fetchByKey = ([, v]: ReturnType<typeof purchaseOrderKey>) => fetchPurchaseOrder(v.id);

/** The order, kept fresh while its screen (view, edit, Check In Delivery) is open. */
export function usePurchaseOrder(id: string) {
  const key = purchaseOrderKey(id);
  return useSWR(key, fetchByKey, useFresh(key));
}

/**
 * Starts the read usePurchaseOrder(id) makes, ahead of its screen (at boot); settles once
 * answered, never rejecting (the screen's read reports a failure).
 */
export const preloadPurchaseOrder = (id: string): Promise<unknown> =>
  preload(purchaseOrderKey(id), fetchByKey).catch(() => {});
