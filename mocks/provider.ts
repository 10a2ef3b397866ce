// The fake provider's state: the store, the token secret and the clock. Handlers receive it; nothing
// else is global, so tests open as many independent providers as they like. Where the seed comes from
// is the caller's business: faker in Node (seed/cached.ts), a JSON file in the browser (browser.ts).
import { memoryAdapter, openStore, type FakeStore, type PersistenceAdapter } from "./store/store.ts";
import type { Db } from "./store/tables.ts";

/** The fake's signing secret unless one is given; contract tests use it to mint expired tokens. */
export const DEV_SECRET = "stock-sense-fake-provider-secret";

export interface Provider {
  store: FakeStore;
  secret: string;
  now(): Date;
}

export interface ProviderOptions {
  adapter?: PersistenceAdapter;
  /** Makes the database a reset goes back to. */
  makeSeed: () => Promise<Db>;
  secret?: string;
  now?: () => Date;
}

/** A provider over a store opened from `adapter` (memory by default) or, when it holds nothing, `makeSeed`. */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const now = options.now ?? (() => new Date());
  const store = await openStore(options.adapter ?? memoryAdapter(), options.makeSeed);
  return { store, secret: options.secret ?? DEV_SECRET, now };
}
