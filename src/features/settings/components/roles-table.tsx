// 'Available Roles' (spec section 2): every role as a name to select (bold when selected), rename and
// delete icons on all but the protected first two, and a plus button that opens a new-name input.
import type { Role } from "../../../../schema/rest.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { STORE_ROLES_TEXT } from "../strings.ts";
import { NameInput } from "./name-input.tsx";
import { IconButton } from "./role-icons.tsx";
import { RolePanel } from "./role-panel.tsx";
import type { RoleEditor } from "./use-role-editor.ts";

const T = STORE_ROLES_TEXT;

function nameCell(editor: RoleEditor, role: Role) {
  if (editor.renamingId === role.id)
    return (
      <NameInput
        label={T.renameInput(role.name)}
        initial={role.name}
        onCommit={(name) => void editor.rename(role, name)}
        onCancel={editor.cancelRename}
      />
    );
  return (
    <button
      type="button"
      className="role-name"
      aria-pressed={editor.selected?.id === role.id}
      onClick={() => editor.select(role)}
    >
      {role.name}
    </button>
  );
}

function actionsCell(editor: RoleEditor, role: Role) {
  if (editor.isBuiltIn(role)) return <span className="role-note">{T.builtIn}</span>;
  return (
    <span className="role-actions">
      <IconButton icon="rename" label={T.rename(role.name)} onClick={() => editor.startRename(role)} />
      <IconButton icon="delete" label={T.delete(role.name)} onClick={() => editor.askRemove(role)} />
    </span>
  );
}

export function RolesTable({ editor }: { editor: RoleEditor }) {
  const columns: Column<Role>[] = [
    { header: T.columns.role, cell: (role) => nameCell(editor, role) },
    { header: T.columns.actions, cell: (role) => actionsCell(editor, role) },
  ];
  return (
    <RolePanel
      title={T.roles}
      action={
        <IconButton icon="plus" label={T.newRole} expanded={editor.creating} onClick={editor.startCreate} />
      }
      columns={columns}
      rows={editor.roles}
      rowKey={(role) => String(role.id)}
    >
      {editor.creating && (
        <NameInput
          label={T.newRoleName}
          initial=""
          onCommit={(name) => void editor.create(name)}
          onCancel={editor.cancelCreate}
        />
      )}
    </RolePanel>
  );
}
