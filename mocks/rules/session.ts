// Who is calling, decided once per request from the bearer token and the store's own records.
// The token only names the account and the active store; the role and its permissions are read
// from the store on every request, as a real server does: a role losing a permission, a
// member demoted or removed, takes effect on the very next call, whatever the token says.
import type { Action } from "../../schema/permissions.ts";
import { can } from "../../schema/permissions.ts";
import { verifyToken } from "../auth/jwt.ts";
import type { Provider } from "../provider.ts";
import type { Db, RoleRow, UserRow } from "../store/tables.ts";
import { fail } from "./errors.ts";

export interface Session {
  user: UserRow;
  /** The active store from the verified token, never from the request; null without a store. */
  storeId: number | null;
  /** The permissions of the account's current role in that store, read from the store. */
  permissions: readonly string[];
}

/** The account's role in `storeId` now, and its permission values; none without a membership. */
export function currentRole(db: Db, userId: number, storeId: number | null) {
  const membership = db.memberships.find((m) => m.userId === userId && m.storeId === storeId);
  const role: RoleRow | undefined = membership && db.roles.find((r) => r.id === membership.roleId);
  const permissions = (role?.permissionIds ?? []).map((id) => db.permissions.find((p) => p.id === id)!.value);
  return { membership, role, permissions };
}

/** The session of an `Authorization: Bearer` header, or UNAUTHENTICATED. */
export async function authenticate(provider: Provider, authorization: string | null): Promise<Session> {
  const match = /^Bearer ([^\s]+)$/.exec(authorization ?? "");
  if (!match) fail("UNAUTHENTICATED", "Sign in to continue: the request has no bearer token.");
  const claims = await verifyToken(match[1]!, provider.secret, provider.now());
  const { db } = provider.store;
  // Before the account is looked up: after a reset the same id may name another account.
  if (claims.sid !== db.epoch)
    fail("UNAUTHENTICATED", "The token is from before the provider was reset or restarted: sign in again.");
  const user = db.users.find((u) => String(u.id) === claims.sub);
  if (!user) fail("UNAUTHENTICATED", "The token's account no longer exists.");
  // A password reset ends every session from before it, by generation, not by `iat`: whole
  // seconds let a token from just before the reset through (D143).
  if (claims.gen !== (user.sessionGeneration ?? 0))
    fail("UNAUTHENTICATED", "The password was changed since this token was issued: sign in again.");
  const { membership, permissions } = currentRole(db, user.id, claims.storeId);
  if (claims.storeId !== null && !membership)
    fail("UNAUTHENTICATED", "The token's store is no longer one of the account's stores.");
  return { user, storeId: claims.storeId, permissions };
}

/** The session's store, or FORBIDDEN for an account that has none yet. */
export function requireStore(session: Session): number {
  return session.storeId ?? fail("FORBIDDEN", "This account has no active store.");
}

/** The session's store, when the session may perform `action` there; else FORBIDDEN. */
export function requireAction(session: Session, action: Action): number {
  const storeId = requireStore(session);
  if (!can(session.permissions, action)) fail("FORBIDDEN", `Your role does not allow this (${action}).`);
  return storeId;
}
