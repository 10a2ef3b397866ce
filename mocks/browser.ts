// The demo: the fake provider in the page, answering the page's own fetch (in-page.ts). The
// default seed is made at build time (faker never ships for it, docs/ARCHITECTURE.md, Budgets), fetched once and
// rebased to today; another seed asked for by URL parameter (demo-params.ts) loads faker as its
// own lazy chunk. The store lives in IndexedDB; fault settings live per tab in sessionStorage, so
// they last across the reloads the app does (sign-in, store switch).
import type { RequestHandler } from "msw";
import { Faults } from "../schema/rest.ts";
import { parseDemoParams } from "./demo-params.ts";
import { buildProviderSchema } from "./graphql/schema.ts";
import { createHandlers } from "./handlers/index.ts";
import { answerInPage, forgetOldWorker } from "./in-page.ts";
import { createProvider } from "./provider.ts";
import { DEFAULT_ORIGIN, sameOrigin } from "./seed/origin.ts";
import { rebaseDates } from "./seed/rebase.ts";
import { indexedDbAdapter } from "./store/indexeddb-adapter.ts";
import type { Db, SeedOrigin } from "./store/tables.ts";
import type { PersistenceAdapter } from "./store/store.ts";
import { STORE_CHANGED_EVENT } from "../schema/demo-events.ts";

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

// ---------------------------------------------------------------- start

/**
 * Tells the page, once the store has taken another tab's write, that what its screens show may have
 * changed: the app re-reads the open screen (src/api/fresh.ts, D210). After the store took it, not on
 * the channel's message, so the re-read finds the new data.
 */
const announcingExternalChanges = (adapter: PersistenceAdapter): PersistenceAdapter => ({
  ...adapter,
  onExternalChange: (take) =>
    adapter.onExternalChange?.((latest) => {
      take(latest);
      window.dispatchEvent(new Event(STORE_CHANGED_EVENT));
    }),
});

/**
 * Starts the provider in this page: its store (IndexedDB, seeded on first use) and its handlers, which
 * from then on answer the page's calls. Resolves once it answers; the app's calls wait for that
 * (src/api/provider-ready.ts).
 */
export async function startDemoProvider(basePath: string): Promise<void> {
  const params = parseDemoParams(location.search);
  for (const problem of params.problems) console.warn(`Demo: ${problem}`);
  const wanted = params.origin;
  // Installed first, with no handlers until the provider is ready: meanwhile every request (the
  // seed's among them) goes to the network.
  let handlers: RequestHandler[] = [];
  answerInPage(globalThis, () => handlers);
  const provider = createProvider({
    adapter: announcingExternalChanges(indexedDbAdapter()),
    makeSeed: (origin) => makeSeed(basePath, origin ?? wanted ?? DEFAULT_ORIGIN),
    // A seed named in the URL replaces a stored database made from another one; none keeps it.
    keepStored: (stored) => !wanted || sameOrigin(stored.origin, wanted),
    secret: IN_PAGE_SECRET,
    // The demo shows every contract extension unless the URL asks for fewer (D231).
    ...(params.extensions && { extensions: params.extensions }),
    faults: {
      initial: tabFaults(params.faults),
      seed: params.seed ?? crypto.getRandomValues(new Uint32Array(1))[0],
      onChange: keepTabFaults,
    },
  });
  // Built while the store opens (a wait on the browser, not on this page).
  const schema = buildProviderSchema(params.extensions ?? undefined);
  handlers = createHandlers(await provider, schema);
  // Once started, not during the load; a browser that refuses the lookup has nothing to forget.
  forgetOldWorker(navigator.serviceWorker).catch(() => {});
}
