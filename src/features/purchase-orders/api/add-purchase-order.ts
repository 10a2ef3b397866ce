// Creating a purchase order (spec section 4, D1): shipping 0, an empty discount and no items; the
// provider makes it OPEN. Cached list pages are dropped so the new order shows when the user returns.
import { gql } from "../../../api/gql.ts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphqlRequest } from "../../../api/graphql.ts";
import { refreshOrderReads } from "./purchase-orders.ts";

export const AddPurchaseOrderMutation = gql`
  mutation AddPurchaseOrder(
    $shippingCost: Float!
    $discount: String!
    $items: [PurchaseOrderItemAddition!]!
  ) {
    addPurchaseOrder(shippingCost: $shippingCost, discount: $discount, items: $items) {
      purchaseOrder {
        id
      }
    }
  }
`;

/** What every new order starts with (spec section 9). */
export const NEW_PURCHASE_ORDER = { shippingCost: 0, discount: "", items: [] } as const;

/** Creates an empty order; resolves to its id. */
export const addPurchaseOrder = () =>
  graphqlRequest<{ addPurchaseOrder: { purchaseOrder: { id: string } } }, typeof NEW_PURCHASE_ORDER>(
    AddPurchaseOrderMutation,
    NEW_PURCHASE_ORDER,
  ).then((data) => data.addPurchaseOrder.purchaseOrder.id);

/** addPurchaseOrder, then every cached list page is dropped. */
export function useAddPurchaseOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const id = await addPurchaseOrder();
    void refreshOrderReads(mutate);
    return id;
  }, [mutate]);
}
