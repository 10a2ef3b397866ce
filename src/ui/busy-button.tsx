// A button that waits while its action runs (or while it has nothing to do, as Next on the last page).
// It waits aria-disabled, not disabled: a disabled button drops keyboard focus to the page, where it
// stays when the action fails, and Tab starts again at the top. A press while it waits does nothing,
// a form's submission included (Enter in a field presses the form's submit button).
import type { ComponentProps, MouseEvent } from "react";

interface BusyButtonProps extends ComponentProps<"button"> {
  /** True while the button waits: announced as unavailable, and a press is ignored. */
  busy: boolean;
}

export function BusyButton({ busy, onClick, type = "button", ...button }: BusyButtonProps) {
  function press(event: MouseEvent<HTMLButtonElement>) {
    // preventDefault: a submit button pressed while waiting must not submit its form again.
    if (busy) event.preventDefault();
    else onClick?.(event);
  }
  return <button type={type} {...button} aria-disabled={busy || undefined} onClick={press} />;
}
