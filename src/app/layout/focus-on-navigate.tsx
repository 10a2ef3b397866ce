// Focus follows navigation (WCAG 2.4.3): after a path change the new screen's heading takes focus, so
// keyboard and screen reader users start at the new content, not on the control that went away with
// the old screen (focus then falls to the page and Tab starts again at the top). Screens fetch before
// they show their heading, so this waits for it; a key press or a click meanwhile means the user has
// moved on, and their focus is left alone. The first render is left alone too: a load starts at the top.
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** The new screen's heading, once it is rendered and shown. */
function shownHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1");
  return heading && heading.getClientRects().length > 0 ? heading : null;
}

/** Focuses the heading now or when it appears; returns a function that stops waiting. */
function focusHeadingWhenShown(): () => void {
  const observer = new MutationObserver(() => tryFocus());
  const stop = () => {
    observer.disconnect();
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  };
  function tryFocus() {
    const heading = shownHeading();
    if (!heading) return;
    stop();
    // A control of the new screen that took focus itself (or an open dialog) keeps it.
    if (document.activeElement?.closest("main, [role='dialog']")) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  tryFocus();
  return stop;
}

export function FocusOnNavigate() {
  const [location] = useLocation();
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    return focusHeadingWhenShown();
  }, [location]);
  return null;
}
