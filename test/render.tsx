// Screen tests: render the whole app at a URL against the fake provider (msw/node), as a user would meet
// it. Each render starts fresh: store reset to the seed, empty localStorage, new SWR cache, in-memory
// location. Whole-page reloads are counted instead of performed. A test hands the app what it runs in
// (the edit screen's queues and delays, say) through providers in `wrapper`, never by changing globals.
import { cleanup, render, waitFor } from "@testing-library/react";
import type { JSXElementConstructor, ReactNode } from "react";
import { memoryLocation } from "wouter/memory-location";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { parseExtensionList, type ExtensionName } from "../schema/extensions.ts";
import { rest } from "../src/api/http.ts";
import { clearCallLog } from "../src/api/call-log.ts";
import { DEFAULT_TIMEOUT_MS, REQUEST_LIMITS } from "../src/api/transport.ts";
import { App } from "../src/app/app.tsx";
import { FRESH_TIMING, FreshTimingProvider } from "../src/api/fresh.ts";
import { MAIN_CONTENT } from "../src/app/layout/skip-link.tsx";
import { AppConfig, setConfig } from "../src/config/config.ts";
import { page } from "../src/lib/page.ts";
import { capture } from "../src/features/feedback/capture.ts";
import { readSession, storeSession } from "../src/session/storage.ts";

export interface RenderOptions {
  /** Sign in with this demo account before rendering. */
  signedInAs?: string;
  config?: Partial<AppConfig>;
  /** localStorage entries to set after signing in (an active application, a pending invite). */
  storage?: Record<string, string>;
  /** Wraps the app, as @testing-library's `wrapper`: the providers a test renders it in. */
  wrapper?: Wrapper;
  /**
   * The contract extensions the provider offers (D231; []: a spec-only provider). Unless given, those
   * SCREEN_EXTENSIONS names ("none" runs any screen test against a spec-only provider), else all.
   */
  extensions?: readonly ExtensionName[];
}

/** The extensions a screen test's provider offers unless it says (D231). */
const DEFAULT_EXTENSIONS = parseExtensionList(process.env.SCREEN_EXTENSIONS ?? "all");

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

export const reloads = { count: 0 };
const reloadListeners = new Set<() => void>();
page.reload = () => {
  reloads.count += 1;
  for (const listener of [...reloadListeners]) listener();
};

/** Calls `listener` on every page reload from now on (a fault rig drops the calls on the wire); returns the stop. */
export function onReload(listener: () => void): () => void {
  reloadListeners.add(listener);
  return () => reloadListeners.delete(listener);
}
// happy-dom has no canvas: screen tests capture nothing, as when a real capture fails (spec section 8).
// The capture itself is proven in the browser journeys.
capture.page = async () => ({ image: null, error: new Error("no canvas in happy-dom") });

/** Clears what a previous test left: the rendered tree, storage, reload count; resets the store and turns faults off. */
export async function freshState(config: Partial<AppConfig> = {}) {
  cleanup();
  localStorage.clear();
  reloads.count = 0;
  clearCallLog();
  REQUEST_LIMITS.timeoutMs = DEFAULT_TIMEOUT_MS;
  setConfig(AppConfig.parse(config));
  const { provider } = await sharedInProcessProvider();
  await provider.reset();
  provider.extensions = new Set(DEFAULT_EXTENSIONS);
  return provider;
}

/** Signs in through the real login call and stores the session as the sign-in screen does. */
export async function signInStored(email: string, password = DEMO_PASSWORD) {
  const answer = await rest("login", { body: { email, password } });
  storeSession(answer.data.accessToken, answer.data.user);
}

/** SWR as every screen test wants it: a fresh cache, no deduping, no retries. */
export const testSwr = () => ({
  provider: () => new Map(),
  dedupingInterval: 0,
  loadingTimeout: 0,
  shouldRetryOnError: false,
});

/**
 * Screens re-read on no interval (D210) unless the test's own wrapper gives them one: a screen left open
 * would otherwise poll every 15 s and keep a test process alive after its last test.
 */
const NO_POLLING = { ...FRESH_TIMING, interval: 0 };
const withoutPolling =
  (Inner?: Wrapper): Wrapper =>
  ({ children }) => (
    <FreshTimingProvider value={NO_POLLING}>
      {Inner ? <Inner>{children}</Inner> : children}
    </FreshTimingProvider>
  );

/** Renders the app at `path` over the store and storage as they are, once its first screen is shown. */
export async function renderApp(path: string, wrapper?: Wrapper) {
  const [pathname, search = ""] = path.split("?");
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const view = render(<App session={readSession()} location={location} swr={testSwr()} />, {
    wrapper: withoutPolling(wrapper),
  });
  // The session's screens come with a lazy chunk (the gate's, or the signed-out routes'): wait until
  // the first of them has rendered inside the layout's main content (the skip link before it is there
  // at once).
  await waitFor(() => {
    if (!view.container.querySelector(`#${MAIN_CONTENT}`)?.hasChildNodes())
      throw new Error("nothing rendered yet");
  });
  return { ...view, location };
}

/** Renders the app at `path` from a fresh state, signed in and with storage entries as `options` say. */
export async function renderAt(path: string, options: RenderOptions = {}) {
  const provider = await freshState(options.config);
  if (options.extensions) provider.extensions = new Set(options.extensions);
  if (options.signedInAs) await signInStored(options.signedInAs);
  for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, value);
  return { ...(await renderApp(path, options.wrapper)), provider };
}
