// The seed for Node (tests, `npm run provider`): generated with faker once per process per option set,
// then copied for each store that starts from it. Its dates are moved to `now` so that "expires
// in 30 days" stays true whenever the tests run.
import type { Db } from "../store/tables.ts";
import { generateSeed, type SeedOptions } from "./index.ts";
import { rebaseDates } from "./rebase.ts";

const seeds = new Map<string, Promise<Db>>();

export function cachedSeed(options: SeedOptions = {}, now: () => Date = () => new Date()): () => Promise<Db> {
  const key = JSON.stringify(options);
  return async () => {
    if (!seeds.has(key)) seeds.set(key, generateSeed(options));
    return rebaseDates(await seeds.get(key)!, now());
  };
}
