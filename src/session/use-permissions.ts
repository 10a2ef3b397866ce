// What the signed-in user may do, from the token's Permissions claim: the one permission hook.
// Screens hide what `can` refuses; menus and the shell offer only the routes `mayOpen` allows.
import type { Action } from "../../schema/permissions.ts";
import { can as holds } from "../../schema/permissions.ts";
import { mayOpen as opens, type RouteDef } from "../config/routes.ts";
import { useSession } from "./session-context.tsx";

export interface Permissions {
  /** May the user perform `action`? */
  can(action: Action): boolean;
  /** May the user open `route`? */
  mayOpen(route: RouteDef): boolean;
}

export function usePermissions(): Permissions {
  const held = useSession()?.claims.Permissions ?? [];
  return { can: (action) => holds(held, action), mayOpen: (route) => opens(held, route) };
}
