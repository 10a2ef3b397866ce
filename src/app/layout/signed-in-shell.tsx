// Signed in with stores (spec section 2): the active application's layout, its routes filtered by the
// user's permissions, the not-found page for anything else, toasts at the bottom left.
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { useSession } from "../../session/session-context.tsx";
import { Loading } from "../../ui/loading.tsx";
import { NotFoundPage } from "../../ui/not-found-page.tsx";
import { UI_TEXT } from "../../ui/strings.ts";
import { ToastProvider } from "../../ui/toasts.tsx";
import { activeApplication, INVENTORY_APPLICATION } from "../../session/applications.ts";
import { PATHS, ROUTES } from "../../config/routes.ts";
import { allowedScreens, SCREENS } from "../routes.tsx";
import { AppMenu } from "./app-menu.tsx";
import { BarControls } from "./bar-controls.tsx";
import { FocusOnNavigate } from "./focus-on-navigate.tsx";
import { InventoryBar } from "./inventory-bar.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SettingsLayout } from "./settings-layout.tsx";
import { MainContent } from "./skip-link.tsx";

function InventoryRoutes() {
  const permissions = useSession()?.claims.Permissions ?? [];
  return (
    <Switch>
      {allowedScreens(permissions).map(({ route, layout, screen: Screen }) => (
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
  const Dashboard = SCREENS.find(({ route }) => route === ROUTES.dashboard)!.screen;
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
      <ScrollToTop />
      <FocusOnNavigate />
      {inventory ? (
        <InventoryBar />
      ) : (
        <header className="top-bar">
          <AppMenu current={application} />
          <BarControls />
        </header>
      )}
      <MainContent>
        <Suspense fallback={<Loading text={UI_TEXT.loading} />}>
          {inventory ? <InventoryRoutes /> : <OtherApplicationRoutes />}
        </Suspense>
      </MainContent>
    </ToastProvider>
  );
}
