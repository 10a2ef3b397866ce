// Editing an order's items, ship-to, shipping and discount (spec section 7, D4). Only the arguments
// given change; the order is refetched afterwards so the screens show what the provider stored.
import { gql } from "../../../api/gql.ts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphqlRequest } from "../../../api/graphql.ts";
import { isPurchaseOrderKey } from "./purchase-orders.ts";

export const UpdatePurchaseOrderMutation = gql`
  mutation UpdatePurchaseOrder(
    $id: ID!
    $itemAdditions: [PurchaseOrderItemAddition!]
    $itemRemovals: [ID!]
    $itemUpdates: [PurchaseOrderItemUpdate!]
    $shipToAddress: AddressInput
    $shippingCost: Float
    $discount: String
  ) {
    updatePurchaseOrder(
      id: $id
      itemAdditions: $itemAdditions
      itemRemovals: $itemRemovals
      itemUpdates: $itemUpdates
      shipToAddress: $shipToAddress
      shippingCost: $shippingCost
      discount: $discount
    ) {
      purchaseOrder {
        id
        dateModified
      }
    }
  }
`;

export interface ShipToInput {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** Money in dollars, as on the wire (D7). */
export interface UpdatePurchaseOrderVariables {
  id: string;
  itemAdditions?: {
    productId: string;
    variationId: string | null;
    quantity: number;
    unitCost: number;
  }[];
  itemRemovals?: string[];
  itemUpdates?: { id: string; quantity?: number; unitCost?: number }[];
  shipToAddress?: ShipToInput;
  shippingCost?: number;
  discount?: string;
}

/** Sends the edit; resolves once the provider has stored it. */
export const updatePurchaseOrder = (variables: UpdatePurchaseOrderVariables) =>
  graphqlRequest<{ updatePurchaseOrder: { purchaseOrder: { id: string } } }, UpdatePurchaseOrderVariables>(
    UpdatePurchaseOrderMutation,
    variables,
  ).then((data) => data.updatePurchaseOrder.purchaseOrder.id);

/** updatePurchaseOrder, then the order's detail is refetched (and awaited, so no stale frame shows). */
export function useUpdatePurchaseOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: UpdatePurchaseOrderVariables) => {
      await updatePurchaseOrder(variables);
      // The detail first (the editor waits for it), and every list page, whose totals changed too.
      await mutate(isPurchaseOrderKey);
    },
    [mutate],
  );
}
