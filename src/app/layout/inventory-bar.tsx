// The inventory application's top bar (spec section 2): Dashboard, Purchase Orders, Suppliers and
// Products, each shown only when its route is open to the user; the current section in bold.
import { Link, useLocation } from "wouter";
import { useSession } from "../../session/session-context.tsx";
import { TEXT } from "../../ui/strings.ts";
import { PATHS } from "../paths.ts";
import { mayOpenLink } from "../routes.tsx";
import { AppMenu } from "./app-menu.tsx";
import { BarControls } from "./bar-controls.tsx";

const NAV = [
  { label: TEXT.shell.nav.dashboard, path: PATHS.dashboard },
  { label: TEXT.shell.nav.purchaseOrders, path: PATHS.purchaseOrders },
  { label: TEXT.shell.nav.suppliers, path: PATHS.suppliers },
  { label: TEXT.shell.nav.products, path: PATHS.products },
];

const isCurrent = (location: string, path: string) =>
  path === PATHS.dashboard ? location === path : location === path || location.startsWith(`${path}/`);

export function InventoryBar() {
  const [location] = useLocation();
  const permissions = useSession()?.claims.Permissions ?? [];
  return (
    <header className="top-bar">
      <AppMenu current="stock-sense" />
      <nav aria-label={TEXT.shell.nav.label}>
        <ul>
          {NAV.filter((link) => mayOpenLink(permissions, link.path)).map((link) => (
            <li key={link.path}>
              <Link href={link.path} aria-current={isCurrent(location, link.path) ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <BarControls />
    </header>
  );
}
