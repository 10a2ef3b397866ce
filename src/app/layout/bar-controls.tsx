// The controls of every signed-in bar (spec section 2): the bar's own links (`nav`), Report an issue and
// Switch Store fold into the Menu button on a phone; the user menu stays in the bar at every width.
import type { ReactNode } from "react";
import { ReportIssue } from "../../features/feedback/components/report-issue.tsx";
import { JumpAnywhere } from "./jump-anywhere.tsx";
import { NavDisclosure } from "./nav-disclosure.tsx";
import { StoreSwitcher } from "./store-switcher.tsx";
import { UserMenu } from "./user-menu.tsx";

/** `jump`: the command palette's button and keys (the inventory application's bar, D80). */
export function BarControls({ nav, jump = false }: { nav?: ReactNode; jump?: boolean }) {
  return (
    <>
      <NavDisclosure>
        {nav}
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
