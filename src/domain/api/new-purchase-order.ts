// Creating a purchase order (spec section 4): shipping 0, an empty discount and no items; the
// provider makes it OPEN. Create New PO sends just that; Duplicate and ordering from the catalogue
// then give it its lines in one updatePurchaseOrder, the calls the spec lists. That two-step is
// here, below both features, so it is written once (D105). Order reads are refreshed after either.
import { useCallback } from "react";
import { useSWRConfig, type ScopedMutator } from "swr";
import { refreshAfterWrite } from "../../api/cache.ts";
import { graphql } from "../../api/generated/gql.ts";
import {
  UpdatePurchaseOrderDocument,
  type UpdatePurchaseOrderMutationVariables,
} from "../../api/generated/graphql.ts";
import { graphqlRequest, type VariablesOf } from "../../api/graphql.ts";

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

/** After a write to an order: every read that shows orders (lists, details, a supplier's orders). */
export const refreshOrderReads = (mutate: ScopedMutator) =>
  refreshAfterWrite(mutate, "PurchaseOrders", "PurchaseOrder", "Supplier");

/** Creates an empty order; resolves to its id. */
export const addPurchaseOrder = () =>
  graphqlRequest(AddPurchaseOrderMutation, NEW_PURCHASE_ORDER).then(
    (data) => data.addPurchaseOrder.purchaseOrder.id,
  );

/** addPurchaseOrder, then the order reads are refreshed. */
export function useAddPurchaseOrder() {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const id = await addPurchaseOrder();
    void refreshOrderReads(mutate);
    return id;
  }, [mutate]);
}

/** What a new order is given after it is created: its lines, and any other field of the edit. */
type NewOrderContent = Omit<UpdatePurchaseOrderMutationVariables, "id">;

export type NewOrderResult =
  | { kind: "done"; id: string }
  | { kind: "notCreated"; error: unknown }
  /** The order exists, empty: its content could not be given. */
  | { kind: "partial"; id: string; error: unknown };

/** Creates an empty order, then gives it `content` in one updatePurchaseOrder; resolves to what happened. */
export function useCreateOrderWith() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (content: NewOrderContent): Promise<NewOrderResult> => {
      let id: string;
      try {
        id = await addPurchaseOrder();
      } catch (error) {
        return { kind: "notCreated", error };
      }
      try {
        await graphqlRequest(UpdatePurchaseOrderDocument, { id, ...content });
        return { kind: "done", id };
      } catch (error) {
        return { kind: "partial", id, error };
      } finally {
        // The order exists either way: the lists and a supplier's orders show it even when empty.
        void refreshOrderReads(mutate);
      }
    },
    [mutate],
  );
}
