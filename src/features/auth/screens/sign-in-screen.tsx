// Sign-in (/login, also /): email and password, Log In; a message after registering or joining;
// a refusal keeps what was typed and says so in one red line; after a 401, a note that the session
// ended. In the demo it lists the seeded accounts.
import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../../../schema/demo.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { getConfig } from "../../../config/config.ts";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { sessionEnded } from "../../../session/storage.ts";
import { SIGN_IN_TEXT } from "../strings.ts";
import { SUPPORT_EMAIL } from "../../../ui/strings.ts";
import { signIn } from "../api/sign-in.ts";
import { FormError } from "../../../ui/form-error.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = SIGN_IN_TEXT;

export function SignInScreen() {
  const params = new URLSearchParams(useSearch());
  const { mock } = getConfig();
  const [location] = useLocation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const notice =
    params.get("status") === "100"
      ? T.status100
      : params.get("code") === "102"
        ? T.code102
        : params.get("reset") === "done"
          ? T.passwordChanged
          : sessionEnded()
            ? T.sessionEnded
            : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await signIn(email, password, location);
    } catch (error) {
      setFailure(T.failed(errorMessage(error)));
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={submit} aria-labelledby="sign-in-title">
        <PageTitle>{T.pageTitle}</PageTitle>
        <h1 id="sign-in-title">{T.title}</h1>
        <p>{T.subtitle}</p>
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        <Field
          label={T.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label={T.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError>{failure}</FormError>
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? T.busy : T.submit}
        </BusyButton>
        <div className="auth-links">
          <Link href={PATHS.register}>{T.register}</Link>
          <Link href={PATHS.resetPassword}>{T.resetPassword}</Link>
        </div>
        <p className="auth-footer">{T.footer(SUPPORT_EMAIL)}</p>
      </form>
      {mock && (
        <section className="demo-accounts" aria-labelledby="demo-accounts-title">
          <h2 id="demo-accounts-title">{T.demoHeading}</h2>
          <p>{T.demoHint(DEMO_PASSWORD)}</p>
          <ul>
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setEmail(account.email);
                    setPassword(DEMO_PASSWORD);
                  }}
                >
                  {account.email}
                </button>
                <span> {account.shows}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
