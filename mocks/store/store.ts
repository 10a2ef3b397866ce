// The fake store: one database value, rules mutate it through `write`, an adapter persists it (D23).
// Rules validate everything before they change anything, so a refused call leaves no trace and no
// copy of the database is needed per write.
import type { Db, SeedOrigin } from "./tables.ts";

/** Where the database lives between page loads: memory in Node, IndexedDB in the demo. */
export interface PersistenceAdapter {
  load(): Promise<Db | null>;
  /**
   * Persists `db`. An adapter shared by several tabs refuses a database whose revision is not above
   * the stored one (another tab saved first) and calls the external-change listener instead.
   */
  save(db: Db): void;
  /** Resolves once every save asked for so far is stored (none: saves are done when `save` returns). */
  saved?(): Promise<void>;
  /** Called when another tab changed the stored database. */
  onExternalChange?(listener: () => void): void;
}

export interface FakeStore {
  /** The current database; read it, never mutate it outside `write`. */
  readonly db: Db;
  /** Runs a change and persists the result; what `change` returns is passed through. */
  write<T>(change: (db: Db) => T): T;
  /** Hands out the next id of any table. */
  nextId(db: Db): number;
  /** Back to the seed the database came from (D23 "Reset demo data"). */
  reset(): Promise<void>;
  /** Resolves once every change so far is persisted: a page reloaded after it finds them. */
  saved(): Promise<void>;
}

/** Makes a fresh database; `origin` names the seed to remake on a reset (none: the default one). */
export type MakeSeed = (origin?: SeedOrigin) => Promise<Db>;

const newEpoch = () => crypto.randomUUID();

export const memoryAdapter = (): PersistenceAdapter => ({ load: async () => null, save: () => {} });

/**
 * Opens the store: the persisted database when there is one and `keep` accepts it, else a fresh seed,
 * saved at once so that a reload or another tab finds it rather than the database it replaced.
 */
export async function openStore(
  adapter: PersistenceAdapter,
  makeSeed: MakeSeed,
  keep: (stored: Db) => boolean = () => true,
): Promise<FakeStore> {
  const stored = await adapter.load();
  let db: Db;
  if (stored && keep(stored)) db = stored;
  else {
    db = { ...(await makeSeed()), revision: (stored?.revision ?? 0) + 1, epoch: newEpoch() };
    adapter.save(db);
  }
  adapter.onExternalChange?.(() => {
    void adapter.load().then((latest) => {
      // D23: another tab's database replaces ours unless ours has changes it has not seen. An equal
      // revision is another tab's save that won over ours (the adapter refused ours): take it.
      if (latest && latest.revision >= db.revision) db = latest;
    });
  });
  return {
    get db() {
      return db;
    },
    write(change) {
      const result = change(db);
      db.revision += 1;
      adapter.save(db);
      return result;
    },
    nextId: (target) => target.nextId++,
    async reset() {
      const fresh = await makeSeed(db.origin);
      // The seed's own rows come back with their ids; anything made from now on gets an id never used
      // before in this store's life, so an old token or link cannot land on someone else's new record.
      const nextId = Math.max(fresh.nextId, db.nextId);
      db = { ...fresh, revision: db.revision + 1, nextId, epoch: newEpoch() };
      adapter.save(db);
    },
    saved: () => adapter.saved?.() ?? Promise.resolve(),
  };
}
