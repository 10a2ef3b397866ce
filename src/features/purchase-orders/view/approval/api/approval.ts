// Extension "approval" (D242): an order's approval read and given. Sent only to a provider that has the
// extension (useExtensions, D231); part of the approval chunk.
import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { graphql } from "../../../../../api/generated/gql.ts";
import { graphqlRequest } from "../../../../../api/graphql.ts";
import { refreshOrderReads } from "../../../../../domain/api/new-purchase-order.ts";
import { orderApprovalKey, type OrderApproval } from "../state.ts";

export const OrderApprovalQuery = graphql(`
  query OrderApproval($id: ID!) {
    allPurchaseOrders(id: $id, first: 1) {
      nodes {
        id
        needsApproval
        viewerCanApprove
        approval {
          at
          by {
            id
            name
          }
        }
      }
    }
    approvalSettings {
      threshold
    }
  }
`);

export const ApprovePurchaseOrderMutation = graphql(`
  mutation ApprovePurchaseOrder($id: ID!) {
    approvePurchaseOrder(id: $id) {
      purchaseOrder {
        id
        needsApproval
      }
    }
  }
`);

/** The last answer stays while the order's next one loads, or when it fails (D244). */
const KEEP = { keepPreviousData: true } as const;

/** The order's approval, read again whenever the order changes (its dateModified is in the key). */
export function useOrderApprovalRead(id: string, dateModified: string) {
  return useSWR(
    orderApprovalKey(id, dateModified),
    ([, v]): Promise<OrderApproval> =>
      graphqlRequest(OrderApprovalQuery, { id: v.id }).then((data) => {
        const node = data.allPurchaseOrders.nodes[0];
        return {
          needsApproval: node?.needsApproval ?? false,
          viewerCanApprove: node?.viewerCanApprove ?? false,
          approval: node?.approval ?? null,
          threshold: data.approvalSettings.threshold ?? null,
        };
      }),
    KEEP,
  );
}

/** Approves the order; the order is read again afterwards, also after a refusal. */
export function useApprove() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      try {
        await graphqlRequest(ApprovePurchaseOrderMutation, { id });
      } finally {
        await refreshOrderReads(mutate);
      }
    },
    [mutate],
  );
}
