// The app's root: router under the configured base, a fresh SWR setup and the session's screens.
import { SWRConfig } from "swr";
import { Route, Router, Switch, type BaseLocationHook, type BaseSearchHook } from "wouter";
import { DashboardScreen } from "../features/dashboard/screens/dashboard-screen.tsx";
import { SessionProvider } from "../session/session-context.tsx";
import type { SignedIn } from "../session/storage.ts";
import { getConfig } from "./config.ts";
import { PATHS } from "./paths.ts";
import { SignedOutRoutes } from "./signed-out-routes.tsx";

export interface AppProps {
  session: SignedIn | null;
  /** SWR options; tests pass a fresh cache and no retries. */
  swr?: Parameters<typeof SWRConfig>[0]["value"];
  /** Location hooks; tests pass wouter's memoryLocation, the browser uses the real history. */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
}

export function App({ session, swr, location }: AppProps) {
  // wouter wants the base without its trailing slash: "/demo", or "" at the root.
  const base = getConfig().basePath.replace(/\/$/, "");
  return (
    <SWRConfig value={swr}>
      <Router base={base} hook={location?.hook} searchHook={location?.searchHook}>
        <SessionProvider session={session}>
          {session ? (
            <Switch>
              <Route path={PATHS.dashboard} component={DashboardScreen} />
              <Route component={DashboardScreen} />
            </Switch>
          ) : (
            <SignedOutRoutes />
          )}
        </SessionProvider>
      </Router>
    </SWRConfig>
  );
}
