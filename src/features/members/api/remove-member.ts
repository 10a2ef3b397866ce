// Removing a member from the store (D29 extension DELETE store/members/{userId}).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { rest } from "../../../api/http.ts";
import { refreshAfterWrite } from "../../../api/cache.ts";

export const removeMember = (userId: number): Promise<void> =>
  rest("removeMember", { params: { userId } }).then(() => undefined);

/** removeMember, then the members are read again; throws ApiError on a refusal (409 last holder). */
export function useRemoveMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: number) => {
      await removeMember(userId);
      await refreshAfterWrite(mutate, "Members");
    },
    [mutate],
  );
}
