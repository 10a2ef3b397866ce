// The fake provider's state: the store, the token secret and the clock. Handlers receive it; nothing
// else is global, so tests open as many independent providers as they like.
import { generateSeed, type SeedOptions } from "./seed/index.ts";
import { rebaseDates } from "./seed/rebase.ts";
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
  /** Makes the database a reset goes back to; the default is the deterministic seed. */
  makeSeed?: () => Promise<Db>;
  seedOptions?: SeedOptions;
  secret?: string;
  now?: () => Date;
}

// The seed is made once per process and copied, so every test can start from a fresh store cheaply.
// Its dates are moved to `now` (D22) so that "expires in 30 days" stays true whenever the tests run.
const seeds = new Map<string, Promise<Db>>();
export function cachedSeed(options: SeedOptions = {}, now: () => Date = () => new Date()): () => Promise<Db> {
  const key = JSON.stringify(options);
  return async () => {
    if (!seeds.has(key)) seeds.set(key, generateSeed(options));
    return rebaseDates(await seeds.get(key)!, now());
  };
}

export async function createProvider(options: ProviderOptions = {}): Promise<Provider> {
  const now = options.now ?? (() => new Date());
  const store = await openStore(options.adapter ?? memoryAdapter(), options.makeSeed ?? cachedSeed(options.seedOptions, now));
  return { store, secret: options.secret ?? DEV_SECRET, now };
}
