// The app's root: router under the configured base, a fresh SWR setup and the session's screens.
import { SWRConfig } from "swr";
import { Router, type BaseLocationHook, type BaseSearchHook } from "wouter";
import { SessionProvider } from "../session/session-context.tsx";
import type { SignedIn } from "../session/storage.ts";
import { getConfig } from "../config/config.ts";
import { lazyScreen, useLoaded } from "./lazy-screen.ts";
import { SkipLink } from "./layout/skip-link.tsx";
import { FreshOnStoreChange } from "../api/fresh.ts";

// Each session state's screens are their own chunk: a signed-out visitor never downloads the shell.
const SignedOutRoutes = lazyScreen(
  () => import("./signed-out-routes.tsx"),
  (m) => m.SignedOutRoutes,
);
const SignedInGate = lazyScreen(
  () => import("./signed-in-gate.tsx"),
  (m) => m.SignedInGate,
);
// The demo toolkit: its own chunk, requested only when the config says mock.
const DemoBar = lazyScreen(
  () => import("../features/demo/components/demo-bar.tsx"),
  (m) => m.DemoBar,
);

export interface AppProps {
  session: SignedIn | null;
  /** SWR options; tests pass a fresh cache and no retries. */
  swr?: Parameters<typeof SWRConfig>[0]["value"];
  /** Location hooks; tests pass wouter's memoryLocation, the browser uses the real history. */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
}

/** The base wouter routes under: the configured base path without its trailing slash ("" at the root). */
const routerBase = () => getConfig().basePath.replace(/\/$/, "");

/**
 * Starts loading the parts the first render will want (the session's screens, the demo bar), so their
 * chunks are on their way while the app starts instead of once it has rendered. A load that
 * fails is tried again, and reported, by the render that needs it (useLoaded).
 */
export function preloadParts(session: SignedIn | null, mock: boolean): void {
  const parts = [session ? SignedInGate : SignedOutRoutes, ...(mock ? [DemoBar] : [])];
  for (const part of parts) part.preload().catch(() => {});
  // The gate's module is in as soon as its chunk is: the first screen's chunk and read start then.
  if (session)
    void import("./signed-in-gate.tsx")
      .then(({ preloadFirstScreen }) => preloadFirstScreen(session, routerBase()))
      .catch(() => {});
}

export function App({ session, swr, location }: AppProps) {
  const base = routerBase();
  const { mock } = getConfig();
  // Nothing shows until a part's chunk is in (as under a Suspense fallback of null), without suspending:
  // a suspended part would hold everything after it for 300 ms (lazy-screen.ts).
  const demoBar = useLoaded(DemoBar, mock);
  const screens = useLoaded(session ? SignedInGate : SignedOutRoutes);
  return (
    <SWRConfig value={swr}>
      <Router base={base} hook={location?.hook} searchHook={location?.searchHook}>
        <SessionProvider session={session}>
          {/* Only the demo's in-page provider sends its event: elsewhere it listens for nothing. */}
          <FreshOnStoreChange />
          <SkipLink />
          {mock && demoBar && <DemoBar />}
          {screens && (session ? <SignedInGate session={session} /> : <SignedOutRoutes />)}
        </SessionProvider>
      </Router>
    </SWRConfig>
  );
}
