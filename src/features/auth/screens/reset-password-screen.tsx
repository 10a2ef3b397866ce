// Reset password (/reset-password): one email field and Send Reset Link. The answer is the same
// whether or not an account exists, so the screen says "if an account exists" and never more.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { ApiError, errorMessage } from "../../../api/api-error.ts";
import { notOffered } from "../../../api/extension.ts";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { RESET_PASSWORD_TEXT } from "../strings.ts";
import { requestPasswordReset } from "../api/reset-password.ts";
import { FormError } from "../../../ui/form-error.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = RESET_PASSWORD_TEXT;

export function ResetPasswordScreen() {
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The refusal is tied to the field; moving focus there makes a screen reader read both.
  useEffect(() => {
    if (refusal) form.current?.querySelector("input")?.focus();
  }, [refusal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const to = email.trim();
    setBusy(true);
    setRefusal(null);
    setFailure(null);
    setSentTo(null);
    try {
      await requestPasswordReset(to);
      setSentTo(to);
    } catch (error) {
      // A 400 is the provider's words about the address; anything else did not go through.
      if (error instanceof ApiError && error.status === 400) setRefusal(error.message);
      // A provider without the reset calls (D29) says so once, not a "try again" that cannot work.
      else if (notOffered(error)) setFailure(T.notOffered);
      else setFailure(T.failed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form ref={form} className="auth-card" onSubmit={submit} aria-labelledby="reset-password-title">
        <PageTitle>{T.title}</PageTitle>
        <h1 id="reset-password-title">{T.title}</h1>
        <Field
          label={T.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={refusal ?? undefined}
        />
        <FormError>{failure}</FormError>
        <p className="notice" role="status">
          {sentTo !== null && T.sent(sentTo)}
        </p>
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? T.busy : T.submit}
        </BusyButton>
        <div className="auth-footer">
          <Link href={PATHS.login}>{T.backToSignIn}</Link>
        </div>
      </form>
    </main>
  );
}
