// What the signed-in user may do (D6), from the token's Permissions claim; screens hide the rest.
import type { Action } from "../../../../schema/permissions.ts";
import { can } from "../../../../schema/permissions.ts";
import { useSession } from "../../../session/session-context.tsx";

/** A check for the signed-in user: may they perform `action`? */
export function usePermissions(): (action: Action) => boolean {
  const held = useSession()?.claims.Permissions ?? [];
  return (action) => can(held, action);
}
