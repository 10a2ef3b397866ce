// The fake store: one database value, rules mutate it through `write`, an adapter persists it.
// Rules validate everything before they change anything, so a refused call leaves no trace and no
// copy of the database is needed per write. Each write says what it changed, so the adapter
// stores only that and the order views move only those orders.
import {
  checkMarked,
  checkUntouched,
  EVERYTHING,
  fingerprint,
  recordChanges,
  type ChangeSet,
  type Changes,
  type Fingerprint,
} from "./changes.ts";
import { randomId } from "../auth/digests.ts";
import { OrderViews, type OrderFilter } from "./order-views.ts";
import { LATER_TABLES, type Db, type PurchaseOrderRow, type SeedOrigin } from "./tables.ts";

/** A database stored or seeded before a table was added holds it empty. */
const withLaterTables = (db: Db): Db => {
  for (const table of LATER_TABLES) db[table] ??= [];
  return db;
};

/** Where the database lives between page loads: memory in Node, IndexedDB in the demo. */
export interface PersistenceAdapter {
  load(): Promise<Db | null>;
  /**
   * Persists what `changes` names of `db`, reading the rows before it returns: the store goes on
   * changing them. An adapter shared by several tabs refuses a save made on a database another tab
   * has since changed, and hands that tab's database to the external-change listener instead.
   */
  save(db: Db, changes: ChangeSet): void;
  /** How many saves were asked for so far (a mark for `saved`). */
  saves?(): number;
  /**
   * Resolves once every save asked for so far is stored (none: saves are done when `save` returns);
   * rejects when one asked after the `since`-th was rolled back or failed: its write is not stored.
   */
  saved?(since?: number): Promise<void>;
  /** `listener` gets the stored database when another tab changed it and this store must take it. */
  onExternalChange?(listener: (latest: Db) => void): void;
}

export interface FakeStore {
  /** The current database; read it, never mutate it outside `write`. */
  readonly db: Db;
  /**
   * Runs a change, which says through `changes` which rows it touched, and persists those; what
   * `change` returns is passed through.
   */
  write<T>(change: (db: Db, changes: Changes) => T): T;
  /**
   * Runs a change that does not say what it changes (a test or a tool arranging data) and persists the
   * whole database; the rules use `write`.
   */
  arrange<T>(change: (db: Db) => T): T;
  /** A store's purchase orders in the list's order (newest change first), kept sorted across writes. */
  orders(filter: OrderFilter): readonly PurchaseOrderRow[];
  /** Hands out the next id of any table. */
  nextId(db: Db): number;
  /** Back to the seed the database came from ("Reset demo data"). */
  reset(): Promise<void>;
  /** A mark for `saved`: the writes so far. */
  writes(): number;
  /**
   * Resolves once every change so far is persisted: a page reloaded after it finds them. Rejects when
   * a change made after `since` (a mark from `writes`) was not persisted: it is lost, never acknowledged.
   */
  saved(since?: number): Promise<void>;
}

/** Makes a fresh database; `origin` names the seed to remake on a reset (none: the default one). */
export type MakeSeed = (origin?: SeedOrigin) => Promise<Db>;

const newEpoch = () => randomId();

export const memoryAdapter = (): PersistenceAdapter => ({ load: async () => null, save: () => {} });

export interface StoreOptions {
  /** Whether a stored database may be kept; the default keeps any. */
  keep?: (stored: Db) => boolean;
  /** Compares the whole database around each write and throws when it changed more than it said (tests). */
  checkWrites?: boolean;
}

/**
 * Opens the store: the persisted database when there is one and `keep` accepts it, else a fresh seed,
 * saved at once so that a reload or another tab finds it rather than the database it replaced.
 */
export async function openStore(
  adapter: PersistenceAdapter,
  makeSeed: MakeSeed,
  { keep = () => true, checkWrites = false }: StoreOptions = {},
): Promise<FakeStore> {
  const stored = await adapter.load();
  let db: Db;
  if (stored && keep(stored)) db = withLaterTables(stored);
  else {
    db = withLaterTables({
      ...(await makeSeed()),
      revision: (stored?.revision ?? 0) + 1,
      epoch: newEpoch(),
    });
    adapter.save(db, EVERYTHING);
  }
  let views = new OrderViews(db);
  /** With checkWrites: the database as the last write left it. */
  let lastPrint: Fingerprint | null = null;
  const take = (next: Db) => {
    db = next;
    views = new OrderViews(db);
    lastPrint = null;
  };
  // D23: the adapter decides when another tab's database replaces ours (see indexeddb-adapter.ts).
  adapter.onExternalChange?.(take);
  return {
    get db() {
      return db;
    },
    write(change) {
      const before = checkWrites ? fingerprint(db) : null;
      if (before && lastPrint) checkUntouched(lastPrint, before);
      const { changes, set } = recordChanges(db);
      const result = change(db, changes);
      if (before) checkMarked(before, (lastPrint = fingerprint(db)), set);
      db.revision += 1;
      views.apply(set);
      adapter.save(db, set);
      return result;
    },
    arrange(change) {
      const result = change(db);
      db.revision += 1;
      take(db);
      adapter.save(db, EVERYTHING);
      return result;
    },
    orders: (filter) => views.list(filter),
    nextId: (target) => target.nextId++,
    async reset() {
      const fresh = withLaterTables(await makeSeed(db.origin));
      // The seed's own rows come back with their ids; anything made from now on gets an id never used
      // before in this store's life, so an old token or link cannot land on someone else's new record.
      const nextId = Math.max(fresh.nextId, db.nextId);
      take({ ...fresh, revision: db.revision + 1, nextId, epoch: newEpoch() });
      adapter.save(db, EVERYTHING);
    },
    writes: () => adapter.saves?.() ?? 0,
    saved: (since) => adapter.saved?.(since) ?? Promise.resolve(),
  };
}
