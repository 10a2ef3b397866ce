// Setting or clearing an order's supplier (spec section 7; not once CLOSED). The order and the list
// (whose Supplier column shows it) are refetched afterwards.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../../api/graphql.ts";
import { refreshOrderReads } from "../../../../domain/api/new-purchase-order.ts";
import { noteOwnWrite } from "./own-writes.ts";

export const SetPurchaseOrderSupplierMutation = graphql(`
  mutation SetPurchaseOrderSupplier($id: ID!, $vendorId: ID) {
    setPurchaseOrderSupplier(id: $id, vendorId: $vendorId) {
      purchaseOrder {
        id
        vendor {
          id
          name
        }
      }
    }
  }
`);

/** A null vendorId clears the supplier ('None set.'). */
export type SetSupplierVariables = VariablesOf<typeof SetPurchaseOrderSupplierMutation>;

/** Sets the supplier; resolves to the order's supplier afterwards. */
export const setSupplier = (variables: SetSupplierVariables) =>
  graphqlRequest(SetPurchaseOrderSupplierMutation, variables).then(
    (data) => data.setPurchaseOrderSupplier.purchaseOrder.vendor,
  );

/** setSupplier, then the order is refetched and the list pages dropped, also after a refusal. */
export function useSetSupplier() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: SetSupplierVariables) => {
      try {
        const vendor = await setSupplier(variables);
        noteOwnWrite(variables.id, "supplier", vendor?.id ?? "");
        return vendor;
      } finally {
        await refreshOrderReads(mutate);
      }
    },
    [mutate],
  );
}
