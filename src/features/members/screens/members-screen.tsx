// Settings: Users (/settings/store/users, D29 extensions; the spec shows nothing here): the store's
// members with a role picker each, 'Invite user', and the pending invites. Each part loads on its own
// and shows its own loading, empty ('No Data In Table') and error states.
import type { ReactNode } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { FormError } from "../../../ui/form-error.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { MEMBERS_TEXT } from "../strings.ts";
import { useInvites } from "../api/invites.ts";
import { useRoles } from "../../../api/roles.ts";
import { useMembers } from "../api/members.ts";
import { InviteForm } from "../components/invite-form.tsx";
import { InvitesTable } from "../components/invites-table.tsx";
import { MembersTable } from "../components/members-table.tsx";

const T = MEMBERS_TEXT;

/** A failed load: what happened and a way to try again. */
function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <>
      <FormError>{message}</FormError>
      <button type="button" className="button" onClick={retry}>
        {T.retry}
      </button>
    </>
  );
}

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

  return (
    <main className="page members-page">
      <h1>{T.title}</h1>
      <Section title={T.members}>
        {failed ? (
          <LoadFailed
            message={T.loadFailed(errorMessage(failed))}
            retry={() => void Promise.all([members.mutate(), roles.mutate()])}
          />
        ) : members.data && roles.data ? (
          <MembersTable members={members.data} roles={roles.data} busy={members.isValidating} />
        ) : (
          <Loading text={T.loading} />
        )}
      </Section>
      {roles.data && <InviteForm roles={roles.data} />}
      <Section title={T.pending.title}>
        {invites.error ? (
          <LoadFailed
            message={T.pending.loadFailed(errorMessage(invites.error))}
            retry={() => void invites.mutate()}
          />
        ) : invites.data ? (
          <InvitesTable invites={invites.data} busy={invites.isValidating} />
        ) : (
          <Loading text={T.pending.loading} />
        )}
      </Section>
    </main>
  );
}
