// Extension "approval" (D242): the store's threshold read and set, on Store Information. Sent only to a
// provider that has the extension (useExtensions, D231); part of the approval setting's chunk.
import useSWR, { useSWRConfig } from "swr";
import { useCallback } from "react";
import { cacheKey } from "../../../../api/cache.ts";
import { graphql } from "../../../../api/generated/gql.ts";
import { graphqlRequest } from "../../../../api/graphql.ts";

export const ApprovalSettingsQuery = graphql(`
  query ApprovalSettings {
    approvalSettings {
      threshold
    }
  }
`);

export const SetApprovalThresholdMutation = graphql(`
  mutation SetApprovalThreshold($threshold: Float) {
    setApprovalThreshold(threshold: $threshold) {
      approvalSettings {
        threshold
      }
    }
  }
`);

const settingsKey = cacheKey("ApprovalSettings");

export function useApprovalSettings() {
  return useSWR(settingsKey, () =>
    graphqlRequest(ApprovalSettingsQuery).then((data) => data.approvalSettings.threshold ?? null),
  );
}

/** Sets (dollars) or clears (null) the threshold; every order's approval is read again afterwards. */
export function useSetThreshold() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (threshold: number | null) => {
      const data = await graphqlRequest(SetApprovalThresholdMutation, { threshold });
      await mutate(settingsKey, data.setApprovalThreshold.approvalSettings.threshold ?? null, false);
      await mutate((key) => Array.isArray(key) && key[0] === "OrderApproval");
    },
    [mutate],
  );
}
