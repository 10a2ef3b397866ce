// Signed in with stores (spec section 2): the active application's layout, its routes filtered by the
// user's permissions, the not-found page for anything else, toasts at the bottom left.
import { useMemo } from "react";
import { Route, Switch } from "wouter";
import { useSession } from "../../session/session-context.tsx";
import { NotFoundPage } from "../../ui/not-found-page.tsx";
import { ToastProvider } from "../../ui/toasts.tsx";
import { UpdatedToast } from "./updated-toast.tsx";
import {
  activeApplication,
  INVENTORY_APPLICATION,
  type ApplicationValue,
} from "../../session/applications.ts";
import { PATHS, ROUTES } from "../../config/routes.ts";
import { allowedScreens, SCREENS, type AppRoute } from "../routes.tsx";
import { AppMenu } from "./app-menu.tsx";
import { BarControls } from "./bar-controls.tsx";
import { FocusOnNavigate } from "./focus-on-navigate.tsx";
import { InventoryBar } from "./inventory-bar.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SettingsLayout } from "./settings-layout.tsx";
import { MainContent } from "./skip-link.tsx";

const DASHBOARD_ONLY = SCREENS.filter(({ route }) => route === ROUTES.dashboard);

/** The screens the shell routes to: the inventory's that `permissions` allow, or another application's dashboard. */
export function shellScreens(
  application: ApplicationValue,
  permissions: readonly string[],
): readonly AppRoute[] {
  return application === INVENTORY_APPLICATION ? allowedScreens(permissions) : DASHBOARD_ONLY;
}

function InventoryRoutes() {
  const permissions = useSession()?.claims.Permissions;
  const screens = useMemo(() => shellScreens(INVENTORY_APPLICATION, permissions ?? []), [permissions]);
  return (
    <Switch>
      {screens.map(({ route, layout, screen: Screen }) => (
        <Route key={route.pattern} path={route.pattern}>
          {layout === "settings" ? (
            <SettingsLayout>
              <Screen />
            </SettingsLayout>
          ) : (
            <Screen />
          )}
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Any other application: its menu, the bar controls, and the dashboard as its only route. */
function OtherApplicationRoutes() {
  const Dashboard = DASHBOARD_ONLY[0]!.screen;
  return (
    <Switch>
      <Route path={PATHS.dashboard} component={Dashboard} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function SignedInShell() {
  const application = activeApplication();
  const inventory = application === INVENTORY_APPLICATION;
  return (
    <ToastProvider>
      <UpdatedToast />
      {inventory ? (
        <InventoryBar />
      ) : (
        <header className="top-bar">
          <AppMenu current={application} />
          <BarControls />
        </header>
      )}
      <ScrollToTop />
      <FocusOnNavigate />
      <MainContent>{inventory ? <InventoryRoutes /> : <OtherApplicationRoutes />}</MainContent>
    </ToastProvider>
  );
}
