// Spec section 2's signed-in states: an invite pending, no store, or the full app.
import { parse as parsePattern } from "regexparam";
import { matchRoute, useRoute } from "wouter";
import { storedInviteToken } from "../features/invites/api/invite-token.ts";
import { InviteAcceptanceScreen } from "../features/invites/screens/invite-acceptance-screen.tsx";
import type { SignedIn } from "../session/storage.ts";
import { MinimalShell } from "./layout/minimal-shell.tsx";
import { NoActiveStoresScreen } from "./layout/no-active-stores-screen.tsx";
import { shellScreens, SignedInShell } from "./layout/signed-in-shell.tsx";
import { preloadRead, routeAt } from "./route-preload.ts";
import { activeApplication } from "../session/applications.ts";
import { ROUTES } from "../config/routes.ts";

/** Which of spec section 2's signed-in states shows: an invite pending (stored, or a link opened now), no store, or the app. */
function signedInState(session: SignedIn, joining: boolean): "invite" | "no-store" | "app" {
  if (joining || storedInviteToken()) return "invite";
  if (session.claims.storeId === null || !session.user.activeStore) return "no-store";
  return "app";
}

/**
 * The screen the shell is about to show for this address (its route match), or null for an invite, no
 * store, an address outside the base, or one no allowed screen answers.
 */
export function firstScreen(session: SignedIn, base: string, { pathname }: Pick<Location, "pathname">) {
  // As wouter reads an address under its base (its relativePath, not exported): the base as whole
  // segments, in any case, then the app's path.
  if (!`${pathname.toLowerCase()}/`.startsWith(`${base.toLowerCase()}/`)) return null;
  const path = pathname.slice(base.length) || "/";
  const [joining] = matchRoute(parsePattern, ROUTES.joinStore.pattern, path);
  if (signedInState(session, joining) !== "app") return null;
  return routeAt(parsePattern, shellScreens(activeApplication(), session.claims.Permissions), path);
}

/**
 * At boot, before anything renders: the first screen's read, so it is on its way while
 * React renders the gate and the shell.
 */
export function preloadFirstScreen(
  session: SignedIn,
  base: string,
  location: Location = window.location,
): void {
  const match = firstScreen(session, base, location);
  if (match) preloadRead(match, location.search);
}

/** Spec section 2's signed-in states: an invite pending (stored, or a link opened now), no store, or the app. */
export function SignedInGate({ session }: { session: SignedIn }) {
  const [joining, params] = useRoute(ROUTES.joinStore.pattern);
  const state = signedInState(session, joining);
  if (state === "invite")
    return (
      <MinimalShell>
        <InviteAcceptanceScreen token={joining ? params.inviteToken : undefined} />
      </MinimalShell>
    );
  if (state === "no-store")
    return (
      <MinimalShell>
        <NoActiveStoresScreen />
      </MinimalShell>
    );
  return <SignedInShell />;
}
