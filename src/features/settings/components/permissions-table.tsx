// 'Available Permissions' and 'Current Permissions' (spec section 2): permissions by publicName, each
// with the icon that moves it to the other table; no icons while nothing can change (no role
// selected, or a protected one, which the provider would refuse with 403).
import type { Permission } from "../../../../schema/rest.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { STORE_ROLES_TEXT } from "../strings.ts";
import { IconButton, type IconName } from "./role-icons.tsx";
import { RolePanel } from "./role-panel.tsx";

const C = STORE_ROLES_TEXT.columns;

interface PermissionsTableProps {
  title: string;
  permissions: readonly Permission[];
  /** The icon each row offers, or none. */
  move?: { icon: IconName; label(publicName: string): string; run(permission: Permission): void };
}

export function PermissionsTable({ title, permissions, move }: PermissionsTableProps) {
  const columns: Column<Permission>[] = [{ header: C.permission, cell: (p) => p.publicName }];
  if (move)
    columns.push({
      header: C.action,
      cell: (p) => (
        <IconButton icon={move.icon} label={move.label(p.publicName)} onClick={() => move.run(p)} />
      ),
    });
  return <RolePanel title={title} columns={columns} rows={permissions} rowKey={(p) => p.value} />;
}
