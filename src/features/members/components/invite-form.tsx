// 'Invite user': an email and one of the store's roles; Send Invite issues the invite (the provider
// mails the link) and the new invite appears among the pending ones. A refusal is one red line
// and the typed email stays.
import { useId, useState, type FormEvent } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { MEMBERS_TEXT } from "../strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { useCreateInvite } from "../api/create-invite.ts";
import type { RoleOption } from "../api/member-roles.ts";

const T = MEMBERS_TEXT.invite;

export function InviteForm({ roles }: { roles: readonly RoleOption[] }) {
  const create = useCreateInvite();
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [roleId, setRoleId] = useState("");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!roleId) return setRefusal(T.needRole);
    setBusy(true);
    setRefusal(null);
    try {
      const invite = await create(email, Number(roleId));
      toast.success(T.sent(invite.email));
      setEmail("");
    } catch (error) {
      setRefusal(T.failed(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="invite-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>{T.title}</h2>
      <Field
        label={T.email}
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <div className="field">
        <label htmlFor={`${id}-role`}>{T.role}</label>
        <select id={`${id}-role`} required value={roleId} onChange={(event) => setRoleId(event.target.value)}>
          <option value="">{T.chooseRole}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </select>
      </div>
      <FormError>{refusal}</FormError>
      <BusyButton type="submit" className="button primary" busy={busy}>
        {busy ? T.busy : T.submit}
      </BusyButton>
    </form>
  );
}
