// The Store Roles screen's state (spec section 2): the selected role, the name being typed (a new role
// or a rename), and the one refusal line. Calls go through useRoleWrites, which refetches both
// lists after each, so the tables always end on what the provider stored.
import { useState } from "react";
import type { Permission, Role } from "../../../../schema/rest.ts";
import { roleNameProblem } from "../../../../schema/roles.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import { STORE_ROLES_TEXT } from "../strings.ts";
import { usePermissionCatalogue } from "../api/permissions.ts";
import { useRoleWrites } from "../api/role-writes.ts";
import { useRoles } from "../../../domain/api/roles.ts";
import { availablePermissions, isBuiltIn, withPermission, withoutPermission } from "./role-rules.ts";

const FAILED = STORE_ROLES_TEXT.failed;

export function useRoleEditor() {
  const roles = useRoles();
  const permissions = usePermissionCatalogue();
  const writes = useRoleWrites();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The role whose deletion waits for the user's yes (no delete without a way back).
  const [removing, setRemoving] = useState<Role | null>(null);

  const list = roles.data ?? [];
  // A role deleted elsewhere simply drops out of the selection.
  const selected = list.find((role) => role.id === selectedId);

  /** A name the provider would refuse is refused here first with its words, and nothing is sent. */
  function refuseName(name: string, others: readonly Role[], failed: (reason: string) => string) {
    const reason = roleNameProblem(name, others);
    if (reason) setProblem(failed(reason));
    return reason !== undefined;
  }

  /** Runs one call; on a refusal shows its line and answers false. */
  async function attempt(call: () => Promise<unknown>, failed: (reason: string) => string) {
    setProblem(null);
    try {
      await call();
      return true;
    } catch (error) {
      setProblem(failed(errorMessage(error)));
      return false;
    }
  }

  function changePermissions(next: (role: Role, permission: Permission) => Permission[]) {
    return (permission: Permission) => {
      if (selected)
        void attempt(() => writes.setPermissions(selected, next(selected, permission)), FAILED.permissions);
    };
  }

  return {
    roles: list,
    selected,
    readOnly: selected !== undefined && isBuiltIn(list, selected.id),
    available: availablePermissions(permissions.data ?? [], selected),
    current: selected?.permissions ?? [],
    renamingId,
    creating,
    problem,
    loaded: roles.data !== undefined && permissions.data !== undefined,
    loadError: roles.error ?? permissions.error,
    /** Both reads as one, for the shared failure states. */
    load: loadStateOf({
      data: roles.data && permissions.data,
      error: roles.error ?? permissions.error,
      // Asking again: a read that failed is on its way once more (not the other one still loading).
      isValidating:
        (roles.error !== undefined && roles.isValidating) ||
        (permissions.error !== undefined && permissions.isValidating),
      mutate: () => Promise.all([roles.mutate(), permissions.mutate()]),
    }),
    isBuiltIn: (role: Role) => isBuiltIn(list, role.id),
    select: (role: Role) => setSelectedId(role.id),
    startCreate: () => setCreating(true),
    cancelCreate() {
      setCreating(false);
      setProblem(null);
    },
    async create(name: string) {
      // On a refusal the input stays open with what was typed.
      if (refuseName(name, list, FAILED.create)) return;
      if (await attempt(() => writes.create(name), FAILED.create)) setCreating(false);
    },
    startRename: (role: Role) => setRenamingId(role.id),
    cancelRename() {
      setRenamingId(null);
      setProblem(null);
    },
    async rename(role: Role, name: string) {
      if (name.trim() === role.name) return setRenamingId(null);
      const others = list.filter((other) => other.id !== role.id);
      if (refuseName(name, others, FAILED.rename)) return;
      if (await attempt(() => writes.rename(role, name), FAILED.rename)) setRenamingId(null);
    },
    removing,
    askRemove: (role: Role) => setRemoving(role),
    cancelRemove: () => setRemoving(null),
    async confirmRemove() {
      const role = removing;
      setRemoving(null);
      if (!role || !(await attempt(() => writes.remove(role), FAILED.delete))) return;
      // Spec section 2: deleting the selected role clears the selection.
      setSelectedId((id) => (id === role.id ? null : id));
      setRenamingId((id) => (id === role.id ? null : id));
    },
    add: changePermissions(withPermission),
    drop: changePermissions(withoutPermission),
  };
}

export type RoleEditor = ReturnType<typeof useRoleEditor>;
