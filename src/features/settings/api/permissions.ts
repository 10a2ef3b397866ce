// Every permission a role can be given (spec section 7: GET /role/permissions/).
import useSWR from "swr";
import type { Permission } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { cacheKey } from "../../../api/cache.ts";

export const permissionsKey = cacheKey("Permissions");

/** The whole permission catalogue, each with its value (identity) and publicName (label). */
export const fetchPermissions = (): Promise<Permission[]> =>
  rest("listPermissions").then((answer) => answer.data);

export function usePermissionCatalogue() {
  return useSWR(permissionsKey, () => fetchPermissions());
}
