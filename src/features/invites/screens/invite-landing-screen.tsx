// Invite landing (/joinStore/{inviteToken}), signed out (spec section 2): the token is kept for
// after sign-in, then checked. A valid invite offers Sign In and Register; an invalid one says so and
// forgets the token, so a later sign-in does not open the acceptance screen for a dead invite. A lookup
// that did not reach the service says so and offers Try Again (D27).
import { useEffect } from "react";
import { Link, useParams } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { UI_TEXT } from "../../../ui/strings.ts";
import { RetryNotice } from "../../../ui/unavailable.tsx";
import { INVITE_TEXT } from "../strings.ts";
import { isInvalidInviteError, useInviteInfo } from "../api/invite-info.ts";
import { forgetInviteToken, storeInviteToken } from "../api/invite-token.ts";
import { InviteLoading, InvitePage } from "../components/invite-page.tsx";

const T = INVITE_TEXT;

export function InviteLandingScreen() {
  const { inviteToken = "" } = useParams<{ inviteToken: string }>();
  const { data: storeName, error, isLoading, isValidating, mutate } = useInviteInfo(inviteToken || null);
  const invalid = (storeName !== undefined && !storeName) || isInvalidInviteError(error);

  // Declared first, so that a cached "invalid" answer is applied after the token is stored.
  useEffect(() => {
    if (inviteToken) storeInviteToken(inviteToken);
  }, [inviteToken]);
  useEffect(() => {
    if (invalid) forgetInviteToken();
  }, [invalid]);

  if (isLoading) return <InviteLoading />;

  // Not "invalid": the invite may well be good. The token stays for a check after sign-in.
  if (error && !invalid)
    return (
      <InvitePage title={UI_TEXT.unavailable.title}>
        <RetryNotice onRetry={() => void mutate()} busy={isValidating} />
      </InvitePage>
    );

  if (!storeName)
    return (
      <InvitePage title={T.invalidTitle}>
        <p>{T.invalidBody}</p>
        <Link href={PATHS.dashboard} className="button primary">
          {T.signIn}
        </Link>
      </InvitePage>
    );

  return (
    <InvitePage title={T.welcome}>
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
    </InvitePage>
  );
}
