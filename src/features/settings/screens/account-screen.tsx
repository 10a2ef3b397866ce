// Settings: My Account (/settings/account, spec section 2): first and last name from the session,
// the email behind a Change/Cancel toggle, a new password. Saving is wired to no call, so Save
// Changes says so instead of pretending.
import { useState } from "react";
import { useSession } from "../../../session/session-context.tsx";
import { Field } from "../../../ui/field.tsx";
import { SETTINGS_TEXT } from "../strings.ts";
import { SettingsActions, useNotice } from "../components/settings-actions.tsx";
import { useDraft } from "../components/use-draft.ts";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = SETTINGS_TEXT.account;

export function AccountScreen() {
  const user = useSession()?.user;
  const draft = useDraft({
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    email: user?.email ?? "",
    password: "",
  });
  const [changingEmail, setChangingEmail] = useState(false);
  const notice = useNotice();

  function toggleEmail() {
    if (changingEmail) draft.set("email", user?.email ?? "");
    setChangingEmail(!changingEmail);
  }

  function cancel() {
    draft.reset();
    setChangingEmail(false);
    notice.clear();
  }

  return (
    <main className="page settings-page">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <form
        className="settings-form"
        onSubmit={(event) => {
          event.preventDefault();
          notice.show(T.notWired);
        }}
      >
        <Field label={T.firstName} autoComplete="given-name" {...draft.bind("firstName")} />
        <Field label={T.lastName} autoComplete="family-name" {...draft.bind("lastName")} />
        <div className="email-change">
          <Field
            label={T.email}
            type="email"
            autoComplete="email"
            readOnly={!changingEmail}
            {...draft.bind("email")}
          />
          <button type="button" className="link-button" aria-expanded={changingEmail} onClick={toggleEmail}>
            {changingEmail ? T.cancelChange : T.change}
            <span className="visually-hidden">{T.emailSuffix}</span>
          </button>
        </div>
        <Field
          label={T.newPassword}
          type="password"
          autoComplete="new-password"
          {...draft.bind("password")}
        />
        <SettingsActions notice={notice.text} onCancel={cancel} />
      </form>
    </main>
  );
}
