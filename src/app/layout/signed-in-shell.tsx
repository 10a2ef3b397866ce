// Signed in with stores (spec section 2): the active application's layout, its routes filtered by the
// user's permissions, the not-found page for anything else, toasts at the bottom left.
import { Suspense, useMemo, type ReactNode } from "react";
import { Route, Switch } from "wouter";
import { useSession } from "../../session/session-context.tsx";
import { Loading } from "../../ui/loading.tsx";
import { NotFoundPage } from "../../ui/not-found-page.tsx";
import { UI_TEXT } from "../../ui/strings.ts";
import { ToastProvider } from "../../ui/toasts.tsx";
import {
  activeApplication,
  INVENTORY_APPLICATION,
  type ApplicationValue,
} from "../../session/applications.ts";
import { PATHS, ROUTES } from "../../config/routes.ts";
import { useReadyLocation, usePreloadOnIntent } from "../route-preload.ts";
import { allowedScreens, SCREENS, type AppRoute } from "../routes.tsx";
import { AppMenu } from "./app-menu.tsx";
import { BarControls } from "./bar-controls.tsx";
import { FocusOnNavigate } from "./focus-on-navigate.tsx";
import { InventoryBar } from "./inventory-bar.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SettingsLayout } from "./settings-layout.tsx";
import { MainContent } from "./skip-link.tsx";

const loadingPage = <Loading text={UI_TEXT.loading} />;

/**
 * `screens` at the location whose screen is ready (route-preload.ts), the loading page before the first.
 * Scroll and focus follow the screen shown, not the address: the one before stays until the next is in.
 */
function ReadySwitch({ screens, children }: { screens: readonly AppRoute[]; children: ReactNode }) {
  usePreloadOnIntent(screens);
  const location = useReadyLocation(screens);
  if (location === null) return loadingPage;
  return (
    <>
      <ScrollToTop location={location} />
      <FocusOnNavigate location={location} />
      <Switch location={location}>{children}</Switch>
    </>
  );
}

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
    <ReadySwitch screens={screens}>
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
    </ReadySwitch>
  );
}

/** Any other application: its menu, the bar controls, and the dashboard as its only route. */
function OtherApplicationRoutes() {
  const Dashboard = DASHBOARD_ONLY[0]!.screen;
  return (
    <ReadySwitch screens={DASHBOARD_ONLY}>
      <Route path={PATHS.dashboard} component={Dashboard} />
      <Route component={NotFoundPage} />
    </ReadySwitch>
  );
}

export function SignedInShell() {
  const application = activeApplication();
  const inventory = application === INVENTORY_APPLICATION;
  return (
    <ToastProvider>
      {inventory ? (
        <InventoryBar />
      ) : (
        <header className="top-bar">
          <AppMenu current={application} />
          <BarControls />
        </header>
      )}
      <MainContent>
        <Suspense fallback={loadingPage}>
          {inventory ? <InventoryRoutes /> : <OtherApplicationRoutes />}
        </Suspense>
      </MainContent>
    </ToastProvider>
  );
}
