// A select whose choice takes effect on its own (no form to submit): the order's supplier, a member's
// role. A closed select changes its value on an arrow key or a typed letter and fires `change` at once
// (Chromium, and Firefox on Windows and Linux), so a keyboard user passing through would save every
// option on the way. Here a change made by a key press is only shown; Enter or leaving the select
// commits it. A pick from the open list fires `change` with no key press of its own on the select and
// commits at once. Escape goes back to the stored value.
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";

interface KeyedSelectOptions {
  /** The stored value; the select shows it again whenever it changes (saved, refused, reloaded). */
  value: string;
  /** The choice is made: by a pick (`left` false), Enter (false) or leaving the select (true). */
  onCommit(choice: string, left: boolean): void;
  /** Escape, after the choice went back to `value`. */
  onCancel?(): void;
}

/** The select's value and handlers: spread them onto the `<select>`. */
export function useKeyedSelect({ value, onCommit, onCancel }: KeyedSelectOptions) {
  const [choice, setChoice] = useState(value);
  // Set for the key press being handled: the browser fires `change` before the next task.
  const keyed = useRef(false);
  // A new stored value is shown at once: set while rendering it, as React adjusts state to a changed
  // prop, rather than in an effect after the render that showed the old choice.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setChoice(value);
  }

  return {
    value: choice,
    onChange(event: ChangeEvent<HTMLSelectElement>) {
      if (keyed.current) setChoice(event.target.value);
      else onCommit(event.target.value, false);
    },
    onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
      if (event.key === "Escape" && (choice !== value || onCancel)) {
        event.preventDefault();
        setChoice(value);
        onCancel?.();
      } else if (event.key === "Enter" && choice !== value) {
        event.preventDefault(); // Enter would open the list as well
        onCommit(choice, false);
      } else {
        keyed.current = true;
        setTimeout(() => (keyed.current = false));
      }
    },
    onBlur() {
      onCommit(choice, true);
    },
  };
}
