// The inventory application's top bar (spec section 2): Dashboard, Purchase Orders, Suppliers and
// Products, each shown only when its route is open to the user; the current section in bold.
import { Link, useLocation } from "wouter";
import { usePermissions } from "../../session/use-permissions.ts";
import { SHELL_TEXT } from "../strings.ts";
import { PATHS, ROUTES } from "../../config/routes.ts";
import { AppMenu } from "./app-menu.tsx";
import { BarControls } from "./bar-controls.tsx";

const NAV = [
  { label: SHELL_TEXT.nav.dashboard, route: ROUTES.dashboard },
  { label: SHELL_TEXT.nav.purchaseOrders, route: ROUTES.purchaseOrders },
  { label: SHELL_TEXT.nav.suppliers, route: ROUTES.suppliers },
  { label: SHELL_TEXT.nav.products, route: ROUTES.products },
];

const isCurrent = (location: string, path: string) =>
  path === PATHS.dashboard ? location === path : location === path || location.startsWith(`${path}/`);

export function InventoryBar() {
  const [location] = useLocation();
  const { mayOpen } = usePermissions();
  return (
    <header className="top-bar">
      <AppMenu current="stock-sense" />
      <BarControls
        jump
        nav={
          <nav aria-label={SHELL_TEXT.nav.label}>
            <ul>
              {NAV.filter((link) => mayOpen(link.route)).map((link) => (
                <li key={link.route.pattern}>
                  <Link
                    href={link.route.pattern}
                    aria-current={isCurrent(location, link.route.pattern) ? "page" : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      />
    </header>
  );
}
