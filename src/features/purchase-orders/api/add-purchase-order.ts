// Creating a purchase order (spec section 4, D1): shipping 0, an empty discount and no items; the
// provider makes it OPEN. Cached list pages are dropped so the new order shows when the user returns.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../api/graphql.ts";
import { refreshOrderReads } from "./purchase-orders.ts";

export const AddPurchaseOrderMutation = graphql(`
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
`);

/** What every new order starts with (spec section 9). */
const NEW_PURCHASE_ORDER: VariablesOf<typeof AddPurchaseOrderMutation> = {
  shippingCost: 0,
  discount: "",
  items: [],
};

/** Creates an empty order; resolves to its id. */
export const addPurchaseOrder = () =>
  graphqlRequest(AddPurchaseOrderMutation, NEW_PURCHASE_ORDER).then(
    (data) => data.addPurchaseOrder.purchaseOrder.id,
  );

/** addPurchaseOrder, then every cached list page is dropped. */
export function useAddPurchaseOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const id = await addPurchaseOrder();
    void refreshOrderReads(mutate);
    return id;
  }, [mutate]);
}
