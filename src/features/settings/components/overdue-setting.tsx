// The store's overdue days (D230), on Store Information: unlike the rest of that screen it works,
// kept on this device until a provider can store it, so it is a form of its own with its own Save.
import { useId, useState, type FormEvent } from "react";
import { MAX_OVERDUE_DAYS, useOverdueDays } from "../../../domain/overdue.ts";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";

const T = DOMAIN_TEXT.overdue;

export function OverdueSetting() {
  const id = useId();
  const [days, setDays] = useOverdueDays();
  const [text, setText] = useState(String(days));
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  function save(event: FormEvent) {
    event.preventDefault();
    const value = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
    if (!(value >= 1 && value <= MAX_OVERDUE_DAYS)) return setSaid({ text: T.settingInvalid, error: true });
    setSaid(
      setDays(value)
        ? { text: T.settingSaved(value), error: false }
        : { text: T.settingNotKept, error: true },
    );
  }
  return (
    <form className="settings-form overdue-setting" onSubmit={save} noValidate>
      <fieldset className="settings-fieldset">
        <legend>{T.settingGroup}</legend>
        <div className="field">
          <label htmlFor={id}>{T.setting}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OVERDUE_DAYS}
            step={1}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={said?.error || undefined}
            aria-describedby={`${id}-hint`}
          />
          <p id={`${id}-hint`} className="field-hint">
            {T.settingHint}
          </p>
        </div>
        <button type="submit" className="button">
          {T.settingSave}
        </button>
        <p role="status" className={said?.error ? "field-error" : undefined}>
          {said?.text}
        </p>
      </fieldset>
    </form>
  );
}
