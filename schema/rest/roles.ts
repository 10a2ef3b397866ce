// Roles and their permissions (spec section 7): the store's roles, and the permissions a role may hold.
import * as z from "zod/mini";
import { Empty, endpoint, Id, NoBody } from "./shared.ts";

export const Permission = z.object({ id: Id, value: z.string(), publicName: z.string() });
export type Permission = z.infer<typeof Permission>;
export const Role = z.object({ id: Id, name: z.string(), permissions: z.array(Permission) });
export type Role = z.infer<typeof Role>;

export const ROLE_ENDPOINTS = {
  listRoles: endpoint({
    method: "GET",
    path: "role/",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(Role) }),
    auth: true,
  }),
  createRole: endpoint({
    method: "POST",
    path: "role/",
    body: "json",
    request: z.object({ name: z.string() }),
    answer: "json",
    response: z.object({ data: Role }),
    auth: true,
  }),
  /** Permissions are ids after add/remove and full permission objects after a rename (spec section 7). */
  updateRole: endpoint({
    method: "POST",
    path: "role/:id",
    body: "json",
    request: z.object({ name: z.string(), permissions: z.array(z.union([Id, Permission])) }),
    answer: "json",
    response: z.object({ data: Role }),
    auth: true,
  }),
  deleteRole: endpoint({
    method: "DELETE",
    path: "role/:id",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: Empty }),
    auth: true,
  }),
  listPermissions: endpoint({
    method: "GET",
    path: "role/permissions/",
    body: "none",
    request: NoBody,
    answer: "json",
    response: z.object({ data: z.array(Permission) }),
    auth: true,
  }),
} as const;
