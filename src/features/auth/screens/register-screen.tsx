// Register (/register): five fields and Sign Up; success goes to /?status=100 where sign-in says so.
// A refusal shows one red message (spec section 8), tied to its field when the provider named
// one; nothing typed is lost.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { REGISTER_TEXT } from "../strings.ts";
import {
  describeRegisterFailure,
  nameFieldError,
  register,
  type RegisterInput,
  type RegistrationError,
} from "../api/register.ts";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = REGISTER_TEXT;
const EMPTY: RegisterInput = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  passwordConfirmation: "",
};

export function RegisterScreen() {
  const [, navigate] = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RegistrationError | null>(null);

  // A field error is tied to its input; moving focus there makes a screen reader read both.
  useEffect(() => {
    if (failure?.field) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);

  const bind = (name: keyof RegisterInput) => ({
    value: input[name],
    onChange: (e: { target: { value: string } }) => setInput((now) => ({ ...now, [name]: e.target.value })),
    error: failure?.field === name ? failure.message : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const badName = nameFieldError(input, (field, reason) => T.badName(T[field], reason));
    if (badName) return setFailure(badName);
    setBusy(true);
    setFailure(null);
    try {
      await register(input);
      navigate(`${PATHS.dashboard}?status=100`);
    } catch (error) {
      setFailure(describeRegisterFailure(error, T.failed));
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      {/* noValidate: the provider's messages (spec section 8) say what is missing, not the browser's. */}
      <form ref={form} className="auth-card" onSubmit={submit} noValidate aria-labelledby="register-title">
        <PageTitle>{T.title}</PageTitle>
        <h1 id="register-title">{T.title}</h1>
        <Field label={T.firstName} autoComplete="given-name" required {...bind("firstName")} />
        <Field label={T.lastName} autoComplete="family-name" required {...bind("lastName")} />
        <Field label={T.email} type="email" autoComplete="email" required {...bind("email")} />
        <Field label={T.password} type="password" autoComplete="new-password" {...bind("password")} />
        <Field
          label={T.passwordConfirmation}
          type="password"
          autoComplete="new-password"
          {...bind("passwordConfirmation")}
        />
        {failure && !failure.field && (
          <p className="form-error multiline" role="alert">
            {failure.message}
          </p>
        )}
        <BusyButton type="submit" className="button primary" busy={busy}>
          {busy ? T.busy : T.submit}
        </BusyButton>
        <div className="auth-footer">
          <Link href={PATHS.signin}>{T.signIn}</Link>
        </div>
      </form>
    </main>
  );
}
