// The store's roles (spec section 7: GET /role/), in the provider's order: the first two are the
// protected ones (D19), so the order on screen is the order of this answer.
import useSWR from "swr";
import type { Role } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";

export const rolesKey = ["StoreRoles"] as const;

/** Every role of the active store with its permissions. */
export const fetchRoles = (): Promise<Role[]> => rest("listRoles").then((answer) => answer.data);

export function useRoles() {
  return useSWR(rolesKey, () => fetchRoles());
}
