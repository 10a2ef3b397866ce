// Who is calling, decided once per request from the bearer token (D12) and the store's own records:
// the token's store and permissions (D6, D11), and that the account and its membership still exist.
import type { Action } from "../../schema/permissions.ts";
import { can } from "../../schema/permissions.ts";
import { verifyToken } from "../auth/jwt.ts";
import type { Provider } from "../provider.ts";
import type { UserRow } from "../store/tables.ts";
import { fail } from "./errors.ts";

export interface Session {
  user: UserRow;
  /** The active store from the verified token, never from the request (D11); null without a store. */
  storeId: number | null;
  permissions: readonly string[];
}

/** The session of an `Authorization: Bearer` header, or UNAUTHENTICATED. */
export async function authenticate(provider: Provider, authorization: string | null): Promise<Session> {
  const match = /^Bearer ([^\s]+)$/.exec(authorization ?? "");
  if (!match) fail("UNAUTHENTICATED", "Sign in to continue: the request has no bearer token.");
  const claims = await verifyToken(match[1]!, provider.secret, provider.now());
  const { db } = provider.store;
  const user = db.users.find((u) => String(u.id) === claims.sub);
  if (!user) fail("UNAUTHENTICATED", "The token's account no longer exists.");
  if (
    claims.storeId !== null &&
    !db.memberships.some((m) => m.userId === user.id && m.storeId === claims.storeId)
  )
    fail("UNAUTHENTICATED", "The token's store is no longer one of the account's stores.");
  return { user, storeId: claims.storeId, permissions: claims.Permissions };
}

/** The session's store, or FORBIDDEN for an account that has none yet. */
export function requireStore(session: Session): number {
  return session.storeId ?? fail("FORBIDDEN", "This account has no active store.");
}

/** The session's store, when the session may perform `action` there (D6); else FORBIDDEN. */
export function requireAction(session: Session, action: Action): number {
  const storeId = requireStore(session);
  if (!can(session.permissions, action)) fail("FORBIDDEN", `Your role does not allow this (${action}).`);
  return storeId;
}
