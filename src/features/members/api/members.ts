// The active store's members (D29 extension GET store/members): name, email and role.
import useSWR from "swr";
import type { Member } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";

export const membersKey = ["StoreMembers"] as const;

export const fetchMembers = (): Promise<Member[]> => rest("listMembers").then((answer) => answer.data);

export function useMembers() {
  return useSWR(membersKey, () => fetchMembers());
}
