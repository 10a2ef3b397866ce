// The store's approval limit (extension "approval", D242) on Store Information, a chunk of its own: unlike the spec's fields of
// that screen it is stored by the provider, so it is a form of its own with its own Save. The screen is for
// users who may modify the store, as the provider requires for setting it. Empty means no order needs approval.
import { useId, useState, type FormEvent } from "react";
import { parseMoney } from "../../../../schema/money.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { RetryNotice } from "../../../ui/unavailable.tsx";
import { useApprovalSettings, useSetThreshold } from "./api/approval-settings.ts";
import { APPROVAL_SETTING_TEXT } from "./strings.ts";

const T = APPROVAL_SETTING_TEXT;
const asText = (threshold: number | null | undefined) => (threshold == null ? "" : threshold.toFixed(2));

export function ApprovalSetting() {
  const id = useId();
  const read = useApprovalSettings();
  const save = useSetThreshold();
  const [text, setText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  // The field shows the stored limit until the user types (text: null until then).
  const loading = read.data === undefined;
  const value = text ?? (loading ? "" : asText(read.data));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const typed = value.trim().replace(/^\$/, "").replace(/,/g, "");
    const cents = typed === "" ? null : parseMoney(typed);
    if (typed !== "" && cents === null) return setSaid({ text: T.settingInvalid, error: true });
    setBusy(true);
    try {
      const threshold = cents === null ? null : cents / 100;
      await save(threshold);
      setText(asText(threshold));
      setSaid({ text: T.settingSaved(threshold), error: false });
    } catch (error) {
      setSaid({ text: T.settingFailed(errorMessage(error)), error: true });
    } finally {
      setBusy(false);
    }
  }

  if (read.data === undefined && read.error)
    return (
      <RetryNotice
        message={T.settingLoadFailed(errorMessage(read.error))}
        onRetry={() => void read.mutate()}
      />
    );
  return (
    <form className="settings-form approval-setting" onSubmit={submit} noValidate>
      <fieldset className="settings-fieldset">
        <legend>{T.settingGroup}</legend>
        <div className="field">
          <label htmlFor={id}>{T.setting}</label>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            disabled={loading}
            placeholder={loading ? T.settingLoading : undefined}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={said?.error || undefined}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="field-hint">
            {T.settingHint}
          </p>
        </div>
        <BusyButton type="submit" className="button" busy={busy || loading}>
          {T.settingSave}
        </BusyButton>
        <p role="status" className={said?.error ? "field-error" : undefined}>
          {said?.text}
        </p>
      </fieldset>
    </form>
  );
}
