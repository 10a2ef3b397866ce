// The settings layout (spec section 2): a side menu with My Account for everyone and the store pages
// for users holding can_modify_store. Below lg the menu is a row of tabs above the page that scrolls
// sideways (layout.css), so the page keeps the width for its tables.
import { useEffect, useRef, type ReactNode } from "react";
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
  const menu = useRef<HTMLElement>(null);
  // In the scrolling row the current page's tab may start off screen (Billing and Invoices is last).
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [location]);
  return (
    <div className="settings-layout">
      <nav ref={menu} aria-label={T.label} className="side-menu">
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
