// Settings: Store Roles (/settings/store/roles, spec section 2): three side-by-side tables. Selecting
// a role splits the permissions into the ones it has and the rest; adding or removing one moves it at
// once and saves the role's whole list. Where the spec shows no error handling, a refusal (a blank,
// duplicate or built-in name, a role members hold) is one red line. A load that did not reach
// the service shows the unavailable state, or once the tables are up a notice above them, so a name
// being typed stays (D27).
import { errorMessage } from "../../../api/api-error.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { ErrorScreen } from "../../../ui/error-screen.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { FailedLoadNotice, failedLoadPage } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { STORE_ROLES_TEXT } from "../strings.ts";
import { PermissionsTable } from "../components/permissions-table.tsx";
import { RolesTable } from "../components/roles-table.tsx";
import { useRoleEditor, type RoleEditor } from "../components/use-role-editor.ts";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = STORE_ROLES_TEXT;

function noteFor(editor: RoleEditor): string {
  if (!editor.selected) return T.selectRole;
  return editor.readOnly ? T.readOnly(editor.selected.name) : "";
}

export function StoreRolesScreen() {
  const editor = useRoleEditor();
  const failed = failedLoadPage(
    editor.load,
    <ErrorScreen detail={T.loadFailed(errorMessage(editor.loadError))}>
      <button type="button" className="button" onClick={editor.load.onRetry}>
        {T.retry}
      </button>
    </ErrorScreen>,
  );
  if (failed) return failed;
  if (!editor.loaded)
    return (
      <main className="page">
        <PageTitle>{T.title}</PageTitle>
        <h1>{T.title}</h1>
        <Loading text={T.loading} />
      </main>
    );
  const changeable = editor.selected !== undefined && !editor.readOnly;
  return (
    <main className="page store-roles">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <FailedLoadNotice load={editor.load} />
      {/* One line for both, so the tables never move when a refusal appears (a click half done
          would land beside its button). */}
      {editor.problem ? (
        <FormError>{editor.problem}</FormError>
      ) : (
        <p className="role-hint">{noteFor(editor)}</p>
      )}
      <div className="role-tables">
        <RolesTable editor={editor} />
        <PermissionsTable
          title={T.available}
          permissions={editor.available}
          move={changeable ? { icon: "plus", label: T.add, run: editor.add } : undefined}
        />
        <PermissionsTable
          title={T.current}
          permissions={editor.current}
          move={changeable ? { icon: "minus", label: T.remove, run: editor.drop } : undefined}
        />
      </div>
      <ConfirmDialog
        open={editor.removing !== null}
        message={T.confirmDelete(editor.removing?.name ?? "")}
        onConfirm={() => void editor.confirmRemove()}
        onCancel={editor.cancelRemove}
      />
    </main>
  );
}
