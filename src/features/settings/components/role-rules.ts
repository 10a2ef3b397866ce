// Which roles are read-only and which permissions a role may still be given (spec sections 2 and 9).
import type { Permission, Role } from "../../../../schema/rest.ts";
import { isProtectedPosition } from "../../../../schema/roles.ts";

/** Whether the role with this id is one of the protected first two, by list position (D19). */
export function isBuiltIn(roles: readonly Role[], id: number): boolean {
  return isProtectedPosition(roles.findIndex((role) => role.id === id));
}

/** All permissions minus the role's, compared by value (spec section 2); all of them without a role. */
export function availablePermissions(all: readonly Permission[], role: Role | undefined): Permission[] {
  const held = new Set(role?.permissions.map((p) => p.value));
  return all.filter((p) => !held.has(p.value));
}

/** The role's permissions with `permission` added at the end (once). */
export const withPermission = (role: Role, permission: Permission): Permission[] => [
  ...role.permissions.filter((p) => p.value !== permission.value),
  permission,
];

/** The role's permissions without `permission`. */
export const withoutPermission = (role: Role, permission: Permission): Permission[] =>
  role.permissions.filter((p) => p.value !== permission.value);
