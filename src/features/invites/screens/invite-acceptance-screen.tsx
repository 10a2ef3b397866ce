// Invite acceptance (spec section 2), shown by the session gate to a signed-in user with a pending
// invite token: check the invite, then "Join {storeName}". Joining changes the user's stores, so the
// session is cleared and the user signs in again (spec section 4). An invalid invite is forgotten and
// the app starts over at /. An invite for another account, or one not wanted now, has a way out:
// Sign Out keeps the invite for the account it was sent to; Not Now forgets it and goes on to the app.
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { ApiError, errorMessage } from "../../../api/api-error.ts";
import { PATHS } from "../../../config/routes.ts";
import { page } from "../../../lib/page.ts";
import { useSession } from "../../../session/session-context.tsx";
import { signOut } from "../../../session/sign-out.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { INVITE_TEXT } from "../strings.ts";
import { acceptInvite } from "../api/accept-invite.ts";
import { isInvalidInviteError, useInviteInfo } from "../api/invite-info.ts";
import { forgetInviteToken, storedInviteToken, storeInviteToken } from "../api/invite-token.ts";
import { FormError } from "../../../ui/form-error.tsx";
import { RetryNotice } from "../../../ui/unavailable.tsx";
import { InviteLoading, InvitePage } from "../components/invite-page.tsx";

const T = INVITE_TEXT;

/** Starts the whole app again at `path`: a full page load, as after sign-in, so the gate decides anew. */
function restartAt(navigate: (path: string, options: { replace: boolean }) => void, path: string) {
  navigate(path, { replace: true });
  page.reload();
}

/** `token`: an invite link opened while signed in; it becomes the pending invite. */
export function InviteAcceptanceScreen({ token: linkToken }: { token?: string }) {
  const session = useSession();
  const [location, navigate] = useLocation();
  // Read once: the gate chose this screen because of it, and it only changes by leaving the screen.
  const [token] = useState(() => {
    if (linkToken) storeInviteToken(linkToken);
    return linkToken ?? storedInviteToken();
  });
  const { data: storeName, error, isLoading, isValidating, mutate } = useInviteInfo(token);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const invalid = !token || (storeName !== undefined && !storeName) || isInvalidInviteError(error);

  useEffect(() => {
    if (!invalid) return;
    forgetInviteToken();
    restartAt(navigate, PATHS.dashboard);
  }, [invalid, navigate]);

  async function join() {
    if (!token) return;
    setBusy(true);
    setRefusal(null);
    try {
      await acceptInvite(token);
      restartAt(navigate, `${PATHS.login}?code=102`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        // The invite stopped being valid since it was shown (used, revoked, expired): as on load.
        forgetInviteToken();
        restartAt(navigate, PATHS.dashboard);
        return;
      }
      // 403 (the invite is for another email) and 409 (already a member) are the provider's
      // own words; anything else did not go through. Either way the screen stays.
      const refused = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      setRefusal(refused ? failure.message : T.acceptFailed(errorMessage(failure)));
      setBusy(false);
    }
  }

  function notNow() {
    forgetInviteToken();
    // Where the user was going, unless that was the invite link itself.
    restartAt(navigate, linkToken ? PATHS.dashboard : location);
  }

  const welcome = T.welcomeUser(session?.user.firstName ?? "");
  const wayOut = (
    <div className="invite-way-out">
      <p>{T.otherAccount}</p>
      <div className="invite-actions">
        <button type="button" className="button" onClick={() => void signOut({ keepInvite: true })}>
          {T.signOut}
        </button>
        <button type="button" className="button" onClick={notNow}>
          {T.notNow}
        </button>
      </div>
    </div>
  );

  if (isLoading || invalid) return <InviteLoading />;

  if (!storeName)
    return (
      <InvitePage title={welcome}>
        <RetryNotice
          message={T.loadFailed(errorMessage(error))}
          onRetry={() => void mutate()}
          busy={isValidating}
        />
        {wayOut}
      </InvitePage>
    );

  return (
    <InvitePage title={welcome}>
      <p>{T.invitedTo(storeName)}</p>
      <p>{T.confirmStore}</p>
      <FormError>{refusal}</FormError>
      <BusyButton className="button primary" busy={busy} onClick={join}>
        {busy ? T.joining(storeName) : T.join(storeName)}
      </BusyButton>
      {wayOut}
    </InvitePage>
  );
}
