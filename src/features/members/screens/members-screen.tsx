// Settings: Users (/settings/store/users, D29 extensions; the spec shows nothing here): the store's
// members with a role picker each, 'Invite user', and the pending invites. Each part loads on its own
// and shows its own loading (its table's frame), empty ('No Data In Table') and error states.
import type { ReactNode } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { notOffered } from "../../../api/extension.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { TableSkeleton } from "../../../ui/table-skeleton.tsx";
import { RetryNotice } from "../../../ui/unavailable.tsx";
import { MEMBERS_TEXT } from "../strings.ts";
import { useInvites } from "../api/invites.ts";
import { useRoles } from "../../../domain/api/roles.ts";
import { useMembers } from "../api/members.ts";
import { InviteForm } from "../components/invite-form.tsx";
import { InvitesTable } from "../components/invites-table.tsx";
import { MembersTable } from "../components/members-table.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = MEMBERS_TEXT;

/** The frame a table shows while it loads: its headers, placed on a phone as its rows are. */
const frameOf = (headers: string[]): Column<never>[] =>
  headers.map((header, at) => ({ header, cell: () => null, phone: { line: at < 2 ? 1 : 2, at } }));
const MEMBER_FRAME = frameOf(Object.values(T.columns));
const INVITE_FRAME = frameOf(Object.values(T.pending.columns));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // Not a named region: the table inside already is one with the same name (axe landmark-unique).
    <section className="members-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function MembersScreen() {
  const members = useMembers();
  const roles = useRoles();
  const invites = useInvites();
  const failed = members.error ?? roles.error;

  if (notOffered(members.error))
    return (
      <main className="page members-page">
        <PageTitle>{T.title}</PageTitle>
        <h1>{T.title}</h1>
        <p>{T.notOffered}</p>
      </main>
    );
  return (
    <main className="page members-page">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <Section title={T.members}>
        {failed ? (
          <RetryNotice
            message={T.loadFailed(errorMessage(failed))}
            onRetry={() => void Promise.all([members.mutate(), roles.mutate()])}
            busy={
              // Asking again: a read that failed is on its way once more (not the other one loading).
              (members.error !== undefined && members.isValidating) ||
              (roles.error !== undefined && roles.isValidating)
            }
          />
        ) : members.data && roles.data ? (
          <MembersTable members={members.data} roles={roles.data} busy={members.isValidating} />
        ) : (
          <TableSkeleton caption={T.members} columns={MEMBER_FRAME} text={T.loading} rows={3} />
        )}
      </Section>
      {roles.data && <InviteForm roles={roles.data} />}
      <Section title={T.pending.title}>
        {invites.error ? (
          <RetryNotice
            message={T.pending.loadFailed(errorMessage(invites.error))}
            onRetry={() => void invites.mutate()}
            busy={invites.isValidating}
          />
        ) : invites.data ? (
          <InvitesTable invites={invites.data} busy={invites.isValidating} />
        ) : (
          <TableSkeleton caption={T.pending.title} columns={INVITE_FRAME} text={T.pending.loading} rows={2} />
        )}
      </Section>
    </main>
  );
}
