// Moving an order along one transition of spec section 4 (D2). The provider refuses anything else with
// INVALID_TRANSITION or FORBIDDEN; either way the order is refetched afterwards, since a refusal usually
// means the order on screen was stale.
import { gql } from "../../../api/gql.ts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import { graphqlRequest } from "../../../api/graphql.ts";
import { refreshOrderReads } from "./purchase-orders.ts";

export const UpdatePurchaseOrderStatusMutation = gql`
  mutation UpdatePurchaseOrderStatus($id: ID!, $updatedStatus: PurchaseOrderStatus!) {
    updatePurchaseOrderStatus(id: $id, updatedStatus: $updatedStatus) {
      purchaseOrder {
        id
        status
      }
    }
  }
`;

export interface ChangeStatusVariables {
  id: string;
  updatedStatus: PurchaseOrderStatus;
}

/** Changes the status; resolves to the new one. */
export const changeStatus = (variables: ChangeStatusVariables) =>
  graphqlRequest<
    { updatePurchaseOrderStatus: { purchaseOrder: { id: string; status: PurchaseOrderStatus } } },
    ChangeStatusVariables
  >(UpdatePurchaseOrderStatusMutation, variables).then(
    (data) => data.updatePurchaseOrderStatus.purchaseOrder.status,
  );

/** changeStatus, then the order is refetched and the list pages dropped, also after a refusal. */
export function useChangeStatus() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: ChangeStatusVariables) => {
      try {
        return await changeStatus(variables);
      } finally {
        await refreshOrderReads(mutate, variables.id);
      }
    },
    [mutate],
  );
}
