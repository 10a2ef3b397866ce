// The demo: the fake provider in the page, answering through msw's service worker. The seed is made
// at build time (faker never ships, DESIGN.md section 4), fetched once and rebased to today (D22);
// the store then lives in IndexedDB (D23).
import { setupWorker } from "msw/browser";
import { createHandlers } from "./handlers/index.ts";
import { createProvider } from "./provider.ts";
import { rebaseDates } from "./seed/rebase.ts";
import { indexedDbAdapter } from "./store/indexeddb-adapter.ts";
import type { Db } from "./store/tables.ts";

async function fetchSeed(basePath: string): Promise<Db> {
  const response = await fetch(`${basePath}demo-seed.json`);
  if (!response.ok)
    throw new Error(`The demo data (${basePath}demo-seed.json) did not load: HTTP ${response.status}.`);
  return rebaseDates((await response.json()) as Db, new Date());
}

/** Starts the worker at `${basePath}mockServiceWorker.js`, scoped to the app's base path. */
export async function startMockWorker(basePath: string): Promise<void> {
  const provider = await createProvider({ adapter: indexedDbAdapter(), makeSeed: () => fetchSeed(basePath) });
  const worker = setupWorker(...createHandlers(provider));
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js`, options: { scope: basePath } },
    onUnhandledRequest: "bypass",
    quiet: true,
  });
}
