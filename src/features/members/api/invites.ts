// The store's pending invites (D29 extension GET store/invites): not used, not revoked; expired ones
// are flagged so they can still be revoked.
import useSWR from "swr";
import type { StoreInvite } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";

export const invitesKey = ["StoreInvites"] as const;

export const fetchInvites = (): Promise<StoreInvite[]> => rest("listInvites").then((answer) => answer.data);

export function useInvites() {
  return useSWR(invitesKey, () => fetchInvites());
}
