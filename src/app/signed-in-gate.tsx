// Spec section 2's signed-in states: an invite pending, no store, or the full app.
import { useRoute } from "wouter";
import { storedInviteToken } from "../features/invites/api/invite-token.ts";
import { InviteAcceptanceScreen } from "../features/invites/screens/invite-acceptance-screen.tsx";
import type { SignedIn } from "../session/storage.ts";
import { MinimalShell } from "./layout/minimal-shell.tsx";
import { NoActiveStoresScreen } from "./layout/no-active-stores-screen.tsx";
import { SignedInShell } from "./layout/signed-in-shell.tsx";
import { ROUTES } from "../config/routes.ts";

/** Spec section 2's signed-in states: an invite pending (stored, or a link opened now), no store, or the app. */
export function SignedInGate({ session }: { session: SignedIn }) {
  const [joining, params] = useRoute(ROUTES.joinStore.pattern);
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
