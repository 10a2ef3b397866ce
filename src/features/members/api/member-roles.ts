// The roles a member can be given or invited as: the store's roles (src/domain/api/roles.ts, one read shared
// with Store Roles), of which the member screens use the id and the name.
import type { Role } from "../../../../schema/rest.ts";

export type RoleOption = Pick<Role, "id" | "name">;
