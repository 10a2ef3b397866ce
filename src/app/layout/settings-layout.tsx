// The settings layout (spec section 2): a side menu with My Account for everyone and the store pages
// for users holding can_modify_store.
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useSession } from "../../session/session-context.tsx";
import { TEXT } from "../../ui/strings.ts";
import { PATHS } from "../paths.ts";
import { mayOpenLink } from "../routes.tsx";

const T = TEXT.shell.settings;
const LINKS = [
  { label: T.account, path: PATHS.settingsAccount },
  { label: T.store, path: PATHS.settingsStore },
  { label: T.users, path: PATHS.settingsUsers },
  { label: T.roles, path: PATHS.settingsRoles },
  { label: T.connections, path: PATHS.settingsConnections },
  { label: T.plans, path: PATHS.settingsPlans },
  { label: T.billing, path: PATHS.settingsBilling },
];

export function SettingsLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const permissions = useSession()?.claims.Permissions ?? [];
  return (
    <div className="settings-layout">
      <nav aria-label={T.label} className="side-menu">
        <ul>
          {LINKS.filter((link) => mayOpenLink(permissions, link.path)).map((link) => (
            <li key={link.path}>
              <Link href={link.path} aria-current={location === link.path ? "page" : undefined}>
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
