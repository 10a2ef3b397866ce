// Below md (spec section 9: 768 px) a bar's links and buttons fold behind one Menu button, so a phone's
// bar holds the application menu, Menu and the user menu, all in reach. On a tablet (md to
// lg) the panel holds only the bar's buttons and the Menu button shows its icon alone; from lg
// up the button is hidden and the panel's contents sit in the bar (layout.css). A disclosure, not role="menu":
// the panel holds links and buttons that open dialogs, which menu items cannot hold. A dialog opened
// from the open panel closes it; focus then comes back to Menu, its opener being folded.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useLocation } from "wouter";
import { DIALOG_CLOSED, DIALOG_OPENED } from "../../ui/dialog.tsx";
import { SHELL_TEXT } from "../strings.ts";

/** `iconOnly`: the button shows its icon alone, its name still "Menu" (the tablet bar). */
export function NavDisclosure({ children, iconOnly = false }: { children: ReactNode; iconOnly?: boolean }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A link followed from the panel closes it: the next screen starts with the bar folded. Set while
  // rendering the new location, as React adjusts state to a changed value, not in an effect after it.
  const [openedAt, setOpenedAt] = useState(location);
  if (openedAt !== location) {
    setOpenedAt(location);
    setOpen(false);
  }

  useEffect(() => {
    let closedForDialog = false;
    const opened = () => {
      if (!document.getElementById(panelId)?.hasAttribute("data-open")) return;
      closedForDialog = true;
      setOpen(false);
    };
    const closed = () => {
      // Focus went back to an opener now folded away (the browser left it on the body): Menu takes it.
      if (closedForDialog && document.activeElement === document.body) buttonRef.current?.focus();
      closedForDialog = false;
    };
    document.addEventListener(DIALOG_OPENED, opened);
    document.addEventListener(DIALOG_CLOSED, closed);
    return () => {
      document.removeEventListener(DIALOG_OPENED, opened);
      document.removeEventListener(DIALOG_CLOSED, closed);
    };
  }, [panelId]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !open) return;
    // A dialog opened from the panel handles its own Escape and stops it before it gets here.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div className="nav-disclosure" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="bar-button nav-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="nav-toggle-icon" aria-hidden="true" />
        <span className={iconOnly ? "visually-hidden" : undefined}>{SHELL_TEXT.nav.menu}</span>
      </button>
      <div id={panelId} className="nav-panel" data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
