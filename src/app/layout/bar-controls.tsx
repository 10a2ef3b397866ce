// The controls at the right of every signed-in bar (spec section 2).
import { ReportIssue } from "../../features/feedback/components/report-issue.tsx";
import { StoreSwitcher } from "./store-switcher.tsx";
import { UserMenu } from "./user-menu.tsx";

export function BarControls() {
  return (
    <div className="bar-controls">
      <ReportIssue />
      <StoreSwitcher />
      <UserMenu />
    </div>
  );
}
