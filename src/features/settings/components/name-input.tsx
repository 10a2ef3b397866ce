// A role name typed in place (spec section 2): saved when it loses focus, Enter included; Escape
// drops it without a call. It keeps what was typed until the owner closes it.
import { useRef } from "react";
import { focusOnMount } from "../../../lib/focus-on-mount.ts";

interface NameInputProps {
  label: string;
  initial: string;
  onCommit(name: string): void;
  onCancel(): void;
}

export function NameInput({ label, initial, onCommit, onCancel }: NameInputProps) {
  const dropped = useRef(false);
  return (
    <input
      className="name-input"
      aria-label={label}
      placeholder={label}
      defaultValue={initial}
      // The user just asked for this input: typing goes straight into it.
      ref={focusOnMount}
      onBlur={(event) => {
        // Some browsers fire blur as the focused input is removed: an Escape must not save.
        if (!dropped.current) onCommit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          event.currentTarget.blur();
        } else if (event.key === "Escape") {
          dropped.current = true;
          onCancel();
        }
      }}
    />
  );
}
