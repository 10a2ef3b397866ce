// The fake store: one database value, rules mutate it through `write`, an adapter persists it (D23).
// Rules validate everything before they change anything, so a refused call leaves no trace and no
// copy of the database is needed per write.
import type { Db } from "./tables.ts";

/** Where the database lives between page loads: memory in Node, IndexedDB in the demo. */
export interface PersistenceAdapter {
  load(): Promise<Db | null>;
  save(db: Db): void;
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
  /** Back to the seed (D23 "Reset demo data"). */
  reset(): Promise<void>;
}

export const memoryAdapter = (): PersistenceAdapter => ({ load: async () => null, save: () => {} });

/** Opens the store: the persisted database when there is one, else a fresh seed. */
export async function openStore(
  adapter: PersistenceAdapter,
  makeSeed: () => Promise<Db>,
): Promise<FakeStore> {
  let db = (await adapter.load()) ?? (await makeSeed());
  adapter.onExternalChange?.(() => {
    void adapter.load().then((stored) => {
      if (stored) db = stored;
    });
  });
  return {
    get db() {
      return db;
    },
    write(change) {
      const result = change(db);
      adapter.save(db);
      return result;
    },
    nextId: (target) => target.nextId++,
    async reset() {
      db = await makeSeed();
      adapter.save(db);
    },
  };
}
