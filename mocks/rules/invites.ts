// Store invites: valid while unused, unrevoked and unexpired; accepted once, by the invited email.
import type { Provider } from "../provider.ts";
import type { InviteRow } from "../store/tables.ts";
import { fail } from "./errors.ts";
import type { Session } from "./session.ts";

function validInvite(provider: Provider, token: string): InviteRow | undefined {
  const invite = provider.store.db.invites.find((i) => i.token === token);
  const now = provider.now().getTime();
  return invite && !invite.usedAt && !invite.revokedAt && new Date(invite.expiresAt).getTime() > now
    ? invite
    : undefined;
}

const storeName = (provider: Provider, invite: InviteRow) =>
  provider.store.db.stores.find((s) => s.id === invite.storeId)!.name;

/** `{ data: { storeName } }` while valid, `{ data: {} }` otherwise. */
export function inviteInfo(provider: Provider, token: string) {
  const invite = validInvite(provider, token);
  return { data: invite ? { storeName: storeName(provider, invite) } : {} };
}

/** Adds the invited store with the invite's role and makes it the store the next sign-in opens. */
export function acceptInvite(provider: Provider, session: Session, token: string) {
  const invite = validInvite(provider, token) ?? fail("NOT_FOUND", "Invite invalid or expired.");
  const { user } = session;
  if (invite.email !== user.email)
    fail(
      "FORBIDDEN",
      "This invite was sent to another email address. Sign in with the address that received it.",
    );
  const { db } = provider.store;
  if (db.memberships.some((m) => m.userId === user.id && m.storeId === invite.storeId))
    fail("CONFLICT", "You are already a member of this store.");
  provider.store.write((_, changes) => {
    changes.insert("memberships", { userId: user.id, storeId: invite.storeId, roleId: invite.roleId });
    invite.usedAt = provider.now().toISOString();
    changes.update("invites", invite);
    user.activeStoreId = invite.storeId;
    // D158: the token was mailed to this address (or handed on by a member manager who read it there).
    if (user.emailProven === false) user.emailProven = true;
    changes.update("users", user);
  });
  return { data: { storeName: storeName(provider, invite) } };
}
