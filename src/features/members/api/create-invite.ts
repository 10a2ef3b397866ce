// Inviting an email as one of the store's roles (D29 extension POST store/invites): the provider
// mails the /joinStore link; the invite is pending for 7 days.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { StoreInvite } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { refreshAfterWrite } from "../../../api/cache.ts";

export const createInvite = (email: string, roleId: number): Promise<StoreInvite> =>
  rest("createInvite", { body: { email, roleId } }).then((answer) => answer.data);

/** createInvite, then the pending invites are read again; throws ApiError on a refusal. */
export function useCreateInvite() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (email: string, roleId: number) => {
      const invite = await createInvite(email, roleId);
      await refreshAfterWrite(mutate, "Invites");
      return invite;
    },
    [mutate],
  );
}
