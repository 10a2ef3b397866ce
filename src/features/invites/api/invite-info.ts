// Invite information (spec section 7): the store's name while the invite is valid, an empty
// `data` once it is used, revoked or expired.
import useSWR from "swr";
import { failureKind } from "../../../api/api-error.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";

export const inviteInfoKey = (token: string) => cacheKey("InviteInfo", { token });

/** The invited store's name, or null when the invite is invalid or expired. */
export const fetchInviteInfo = (token: string) =>
  rest("inviteInfo", { params: { token } }).then((answer) => answer.data.storeName ?? null);

/**
 * True when a failed lookup still means "this invite is no good" (a 4xx refusal), false when the
 * service was not reached (network, timeout, 5xx, an answer we could not read) and a retry may succeed.
 */
export function isInvalidInviteError(error: unknown): boolean {
  const kind = failureKind(error);
  return kind === "not-found" || kind === "refused";
}

/** `data` is the store name, or null for an invalid invite; no key (no request) without a token. */
export function useInviteInfo(token: string | null) {
  // No refetch on focus: the answer only changes when the invite is used, and after accepting it the
  // screen is already leaving; a refetch then would read "used" as "invalid".
  return useSWR(token ? inviteInfoKey(token) : null, ([, v]) => fetchInviteInfo(v.token), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
