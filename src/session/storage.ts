// The session kept in localStorage (spec section 3 keys). Anything stored that does not parse (a
// malformed or expired token, a token without the expected claims, a user that is not the token's user)
// means signed out: the bad entries are removed, nothing throws and no request is made with them.
import { jwtDecode } from "jwt-decode";
import { TokenClaims } from "../../schema/claims.ts";
import { User } from "../../schema/user.ts";

export const STORAGE_KEYS = {
  token: "token",
  inviteToken: "invite-token",
  user: "user",
  activeApplication: "active-application",
  /** Set when a 401 ended the session, so the sign-in screen can say so; gone once signed in again. */
  sessionEnded: "session-ended",
} as const;

export interface SignedIn {
  token: string;
  claims: TokenClaims;
  user: User;
}

function parseStored(token: string | null, userJson: string | null, now: Date): SignedIn | null {
  if (!token || !userJson) return null;
  try {
    const claims = TokenClaims.safeParse(jwtDecode(token));
    const user = User.safeParse(JSON.parse(userJson));
    if (!claims.success || !user.success) return null;
    if (claims.data.exp * 1000 <= now.getTime() || claims.data.email !== user.data.email) return null;
    return { token, claims: claims.data, user: user.data };
  } catch {
    return null; // jwtDecode and JSON.parse throw on malformed text
  }
}

/** The stored session, or null (after clearing whatever was stored) when there is none usable. */
export function readSession(now = new Date()): SignedIn | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const user = localStorage.getItem(STORAGE_KEYS.user);
  const session = parseStored(token, user, now);
  if (!session && (token !== null || user !== null)) clearSession();
  return session;
}

/** Stores what login, switch-store and register-then-login answer. */
export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  localStorage.removeItem(STORAGE_KEYS.sessionEnded);
}

/** Forgets the token and the user (a 401, a bad stored session); a pending invite survives. */
function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

/** A 401: forgets the session and leaves a note for the sign-in screen (spec section 8). */
export function endSession(): void {
  clearSession();
  localStorage.setItem(STORAGE_KEYS.sessionEnded, "1");
}

/** True after a 401 ended the session, until the next sign-in (Sign Out clears it with the rest). */
export const sessionEnded = (): boolean => localStorage.getItem(STORAGE_KEYS.sessionEnded) !== null;

/** The bearer token for a call, or null when signed out. */
export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}
