// The app's root: router under the configured base, a fresh SWR setup and the session's screens.
import { SWRConfig } from "swr";
import { Router, useRoute, type BaseLocationHook, type BaseSearchHook } from "wouter";
import { SessionProvider } from "../session/session-context.tsx";
import type { SignedIn } from "../session/storage.ts";
import { storedInviteToken } from "../features/invites/api/invite-token.ts";
import { MinimalShell } from "./layout/minimal-shell.tsx";
import { PATHS } from "./paths.ts";
import { NoActiveStoresScreen } from "./layout/no-active-stores-screen.tsx";
import { SignedInShell } from "./layout/signed-in-shell.tsx";
import { getConfig } from "./config.ts";
import { SignedOutRoutes } from "./signed-out-routes.tsx";
import { InviteAcceptanceScreen } from "../features/invites/screens/invite-acceptance-screen.tsx";

export interface AppProps {
  session: SignedIn | null;
  /** SWR options; tests pass a fresh cache and no retries. */
  swr?: Parameters<typeof SWRConfig>[0]["value"];
  /** Location hooks; tests pass wouter's memoryLocation, the browser uses the real history. */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
}

export function App({ session, swr, location }: AppProps) {
  // wouter wants the base without its trailing slash: "/demo", or "" at the root.
  const base = getConfig().basePath.replace(/\/$/, "");
  return (
    <SWRConfig value={swr}>
      <Router base={base} hook={location?.hook} searchHook={location?.searchHook}>
        <SessionProvider session={session}>
          {session ? <SignedInGate session={session} /> : <SignedOutRoutes />}
        </SessionProvider>
      </Router>
    </SWRConfig>
  );
}

/** Spec section 2's signed-in states: an invite pending (stored, or a link opened now), no store, or the app. */
function SignedInGate({ session }: { session: SignedIn }) {
  const [joining, params] = useRoute(PATHS.joinStoreRoute);
  if (joining || storedInviteToken())
    return (
      <MinimalShell>
        <InviteAcceptanceScreen token={joining ? params.inviteToken : undefined} />
      </MinimalShell>
    );
  if (session.claims.storeId === null || !session.user.activeStore)
    return (
      <MinimalShell>
        <NoActiveStoresScreen />
      </MinimalShell>
    );
  return <SignedInShell />;
}
