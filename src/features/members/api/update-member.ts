// Giving a member another role (D29 extension POST store/members/{userId}); the token carries
// permissions (D12), so the member gets them from their next sign-in or store switch.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import type { Member } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { membersKey } from "./members.ts";

export const updateMember = (userId: number, roleId: number): Promise<Member> =>
  rest("updateMember", { params: { userId }, body: { roleId } }).then((answer) => answer.data);

/** updateMember, then the members are read again; throws ApiError on a refusal (409 last holder). */
export function useUpdateMember() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (userId: number, roleId: number) => {
      const member = await updateMember(userId, roleId);
      await mutate(membersKey);
      return member;
    },
    [mutate],
  );
}
