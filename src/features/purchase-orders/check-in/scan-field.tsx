// The check-in screen's one field: a barcode scanner types the code fast and ends with
// Enter, a person types a SKU and presses Enter or Add 1. Focus starts here and comes back after each
// entry, and after a press on the page that lands on nothing else, so the next scan always arrives. Its
// text is the check-in's, so a scan that starts in a Counted box can be moved here.
import { useEffect, useId, type RefObject } from "react";
import { CHECK_IN_TEXT } from "../shared/strings.ts";

const T = CHECK_IN_TEXT;

interface ScanFieldProps {
  field: RefObject<HTMLInputElement | null>;
  /** What is typed in it so far. */
  text: string;
  onText(text: string): void;
  /** True while the last entry found no single line. */
  invalid: boolean;
  onCode(code: string): void;
}

export function ScanField({ field, text, onText, invalid, onCode }: ScanFieldProps) {
  const hintId = useId();
  useEffect(() => field.current?.focus(), [field]);
  return (
    <form
      className="scan-field"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onCode(text);
        onText("");
        field.current?.focus();
      }}
    >
      <label htmlFor={`${hintId}-input`}>{T.scan}</label>
      <div className="scan-field-row">
        <input
          id={`${hintId}-input`}
          ref={field}
          type="text"
          value={text}
          onChange={(event) => onText(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="enter"
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
        />
        <button type="submit" className="button">
          {T.add}
        </button>
      </div>
      <p id={hintId} className="field-hint">
        {T.scanHint}
      </p>
    </form>
  );
}
