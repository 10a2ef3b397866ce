// The demo: the fake provider in the page, answering through msw's service worker. The default seed is
// made at build time (faker never ships for it, DESIGN.md section 4), fetched once and rebased to today
// (D22); another seed asked for by URL parameter (demo-params.ts) loads faker as its own lazy chunk.
// The store lives in IndexedDB (D23); fault settings live per tab in sessionStorage, so they last
// across the reloads the app does (sign-in, store switch).
import { setupWorker } from "msw/browser";
import { Faults } from "../schema/rest.ts";
import { parseDemoParams } from "./demo-params.ts";
import { buildProviderSchema } from "./graphql/schema.ts";
import { createHandlers } from "./handlers/index.ts";
import { createProvider } from "./provider.ts";
import { DEFAULT_ORIGIN, sameOrigin } from "./seed/origin.ts";
import { rebaseDates } from "./seed/rebase.ts";
import { indexedDbAdapter } from "./store/indexeddb-adapter.ts";
import type { Db, SeedOrigin } from "./store/tables.ts";
import { quietWorkerUpdateRace } from "./worker-update.ts";

const FAULTS_KEY = "stock-sense-demo-faults";
/**
 * The in-page demo ships its whole provider to the visitor, so no secret can be kept from them, and its
 * tokens must outlive a reload and be accepted by every tab: a fixed secret, unlike `npm run provider`'s
 * random one. Nothing is exposed by it: the store it guards lives in the same visitor's browser.
 */
const IN_PAGE_SECRET = "stock-sense-in-page-demo";
/** The fault parameters of the URL this tab last applied, so a reload does not undo the panel's choice. */
const URL_FAULTS_KEY = "stock-sense-demo-url-faults";

async function makeSeed(basePath: string, origin: SeedOrigin): Promise<Db> {
  if (!sameOrigin(origin, DEFAULT_ORIGIN)) {
    // Only another seed pays for faker (about 150 kB gzip): esbuild makes it a chunk of its own.
    const { generateSeed } = await import("./seed/index.ts");
    return rebaseDates(await generateSeed(origin), new Date());
  }
  const response = await fetch(`${basePath}demo-seed.json`);
  if (!response.ok)
    throw new Error(`The demo data (${basePath}demo-seed.json) did not load: HTTP ${response.status}.`);
  return rebaseDates((await response.json()) as Db, new Date());
}

// ---------------------------------------------------------------- fault settings of this tab

const keepTabFaults = (faults: Faults) => sessionStorage.setItem(FAULTS_KEY, JSON.stringify(faults));

function readStored(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** The URL's fault settings when this tab has not applied them yet, else the tab's last ones. */
function tabFaults(fromUrl: Faults | null): Faults | undefined {
  if (fromUrl && JSON.stringify(fromUrl) !== JSON.stringify(readStored(URL_FAULTS_KEY))) {
    sessionStorage.setItem(URL_FAULTS_KEY, JSON.stringify(fromUrl));
    keepTabFaults(fromUrl);
    return fromUrl;
  }
  const stored = Faults.safeParse(readStored(FAULTS_KEY));
  return stored.success ? stored.data : undefined;
}

// ---------------------------------------------------------------- idle recovery

/** True when the fake provider answers `url`, not the static host (its index.html or a 404). */
async function providerAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { cache: "no-store" });
    const body = (await response.json()) as { data?: { ok?: unknown } };
    return response.ok && body.data?.ok === true;
  } catch {
    return false;
  }
}

// RECIPES.md (MSW): Chrome may stop the service worker of a tab left idle. Started again, msw's worker
// has forgotten this page (it keeps its clients in memory) and lets every call through to the static
// host. So when the tab is shown again, ask demo/health; if the provider does not answer, start the
// worker again, and reload the page as a last resort.
function recoverWhenShown(healthUrl: string, restart: () => Promise<void>): void {
  let checking = false;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || checking) return;
    checking = true;
    void (async () => {
      if (await providerAnswers(healthUrl)) return;
      await restart();
      if (!(await providerAnswers(healthUrl))) location.reload();
    })()
      .catch(() => location.reload())
      .finally(() => (checking = false));
  });
}

// ---------------------------------------------------------------- start

/** Starts the worker at `${basePath}mockServiceWorker.js`, scoped to the app's base path. */
/** `apiBase`: where the app sends REST calls (the config's), so the health check asks the same place. */
export async function startMockWorker(basePath: string, apiBase: string): Promise<void> {
  const params = parseDemoParams(location.search);
  for (const problem of params.problems) console.warn(`Demo: ${problem}`);
  const wanted = params.origin;
  // The worker starts while the store opens (issue 15, D90): registering it and hearing back takes
  // as long as reading the store, so neither waits for the other. It has no handlers until the
  // provider is ready, and nothing asks it anything meanwhile: the app's calls wait for this start
  // (src/api/provider-ready.ts), and the seed's fetch has no handler either way.
  const worker = setupWorker();
  quietWorkerUpdateRace(window);
  const options = {
    serviceWorker: { url: `${basePath}mockServiceWorker.js`, options: { scope: basePath } },
    onUnhandledRequest: "bypass" as const,
    quiet: true,
  };
  const provider = createProvider({
    adapter: indexedDbAdapter(),
    makeSeed: (origin) => makeSeed(basePath, origin ?? wanted ?? DEFAULT_ORIGIN),
    // A seed named in the URL replaces a stored database made from another one; none keeps it.
    keepStored: (stored) => !wanted || sameOrigin(stored.origin, wanted),
    secret: IN_PAGE_SECRET,
    faults: {
      initial: tabFaults(params.faults),
      seed: params.seed ?? crypto.getRandomValues(new Uint32Array(1))[0],
      onChange: keepTabFaults,
    },
  });
  const started = worker.start(options);
  // Built while the store opens and the worker registers (both wait on the browser, not on this page).
  const schema = buildProviderSchema();
  // The handlers become the worker's own (resetHandlers' are what a restart keeps).
  await Promise.all([
    started,
    provider.then((ready) => worker.resetHandlers(...createHandlers(ready, schema))),
  ]);
  recoverWhenShown(new URL("demo/health", new URL(apiBase, location.origin)).href, async () => {
    worker.stop();
    await worker.start(options);
  });
}
