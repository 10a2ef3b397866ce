// The store's target level: a whole number kept on this device (target-level.ts), set with Set Target.
import { useId, useState, type FormEvent } from "react";
import { MAX_QUANTITY, parseQuantity } from "../../../../schema/money.ts";
import { REPLENISH_TEXT } from "../strings.ts";

const T = REPLENISH_TEXT.target;

interface TargetFormProps {
  level: number | null;
  /** The provider stores reorder levels (D246): this target is for the lines without them. */
  stored?: boolean;
  /** Keeps the level; false when the device refused it. */
  onSet(level: number | null): boolean;
}

export function TargetForm({ level, stored, onSet }: TargetFormProps) {
  const id = useId();
  const [text, setText] = useState(level === null ? "" : String(level));
  const [invalid, setInvalid] = useState(false);
  const [notKept, setNotKept] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim() === "" ? null : parseQuantity(text);
    const bad = text.trim() !== "" && value === null;
    setInvalid(bad);
    if (!bad) setNotKept(!onSet(value));
  }
  const note = invalid ? T.invalid : notKept ? T.notKept : stored ? T.storedHint : T.hint;
  return (
    <form className="replenish-target" onSubmit={submit} noValidate>
      <label htmlFor={id}>{T.label}</label>
      <div className="replenish-target-row">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-note`}
        />
        <button type="submit" className="button">
          {T.save}
        </button>
      </div>
      <p id={`${id}-note`} className={invalid || notKept ? "field-error" : "field-hint"}>
        {note}
      </p>
    </form>
  );
}
