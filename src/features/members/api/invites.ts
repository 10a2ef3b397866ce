// The store's pending invites (D29 extension GET store/invites): not used, not revoked; expired ones
// are flagged so they can still be revoked.
import useSWR from "swr";
import type { StoreInvite } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";

export const invitesKey = cacheKey("Invites");

export const fetchInvites = (): Promise<StoreInvite[]> => rest("listInvites").then((answer) => answer.data);

export function useInvites() {
  return useSWR(invitesKey, () => fetchInvites());
}
