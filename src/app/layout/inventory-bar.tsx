// The inventory application's top bar (spec section 2): Dashboard, Purchase Orders, Suppliers and
// Products, each shown only when its route is open to the user; the current section in bold. Customers
// follows them: a list of its own, reached only through a button on Products before.
// A tablet's bar has room for the spec's four only: there Customers heads the Menu panel.
import { Link, useLocation } from "wouter";
import { usePermissions } from "../../session/use-permissions.ts";
import { SHELL_TEXT } from "../strings.ts";
import { PATHS, ROUTES } from "../../config/routes.ts";
import { AppMenu } from "./app-menu.tsx";
import { BarControls, TABLET } from "./bar-controls.tsx";
import { useMediaQuery } from "./use-media-query.ts";

const NAV = [
  { label: SHELL_TEXT.nav.dashboard, route: ROUTES.dashboard },
  { label: SHELL_TEXT.nav.purchaseOrders, route: ROUTES.purchaseOrders },
  { label: SHELL_TEXT.nav.suppliers, route: ROUTES.suppliers },
  { label: SHELL_TEXT.nav.products, route: ROUTES.products },
  { label: SHELL_TEXT.nav.customers, route: ROUTES.customers, foldsOnTablet: true },
];

const isCurrent = (location: string, path: string) =>
  path === PATHS.dashboard ? location === path : location === path || location.startsWith(`${path}/`);

export function InventoryBar() {
  const [location] = useLocation();
  const { mayOpen } = usePermissions();
  const tablet = useMediaQuery(TABLET);
  const links = NAV.filter((link) => mayOpen(link.route));
  const current = (path: string) => (isCurrent(location, path) ? "page" : undefined);
  return (
    <header className="top-bar">
      <AppMenu current="stock-sense" />
      <BarControls
        jump
        nav={
          <nav aria-label={SHELL_TEXT.nav.label}>
            <ul>
              {links
                .filter((link) => !(tablet && link.foldsOnTablet))
                .map((link) => (
                  <li key={link.route.pattern}>
                    <Link href={link.route.pattern} aria-current={current(link.route.pattern)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        }
        folded={links
          .filter((link) => link.foldsOnTablet)
          .map((link) => (
            <Link
              key={link.route.pattern}
              href={link.route.pattern}
              className="bar-button folded-link"
              aria-current={current(link.route.pattern)}
            >
              {link.label}
            </Link>
          ))}
      />
    </header>
  );
}
