// Role endpoints.
import type { Provider } from "../provider.ts";
import { createRole, deleteRole, listPermissions, listRoles, updateRole } from "../rules/roles.ts";
import { restHandler } from "./rest.ts";

export const roleHandlers = (provider: Provider) => [
  restHandler(provider, "listRoles", ({ session }) => listRoles(provider, session)),
  restHandler(provider, "listPermissions", ({ session }) => listPermissions(provider, session)),
  restHandler(provider, "createRole", ({ body, session }) => createRole(provider, session, body.name)),
  restHandler(provider, "updateRole", ({ body, params, session }) =>
    updateRole(provider, session, params.id!, body.name, body.permissions),
  ),
  restHandler(provider, "deleteRole", ({ params, session }) => deleteRole(provider, session, params.id!)),
];
