// Editing an order's items, ship-to, shipping and discount (spec section 7). Only the arguments
// given change. The answer is the order as stored, which goes straight into the detail's cache (so a
// visit never starts from a read that left before this save) and whose item ids tell the
// edit queue what a later unanswered call is judged against; the list pages are refetched.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../../api/graphql.ts";
import { purchaseOrderKey, type PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { refreshOrderReads } from "../../../../domain/api/new-purchase-order.ts";

export const UpdatePurchaseOrderMutation = graphql(`
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
        ...PurchaseOrderDetail
      }
    }
  }
`);

/** The ship-to as the edit form holds and sends it: the stored address's fields, all of them given. */
export type ShipToInput = Omit<NonNullable<PurchaseOrderDetail["shipToAddress"]>, "id">;

/** Money in dollars, as on the wire (D7). */
export type UpdatePurchaseOrderVariables = VariablesOf<typeof UpdatePurchaseOrderMutation>;

/** Sends the edit; resolves, once the provider has stored it, to the order as stored. */
export const updatePurchaseOrder = (variables: UpdatePurchaseOrderVariables) =>
  graphqlRequest(UpdatePurchaseOrderMutation, variables).then(
    (data) => data.updatePurchaseOrder.purchaseOrder,
  );

/** updatePurchaseOrder, then the detail's cache holds the answer and the list pages are dropped. */
export function useUpdatePurchaseOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: UpdatePurchaseOrderVariables) => {
      const order = await updatePurchaseOrder(variables);
      await mutate(purchaseOrderKey(order.id), order, { revalidate: false });
      await refreshOrderReads(mutate);
      return order;
    },
    [mutate],
  );
}
