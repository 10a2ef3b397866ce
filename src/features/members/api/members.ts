// The active store's members (D29 extension GET store/members): name, email and role.
import useSWR from "swr";
import type { Member } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";
import { useFresh } from "../../../api/fresh.ts";

export const membersKey = cacheKey("Members");

export const fetchMembers = (): Promise<Member[]> => rest("listMembers").then((answer) => answer.data);

export function useMembers() {
  return useSWR(membersKey, () => fetchMembers(), useFresh(membersKey));
}
