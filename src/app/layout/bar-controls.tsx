// The controls of every signed-in bar (spec section 2): the bar's own links (`nav`), Report an issue and
// Switch Store fold into the Menu button on a phone; on a tablet (md to lg) only the buttons fold, so the
// links stay in the bar and the bar fits one line; the user menu stays in the bar at every width.
// The links move in the DOM, not only on screen, so the focus order is the order they are seen in.
import type { ReactNode } from "react";
import { ReportIssue } from "../../features/feedback/components/report-issue.tsx";
import { JumpAnywhere } from "./jump-anywhere.tsx";
import { NavDisclosure } from "./nav-disclosure.tsx";
import { StoreSwitcher } from "./store-switcher.tsx";
import { useMediaQuery } from "./use-media-query.ts";
import { UserMenu } from "./user-menu.tsx";

/** The tablet widths of layout.css, where the links stay in the bar and the buttons fold. */
export const TABLET = "(min-width: 768px) and (max-width: 1023.98px)";

/**
 * `jump`: the command palette's button and keys (the inventory application's bar). `folded`: on a
 * tablet, links the bar has no room for, at the top of the Menu panel.
 */
export function BarControls({
  nav,
  folded,
  jump = false,
}: {
  nav?: ReactNode;
  folded?: ReactNode;
  jump?: boolean;
}) {
  const tablet = useMediaQuery(TABLET);
  return (
    <>
      {tablet && nav}
      <NavDisclosure iconOnly={tablet}>
        {!tablet && nav}
        {tablet && folded}
        <div className="bar-controls">
          {jump && <JumpAnywhere />}
          <ReportIssue />
          <StoreSwitcher />
        </div>
      </NavDisclosure>
      <UserMenu />
    </>
  );
}
