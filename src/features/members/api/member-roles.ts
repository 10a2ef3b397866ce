// The roles a member can be given or invited as (spec section 7: GET /role/), in the provider's order.
import useSWR from "swr";
import { rest } from "../../../api/http.ts";

export const memberRolesKey = ["MemberRoles"] as const;

export interface RoleOption {
  id: number;
  name: string;
}

export const fetchMemberRoles = (): Promise<RoleOption[]> =>
  rest("listRoles").then((answer) => answer.data.map(({ id, name }) => ({ id, name })));

export function useMemberRoles() {
  return useSWR(memberRolesKey, () => fetchMemberRoles());
}
