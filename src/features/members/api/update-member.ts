// Giving a member another role (D29 extension POST store/members/{userId}). The provider reads the role
// on every request, so it holds from the member's next call; their menus follow on their
// next sign-in or store switch, when the app reads a new token.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { Member } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { refreshAfterWrite } from "../../../api/cache.ts";

export const updateMember = (userId: number, roleId: number): Promise<Member> =>
  rest("updateMember", { params: { userId }, body: { roleId } }).then((answer) => answer.data);

/** updateMember, then the members are read again; throws ApiError on a refusal (409 last holder). */
export function useUpdateMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: number, roleId: number) => {
      const member = await updateMember(userId, roleId);
      await refreshAfterWrite(mutate, "Members");
      return member;
    },
    [mutate],
  );
}
