// The pending invites: Email, Role, Expires, 'Copy link' (the clipboard, or the link shown to copy by
// hand where there is none) and Revoke after a confirmation. A refusal is one red line.
import { useState } from "react";
import type { StoreInvite } from "../../../../schema/rest.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { formatDate } from "../../../lib/format.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { MEMBERS_TEXT } from "../strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { useRevokeInvite } from "../api/revoke-invite.ts";
import { copyToClipboard, inviteLink } from "./invite-link.ts";
import { EmailText } from "../../../ui/email-text.tsx";

const T = MEMBERS_TEXT.pending;

export function InvitesTable({ invites, busy }: { invites: readonly StoreInvite[]; busy: boolean }) {
  const revoke = useRevokeInvite();
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<StoreInvite | null>(null);
  const [shown, setShown] = useState<{ email: string; link: string } | null>(null);

  async function copy(invite: StoreInvite) {
    const link = inviteLink(invite.token);
    if (await copyToClipboard(link)) {
      setShown(null);
      toast.success(T.copied(invite.email));
    } else setShown({ email: invite.email, link });
  }

  async function confirmRevoke(invite: StoreInvite) {
    setRevoking(null);
    setRefusal(null);
    try {
      await revoke(invite.token);
      if (shown?.email === invite.email) setShown(null);
      toast.success(T.revoked(invite.email));
    } catch (error) {
      setRefusal(T.revokeFailed(errorMessage(error)));
    }
  }

  const columns: Column<StoreInvite>[] = [
    {
      header: T.columns.email,
      cell: (i) => <EmailText email={i.email} />,
      phone: { line: 1, at: 1, fill: true },
    },
    { header: T.columns.role, cell: (i) => i.role.name, phone: { line: 1, at: 2, end: true } },
    {
      header: T.columns.expires,
      phone: { line: 2, at: 1, fill: true, wrap: true },
      cell: (i) => (i.expired ? `${formatDate(i.expiresAt)} ${T.expired}` : formatDate(i.expiresAt)),
    },
    {
      header: T.columns.actions,
      phone: { line: 2, at: 2 },
      cell: (i) => (
        <span className="row-actions">
          <button type="button" className="link-button" onClick={() => void copy(i)}>
            {T.copy}
            <span className="visually-hidden"> {i.email}</span>
          </button>
          <button type="button" className="link-button" onClick={() => setRevoking(i)}>
            {T.revoke}
            <span className="visually-hidden"> {i.email}</span>
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption={T.title}
        hideCaption
        list
        columns={columns}
        rows={invites}
        rowKey={(i) => i.token}
        busy={busy}
      />
      {shown && (
        <div className="invite-link-fallback" role="status">
          <label htmlFor="invite-link">{T.copyFallback(shown.email)}</label>
          <input
            id="invite-link"
            readOnly
            value={shown.link}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      <FormError>{refusal}</FormError>
      <ConfirmDialog
        open={revoking !== null}
        message={revoking ? T.revokeConfirm(revoking.email) : ""}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
      />
    </>
  );
}
