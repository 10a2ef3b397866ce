// The store's roles (spec section 7: GET /role/), in the provider's order: the first two are the
// protected ones, so the order on screen is the order of this answer. One read for the features
// that show roles (Store Roles, the members' role choices), so they share one cache entry.
import useSWR from "swr";
import type { Role } from "../../../schema/rest.ts";
import { cacheKey } from "../../api/cache.ts";
import { rest } from "../../api/http.ts";

export const rolesKey = cacheKey("Roles");

/** Every role of the active store with its permissions. */
const fetchRoles = (): Promise<Role[]> => rest("listRoles").then((answer) => answer.data);

export function useRoles() {
  return useSWR(rolesKey, () => fetchRoles());
}
