// Issuing and revoking store invites (extensions of the spec): needs can_modify_store, scoped to the token's
// store. Accepting is rules/invites.ts, which already treats a revoked invite as invalid.
import * as z from "zod/mini";
import type { StoreInvite } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { getInStore } from "../store/finders.ts";
import type { InviteRow } from "../store/tables.ts";
import { normalizeEmail } from "./accounts.ts";
import { fail } from "./errors.ts";
import { roleRef } from "./members.ts";
import { requireAction, type Session } from "./session.ts";

/** How long an invite stays valid. */
const INVITE_TTL_DAYS = 7;
const DAY_MS = 86_400_000;

const pending = (invite: InviteRow) => !invite.usedAt && !invite.revokedAt;

function inviteView(provider: Provider, invite: InviteRow): StoreInvite {
  const { token, email, createdAt, expiresAt } = invite;
  const expired = new Date(expiresAt).getTime() <= provider.now().getTime();
  return { token, email, role: roleRef(provider.store.db, invite.roleId), createdAt, expiresAt, expired };
}

export function listInvites(provider: Provider, session: Session) {
  const storeId = requireAction(session, "manageMembers");
  const invites = provider.store.db.invites.filter((i) => i.storeId === storeId && pending(i));
  return { data: invites.map((invite) => inviteView(provider, invite)) };
}

/** 32 random bytes, base64url: unguessable and safe in a URL path. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Invites `email` as `roleId` for 7 days. A pending invite for the same email is revoked and replaced,
 * so one link per person works at a time. The mail carries the app's path /joinStore/{token}: the
 * provider cannot know where the app is hosted (the demo's API sits at the origin, the app under a base).
 */
export function createInvite(provider: Provider, session: Session, input: { email: string; roleId: number }) {
  const storeId = requireAction(session, "manageMembers");
  const { db } = provider.store;
  const email = normalizeEmail(input.email);
  if (!z.email().safeParse(email).success) fail("BAD_USER_INPUT", "Enter a valid email address.");
  const role = getInStore(db.roles, storeId, input.roleId, "Role");
  const user = db.users.find((u) => u.email === email);
  if (user && db.memberships.some((m) => m.storeId === storeId && m.userId === user.id))
    fail("CONFLICT", `${email} is already a member of this store.`);
  const store = db.stores.find((s) => s.id === storeId)!;
  const now = provider.now();
  const invite: InviteRow = {
    token: newToken(),
    email,
    storeId,
    roleId: role.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS).toISOString(),
    usedAt: null,
    revokedAt: null,
  };
  const link = `/joinStore/${invite.token}`;
  provider.store.write((db, changes) => {
    for (const old of db.invites)
      if (old.storeId === storeId && old.email === email && pending(old)) old.revokedAt = invite.createdAt;
    changes.insert("invites", invite); // the whole small table is stored, the revoked ones with it
    changes.insert("outbox", {
      id: provider.store.nextId(db),
      storeId,
      kind: "invite",
      to: email,
      subject: `You are invited to join ${store.name}`,
      body: `You have been invited to join ${store.name} as ${role.name}. Open ${link} to sign in or register with this email address and join. The link works for ${INVITE_TTL_DAYS} days.`,
      purchaseOrderId: null,
      createdAt: invite.createdAt,
    });
  });
  return { data: inviteView(provider, invite) };
}

export function revokeInvite(provider: Provider, session: Session, token: string) {
  const storeId = requireAction(session, "manageMembers");
  const invite =
    provider.store.db.invites.find((i) => i.token === token && i.storeId === storeId && pending(i)) ??
    fail("NOT_FOUND", "Invite not found: it may have been used or revoked already.");
  provider.store.write((_, changes) => {
    invite.revokedAt = provider.now().toISOString();
    changes.update("invites", invite);
  });
  return { data: {} };
}
