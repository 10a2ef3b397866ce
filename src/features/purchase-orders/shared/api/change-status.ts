// Moving an order along one transition of spec section 4. The provider refuses anything else with
// INVALID_TRANSITION or FORBIDDEN; either way the order is refetched afterwards, since a refusal usually
// means the order on screen was stale.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../../api/graphql.ts";
import { refreshOrderReads } from "../../../../domain/api/new-purchase-order.ts";
import { noteOwnWrite } from "./own-writes.ts";

export const UpdatePurchaseOrderStatusMutation = graphql(`
  mutation UpdatePurchaseOrderStatus($id: ID!, $updatedStatus: PurchaseOrderStatus!) {
    updatePurchaseOrderStatus(id: $id, updatedStatus: $updatedStatus) {
      purchaseOrder {
        id
        status
      }
    }
  }
`);

export type ChangeStatusVariables = VariablesOf<typeof UpdatePurchaseOrderStatusMutation>;

/** Changes the status; resolves to the new one. */
export const changeStatus = (variables: ChangeStatusVariables) =>
  graphqlRequest(UpdatePurchaseOrderStatusMutation, variables).then(
    (data) => data.updatePurchaseOrderStatus.purchaseOrder.status,
  );

/** changeStatus, then the order is refetched and the list pages dropped, also after a refusal. */
export function useChangeStatus() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: ChangeStatusVariables) => {
      try {
        const status = await changeStatus(variables);
        noteOwnWrite(variables.id, "status", status);
        return status;
      } finally {
        await refreshOrderReads(mutate);
      }
    },
    [mutate],
  );
}
