// The store's members: Name, Email, a role picker that saves at once, and Remove after a confirmation.
// Refusals (the last can_modify_store holder, a member gone meanwhile) show in one red line. A
// list: on a phone the name and email over the role picker and Remove.
import { useState } from "react";
import type { Member } from "../../../../schema/rest.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { useSession } from "../../../session/session-context.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { MEMBERS_TEXT } from "../strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import type { RoleOption } from "../api/member-roles.ts";
import { useRemoveMember } from "../api/remove-member.ts";
import { MemberRoleSelect } from "./member-role-select.tsx";
import { EmailText } from "../../../ui/email-text.tsx";

const T = MEMBERS_TEXT;
const fullName = (m: Member) => `${m.firstName} ${m.lastName}`;

interface MembersTableProps {
  members: readonly Member[];
  roles: readonly RoleOption[];
  busy: boolean;
}

export function MembersTable({ members, roles, busy }: MembersTableProps) {
  const myId = useSession()?.user.id;
  const remove = useRemoveMember();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);

  async function confirmRemove(member: Member) {
    setRemoving(null);
    setRefusal(null);
    try {
      await remove(member.userId);
      toast.success(T.removed(fullName(member)));
    } catch (error) {
      setRefusal(T.removeFailed(errorMessage(error)));
    }
  }

  const columns: Column<Member>[] = [
    {
      header: T.columns.name,
      cell: (m) => (m.userId === myId ? `${fullName(m)} ${T.you}` : fullName(m)),
      phone: { line: 1, at: 1 },
    },
    {
      header: T.columns.email,
      cell: (m) => <EmailText email={m.email} />,
      phone: { line: 1, at: 2, fill: true },
    },
    {
      header: T.columns.role,
      phone: { line: 2, at: 1, fill: true, wrap: true },
      cell: (m) => <MemberRoleSelect member={m} name={fullName(m)} roles={roles} onRefused={setRefusal} />,
    },
    {
      header: T.columns.actions,
      phone: { line: 2, at: 2 },
      cell: (m) => (
        <button type="button" className="link-button" onClick={() => setRemoving(m)}>
          {T.remove}
          <span className="visually-hidden"> {fullName(m)}</span>
        </button>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={T.members}
        hideCaption
        list
        columns={columns}
        rows={members}
        rowKey={(m) => String(m.userId)}
        busy={busy}
      />
      <FormError>{refusal}</FormError>
      <ConfirmDialog
        open={removing !== null}
        message={
          removing?.userId === myId
            ? T.removeSelfConfirm
            : removing
              ? T.removeConfirm(fullName(removing))
              : ""
        }
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void confirmRemove(removing)}
      />
    </>
  );
}
