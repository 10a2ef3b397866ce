// A modal dialog (WAI-ARIA dialog pattern): named by its title, focus moves in, is trapped, and goes back
// to the opener on close; Escape and a press on the backdrop close it (spec section 2, store switcher).
import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(",");

/** The box's Tab stops, in order: a control taken out of the tab order (a tab not selected) is none. */
function focusablesIn(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getAttribute("tabindex") !== "-1",
  );
}

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons for the footer row, e.g. Cancel and the confirming action. */
  actions?: ReactNode;
  className?: string;
}

/**
 * Told on `document` when a dialog opens and when it has closed (after focus went back), so a folded
 * menu that opened it can close behind it.
 */
export const DIALOG_OPENED = "app:dialog-opened";
export const DIALOG_CLOSED = "app:dialog-closed";

/** A modal dialog rendered into document.body while `open`. */
export function Dialog({ open, title, onClose, children, actions, className }: DialogProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // Read before we move focus: this is where focus goes back to, whichever way the dialog closes
    // (open turning false or the dialog unmounting).
    const opener = document.activeElement;
    const box = boxRef.current!;
    // A control marked data-autofocus first (a confirmation's Cancel, even with a field above it).
    (box.querySelector<HTMLElement>("[data-autofocus]") ?? focusablesIn(box)[0] ?? box).focus();
    document.dispatchEvent(new Event(DIALOG_OPENED));
    return () => {
      // The opener may have gone with the dialog (e.g. a row deleted by the dialog's action).
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      document.dispatchEvent(new Event(DIALOG_CLOSED));
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      // Stop here so a dialog opened from another dialog closes alone: React events bubble through
      // portals to the outer dialog.
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const box = boxRef.current!;
    const items = focusablesIn(box);
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      box.focus();
    } else if (event.shiftKey && (active === first || active === box)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // A focused control that goes away or turns disabled (a Try Again replaced by the list it loaded)
    // drops focus to the page, outside the trap, where Tab reaches the page behind and Escape no longer
    // closes: take it back.
    if (event.relatedTarget !== null) return;
    const box = event.currentTarget;
    setTimeout(() => {
      if (box.isConnected && (!document.activeElement || document.activeElement === document.body))
        box.focus();
    });
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    // Only a press that starts on the backdrop itself: selecting text inside and releasing outside
    // must not close the dialog. preventDefault keeps the press from moving focus to the page after
    // we have given it back to the opener.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onClose();
  }

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `dialog ${className}` : "dialog"}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">{children}</div>
        {actions && <div className="dialog-actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
