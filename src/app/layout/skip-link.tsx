// The skip link (WCAG 2.4.1): the first Tab stop of every layout, shown when focused, moving
// focus to the screen's <main> past the bars. The page has a <base href>, so a bare "#main-content"
// link would load the app's root: the link moves focus itself, and the href names the wrapper that
// holds every layout's screens, so the link has a target (axe's skip-link rule) before any <main> is in.
import type { ReactNode } from "react";
import { SHELL_TEXT } from "../strings.ts";

/** The id of the wrapper around every layout's screens. */
export const MAIN_CONTENT = "main-content";

/** Focuses the screen's <main> (or, while there is none, the wrapper around where it will be). */
function focusMain() {
  const wrapper = document.getElementById(MAIN_CONTENT);
  const target = wrapper?.querySelector("main") ?? wrapper;
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
  target.focus();
}

export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT}`}
      onClick={(event) => {
        event.preventDefault();
        focusMain();
      }}
    >
      {SHELL_TEXT.skipToMain}
    </a>
  );
}

/** Around a layout's screens, below its bars: where the skip link goes. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <div id={MAIN_CONTENT} tabIndex={-1} className="main-content">
      {children}
    </div>
  );
}
