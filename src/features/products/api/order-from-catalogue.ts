// An order made from the catalogue (issue 16, D79) with the calls the spec lists, as Duplicate does
// (D67): addPurchaseOrder as Create New PO sends it, then one updatePurchaseOrder adding the chosen
// lines. The documents are the purchase-orders feature's, used from the generated module (features do
// not import each other). A failed step is reported with what exists, never silently.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { refreshAfterWrite } from "../../../api/cache.ts";
import {
  AddPurchaseOrderDocument,
  UpdatePurchaseOrderDocument,
  type PurchaseOrderItemAddition,
} from "../../../api/generated/graphql.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

/** One line to order (a product, or one of its variations), at the catalogue's cost in dollars. */
export type CatalogueLine = Omit<PurchaseOrderItemAddition, "discount">;

export type CatalogueOrderResult =
  | { kind: "done"; id: string }
  | { kind: "notCreated"; error: unknown }
  /** The order exists, empty: its lines could not be added. */
  | { kind: "partial"; id: string; error: unknown };

/** Creates one OPEN order holding `lines`; resolves to what happened. */
export function useOrderFromCatalogue() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (lines: readonly CatalogueLine[]): Promise<CatalogueOrderResult> => {
      let id: string;
      try {
        const created = await graphqlRequest(AddPurchaseOrderDocument, {
          shippingCost: 0,
          discount: "",
          items: [],
        });
        id = created.addPurchaseOrder.purchaseOrder.id;
      } catch (error) {
        return { kind: "notCreated", error };
      }
      try {
        await graphqlRequest(UpdatePurchaseOrderDocument, {
          id,
          itemAdditions: lines.map((line) => ({ ...line, discount: "" })),
        });
        return { kind: "done", id };
      } catch (error) {
        return { kind: "partial", id, error };
      } finally {
        // The order exists either way: the order lists and a supplier's orders must show it (an OPEN
        // order leaves stock alone, so the catalogue does not change).
        void refreshAfterWrite(mutate, "PurchaseOrders", "PurchaseOrder", "Supplier");
      }
    },
    [mutate],
  );
}
