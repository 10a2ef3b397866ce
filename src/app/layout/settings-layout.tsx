// The settings layout (spec section 2): a side menu with My Account for everyone and the store pages
// for users holding can_modify_store. Below lg the menu is tabs above the page, wrapping onto a second
// line (layout.css), so the page keeps the width for its tables and every tab shows.
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { usePermissions } from "../../session/use-permissions.ts";
import { SHELL_TEXT } from "../strings.ts";
import { ROUTES } from "../../config/routes.ts";

const T = SHELL_TEXT.settings;
const LINKS = [
  { label: T.account, route: ROUTES.settingsAccount },
  { label: T.store, route: ROUTES.settingsStore },
  { label: T.users, route: ROUTES.settingsUsers },
  { label: T.roles, route: ROUTES.settingsRoles },
  { label: T.connections, route: ROUTES.settingsConnections },
  { label: T.plans, route: ROUTES.settingsPlans },
  { label: T.billing, route: ROUTES.settingsBilling },
];

export function SettingsLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { mayOpen } = usePermissions();
  return (
    <div className="settings-layout">
      <nav aria-label={T.label} className="side-menu">
        <ul>
          {LINKS.filter((link) => mayOpen(link.route)).map((link) => (
            <li key={link.route.pattern}>
              <Link
                href={link.route.pattern}
                aria-current={location === link.route.pattern ? "page" : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
