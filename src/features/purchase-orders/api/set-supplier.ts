// Setting or clearing an order's supplier (spec section 7; D4: not once CLOSED). The order and the list
// (whose Supplier column shows it) are refetched afterwards.
import { gql } from "../../../api/gql.ts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphqlRequest } from "../../../api/graphql.ts";
import { refreshOrderReads } from "./purchase-orders.ts";

export const SetPurchaseOrderSupplierMutation = gql`
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
`;

export interface SetSupplierVariables {
  id: string;
  /** null clears the supplier ('None set.'). */
  vendorId: string | null;
}

/** Sets the supplier; resolves to the order's supplier afterwards. */
export const setSupplier = (variables: SetSupplierVariables) =>
  graphqlRequest<
    { setPurchaseOrderSupplier: { purchaseOrder: { vendor: { id: string; name: string } | null } } },
    SetSupplierVariables
  >(SetPurchaseOrderSupplierMutation, variables).then(
    (data) => data.setPurchaseOrderSupplier.purchaseOrder.vendor,
  );

/** setSupplier, then the order is refetched and the list pages dropped, also after a refusal. */
export function useSetSupplier() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: SetSupplierVariables) => {
      try {
        return await setSupplier(variables);
      } finally {
        await refreshOrderReads(mutate, variables.id);
      }
    },
    [mutate],
  );
}
