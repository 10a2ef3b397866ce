// Store roles: list, create, rename and set permissions, delete, list permissions.
// The first two roles of a store are protected: read-only, neither renamed, re-permissioned nor deleted
// (spec section 2 "read-only"). Names are NFKC and trimmed, non-empty, free of invisible characters and
// unique in the store by their look-alike key (D52: "Store Owner" with a Cyrillic O is taken); every call
// needs can_modify_store.
import type { Permission, Role } from "../../schema/rest.ts";
import { normalizeName } from "../../schema/names.ts";
import { isProtectedPosition, roleNameProblem } from "../../schema/roles.ts";
import type { Provider } from "../provider.ts";
import type { Db, RoleRow } from "../store/tables.ts";
import { getInStore } from "../store/finders.ts";
import { shownPermission } from "./approval.ts";
import { fail } from "./errors.ts";
import { requireAction, type Session } from "./session.ts";

const storeRoles = (db: Db, storeId: number) => db.roles.filter((r) => r.storeId === storeId);

/** A role as the calls answer it: a permission of an extension that is off is not shown (D242). */
function roleView(provider: Provider, role: RoleRow): Role {
  const { db } = provider.store;
  return {
    id: role.id,
    name: role.name,
    permissions: role.permissionIds
      .map((id) => db.permissions.find((p) => p.id === id)!)
      .filter((p) => shownPermission(provider, p.value)),
  };
}

function checkName(db: Db, storeId: number, name: string, except?: number): string {
  const others = storeRoles(db, storeId).filter((r) => r.id !== except);
  const problem = roleNameProblem(name, others);
  if (problem) fail("BAD_USER_INPUT", problem);
  return normalizeName(name);
}

function editableRole(db: Db, storeId: number, id: string, verb: string): RoleRow {
  const role = getInStore(db.roles, storeId, id, "Role");
  if (isProtectedPosition(storeRoles(db, storeId).indexOf(role)))
    fail("FORBIDDEN", `The role "${role.name}" is built in and cannot be ${verb}.`);
  return role;
}

export function listRoles(provider: Provider, session: Session) {
  const storeId = requireAction(session, "manageRoles");
  const { db } = provider.store;
  return { data: storeRoles(db, storeId).map((role) => roleView(provider, role)) };
}

export function listPermissions(provider: Provider, session: Session) {
  requireAction(session, "manageRoles");
  const shown = provider.store.db.permissions.filter((p) => shownPermission(provider, p.value));
  return { data: shown as Permission[] };
}

export function createRole(provider: Provider, session: Session, name: string) {
  const storeId = requireAction(session, "manageRoles");
  const { db } = provider.store;
  const checked = checkName(db, storeId, name);
  const role = provider.store.write((db, changes) => {
    const row: RoleRow = { id: provider.store.nextId(db), storeId, name: checked, permissionIds: [] };
    changes.insert("roles", row);
    return row;
  });
  return { data: roleView(provider, role) };
}

/** Permissions come as ids (after add/remove) or as full objects (after a rename), spec section 7. */
export function updateRole(
  provider: Provider,
  session: Session,
  id: string,
  name: string,
  permissions: (number | Permission)[],
) {
  const storeId = requireAction(session, "manageRoles");
  const { db } = provider.store;
  const role = editableRole(db, storeId, id, "changed");
  const checked = checkName(db, storeId, name, role.id);
  const permissionIds = [...new Set(permissions.map((p) => (typeof p === "number" ? p : p.id)))];
  const known = (pid: number) => db.permissions.find((p) => p.id === pid);
  for (const pid of permissionIds)
    if (!known(pid) || !shownPermission(provider, known(pid)!.value))
      fail("BAD_USER_INPUT", `Permission ${pid} does not exist.`);
  // A permission not shown now (its extension off) stays as it was: the caller could not see it.
  const hidden = role.permissionIds.filter((pid) => !shownPermission(provider, known(pid)!.value));
  provider.store.write((_, changes) => {
    role.name = checked;
    role.permissionIds = [...permissionIds, ...hidden];
    changes.update("roles", role);
  });
  return { data: roleView(provider, role) };
}

export function deleteRole(provider: Provider, session: Session, id: string) {
  const storeId = requireAction(session, "manageRoles");
  const { db } = provider.store;
  const role = editableRole(db, storeId, id, "deleted");
  const holders = db.memberships.filter((m) => m.roleId === role.id).length;
  if (holders)
    fail(
      "CONFLICT",
      `${holders} member${holders === 1 ? "" : "s"} still hold${holders === 1 ? "s" : ""} "${role.name}": give them another role first.`,
    );
  provider.store.write((db, changes) => {
    changes.remove("roles", role);
    // Invites not yet accepted would join with a role that no longer exists: they end here.
    const now = provider.now().toISOString();
    for (const invite of db.invites)
      if (invite.roleId === role.id && !invite.usedAt && !invite.revokedAt) {
        invite.revokedAt = now;
        changes.update("invites", invite);
      }
  });
  return { data: {} };
}
