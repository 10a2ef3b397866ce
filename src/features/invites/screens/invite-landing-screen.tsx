// Invite landing (/joinStore/{inviteToken}), signed out (spec section 2, D14): the token is kept for
// after sign-in, then checked. A valid invite offers Sign In and Register; an invalid one says so and
// forgets the token, so a later sign-in does not open the acceptance screen for a dead invite.
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { INVITE_TEXT } from "../strings.ts";
import { isInvalidInviteError, useInviteInfo } from "../api/invite-info.ts";
import { forgetInviteToken, storeInviteToken } from "../api/invite-token.ts";

const T = INVITE_TEXT;

export function InviteLandingScreen() {
  const { inviteToken = "" } = useParams<{ inviteToken: string }>();
  const { data: storeName, error, isLoading } = useInviteInfo(inviteToken || null);
  const invalid = (storeName !== undefined && !storeName) || isInvalidInviteError(error);

  // Declared first, so that a cached "invalid" answer is applied after the token is stored.
  useEffect(() => {
    if (inviteToken) storeInviteToken(inviteToken);
  }, [inviteToken]);
  useEffect(() => {
    if (invalid) forgetInviteToken();
  }, [invalid]);

  if (isLoading)
    return (
      <main className="auth-page">
        <p className="auth-card" role="status">
          {T.loading}
        </p>
      </main>
    );

  // A lookup that did not reach the provider also shows the invalid texts (there is no other screen
  // for it), but keeps the token: the acceptance screen checks it again after sign-in.
  if (!storeName)
    return (
      <main className="auth-page">
        <section className="auth-card" aria-labelledby="invite-title">
          <h1 id="invite-title">{T.invalidTitle}</h1>
          <p>{T.invalidBody}</p>
          <Link href={PATHS.dashboard} className="button primary">
            {T.signIn}
          </Link>
        </section>
      </main>
    );

  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="invite-title">
        <h1 id="invite-title">{T.welcome}</h1>
        <p>{T.invitedTo(storeName)}</p>
        <p>{T.signInOrRegister}</p>
        <div className="invite-actions">
          <Link href={PATHS.dashboard} className="button primary">
            {T.signIn}
          </Link>
          <Link href={PATHS.register} className="button">
            {T.register}
          </Link>
        </div>
      </section>
    </main>
  );
}
