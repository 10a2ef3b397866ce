// Creating, renaming, re-permissioning and deleting roles (spec section 7). The calls share one queue:
// they go out one at a time in the order the user made them, so two quick permission changes cannot
// land out of order and leave the older list stored. Every call, answered or refused, ends with both
// lists refetched, so the screen shows what the provider stored (its refusals included).
import { useCallback, useMemo, useRef } from "react";
import { useSWRConfig } from "swr";
import type { Permission, Role } from "../../../../schema/rest.ts";
import { rest } from "../../../api/http.ts";
import { refreshAfterWrite } from "../../../api/cache.ts";
import { rolesKey } from "../../../domain/api/roles.ts";

/** POST /role/ with the name as typed (the provider trims and checks it). */
export const createRole = (name: string) =>
  rest("createRole", { body: { name } }).then((answer) => answer.data);

/** POST /role/{id}: ids after add/remove, full permission objects after a rename (spec section 7). */
export const updateRole = (id: number, name: string, permissions: (number | Permission)[]) =>
  rest("updateRole", { params: { id }, body: { name, permissions } }).then((answer) => answer.data);

/** DELETE /role/{id} */
export const deleteRole = (id: number) => rest("deleteRole", { params: { id } }).then(() => undefined);

const replace = (roles: Role[], changed: Role) => roles.map((r) => (r.id === changed.id ? changed : r));

/** The four role writes; each rejects with the provider's ApiError when refused. */
export function useRoleWrites() {
  const { mutate } = useSWRConfig();
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const run = useCallback(
    async (call: () => Promise<unknown>, shown?: (roles: Role[]) => Role[]) => {
      const sent = queue.current.then(call);
      queue.current = sent.catch(() => undefined);
      try {
        // SWR shows `shown` at once, rolls it back on a refusal and refetches after the last write
        // of a burst; a refetch started while a write is in flight is discarded (no flicker).
        await mutate<Role[]>(rolesKey, () => sent.then(() => undefined), {
          optimisticData: shown && ((_stored, displayed) => shown(displayed ?? [])),
          populateCache: false,
          revalidate: true,
        });
      } finally {
        // Members show their roles' names; the catalogue is read again with the roles.
        void refreshAfterWrite(mutate, "Permissions", "Members");
      }
    },
    [mutate],
  );

  return useMemo(
    () => ({
      create: (name: string) => run(() => createRole(name)),
      rename: (role: Role, name: string) =>
        run(
          () => updateRole(role.id, name, role.permissions),
          (roles) => replace(roles, { ...role, name }),
        ),
      setPermissions: (role: Role, permissions: Permission[]) =>
        run(
          () =>
            updateRole(
              role.id,
              role.name,
              permissions.map((p) => p.id),
            ),
          (roles) => replace(roles, { ...role, permissions }),
        ),
      // Not shown as gone before the answer: a role members hold is refused (409) and stays.
      remove: (role: Role) => run(() => deleteRole(role.id)),
    }),
    [run],
  );
}
