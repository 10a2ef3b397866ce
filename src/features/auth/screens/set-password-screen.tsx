// Set a new password (/reset-password/{token}): the reset mail's link. Register's password rules;
// a refusal shows the provider's words in red (spec section 8's register shapes) and keeps what was
// typed; a used or expired link offers a new one. Success goes to sign-in, which says so.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useParams } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";
import { describeRegisterFailure } from "../api/register.ts";
import { setNewPassword } from "../api/reset-password.ts";
import { SET_PASSWORD_TEXT } from "../strings.ts";

const T = SET_PASSWORD_TEXT;

export function SetPasswordScreen() {
  const { token = "" } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await setNewPassword(token, password, confirmation);
      navigate(`${PATHS.login}?reset=done`);
    } catch (error) {
      setFailure(describeRegisterFailure(error, T.failed).message);
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} noValidate aria-labelledby="set-password-title">
        <PageTitle>{T.title}</PageTitle>
        <h1 id="set-password-title">{T.title}</h1>
        <p id="set-password-hint">{T.hint}</p>
        <Field
          label={T.password}
          type="password"
          autoComplete="new-password"
          aria-describedby="set-password-hint"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label={T.confirmPassword}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
        />
        {failure && (
          <p className="form-error multiline" role="alert">
            {failure}
          </p>
        )}
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? T.busy : T.submit}
        </BusyButton>
        <div className="auth-footer">
          <Link href={PATHS.resetPassword}>{T.askAgain}</Link>
        </div>
      </form>
    </main>
  );
}
