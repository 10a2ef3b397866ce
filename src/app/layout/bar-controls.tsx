// The controls of every signed-in bar (spec section 2): the bar's own links (`nav`), Report an issue and
// Switch Store fold into the Menu button on a phone; the user menu stays in the bar at every width.
import type { ReactNode } from "react";
import { ReportIssue } from "../../features/feedback/components/report-issue.tsx";
import { NavDisclosure } from "./nav-disclosure.tsx";
import { StoreSwitcher } from "./store-switcher.tsx";
import { UserMenu } from "./user-menu.tsx";

export function BarControls({ nav }: { nav?: ReactNode }) {
  return (
    <>
      <NavDisclosure>
        {nav}
        <div className="bar-controls">
          <ReportIssue />
          <StoreSwitcher />
        </div>
      </NavDisclosure>
      <UserMenu />
    </>
  );
}
