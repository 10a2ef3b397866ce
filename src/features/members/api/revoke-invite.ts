// Revoking a pending invite (D29 extension DELETE store/invites/{token}): its link stops working.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { rest } from "../../../api/http.ts";
import { refreshAfterWrite } from "../../../api/cache.ts";

export const revokeInvite = (token: string): Promise<void> =>
  rest("revokeInvite", { params: { token } }).then(() => undefined);

/** revokeInvite, then the pending invites are read again; throws ApiError on a refusal. */
export function useRevokeInvite() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (token: string) => {
      await revokeInvite(token);
      await refreshAfterWrite(mutate, "Invites");
    },
    [mutate],
  );
}
