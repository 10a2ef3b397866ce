// The demo's persistence (D23): IndexedDB, because sign-out clears all of localStorage (spec section 4)
// and the demo's data must survive it. A BroadcastChannel tells other tabs to reload what was saved.
//
// Layout: each row of a table with ids under its own key [table, id], the two small tables
// without ids whole, the scalars (revision, nextId, epoch...) in one meta record. A write stores only
// the rows it names, in one transaction opened the moment the store asks: IndexedDB copies each value
// as it is put, so no copy of the database is made first and a later change cannot leak into it.
//
// Two tabs may write at nearly the same moment. Every save stamps the meta record and, in the same
// transaction, checks that the stamp there is the one this tab last wrote or read: a save made on a
// database another tab has changed since is rolled back whole, and so is every save after it, until
// this tab has taken the other tab's database. Transactions run in the order they were opened, so the
// saves of one tab land in order.
import { randomId } from "../auth/digests.ts";
import { DB_VERSION, ROW_TABLES, TABLE_NAMES, WHOLE_TABLES, type Db } from "./tables.ts";
import type { ChangeSet } from "./changes.ts";
import type { PersistenceAdapter } from "./store.ts";

const DATABASE = "stock-sense-demo";
/** 1: the database as one value under "db" in "store"; 2: the layout above (migrated on open). */
const LAYOUT_VERSION = 2;
const META = "meta";
const TABLES = "tables";
const ROWS = "rows";
const STORES = [META, TABLES, ROWS];

type Meta = Omit<Db, (typeof TABLE_NAMES)[number]> & { stamp: string };

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

const isTable = (key: string) => (TABLE_NAMES as readonly string[]).includes(key);
const metaOf = (db: Db, stamp: string) =>
  ({ ...Object.fromEntries(Object.entries(db).filter(([key]) => !isTable(key))), stamp }) as Meta;

/** Puts what `changes` names of `db`, and the meta record with `stamp`, in `tx`. */
function putChanges(tx: IDBTransaction, db: Db, changes: ChangeSet, stamp: string): void {
  const rows = tx.objectStore(ROWS);
  const tables = tx.objectStore(TABLES);
  tx.objectStore(META).put(metaOf(db, stamp), META);
  if (changes.everything) {
    rows.clear();
    for (const table of ROW_TABLES) for (const row of db[table]) rows.put(row, [table, row.id]);
    for (const table of WHOLE_TABLES) tables.put(db[table], table);
    return;
  }
  for (const [table, changed] of changes.rows)
    for (const [id, row] of changed) {
      if (row) rows.put(row, [table, id]);
      else rows.delete([table, id]);
    }
  for (const table of changes.tables) tables.put(db[table], table);
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DATABASE, LAYOUT_VERSION);
  open.onupgradeneeded = (event) => {
    const database = open.result;
    for (const name of STORES) database.createObjectStore(name);
    if (event.oldVersion !== 1) return;
    // Layout 1 held the whole database as one value: split it, so an upgrade keeps the demo's data.
    const tx = open.transaction!;
    const old = tx.objectStore("store").get("db");
    old.onsuccess = () => {
      const db = old.result as Db | undefined;
      if (db?.version === DB_VERSION) putChanges(tx, db, { everything: true }, randomId());
      database.deleteObjectStore("store");
    };
  };
  return request(open);
}

/** The stored database and its stamp, read in one transaction (null: none, or of another version). */
async function read(database: IDBDatabase): Promise<{ db: Db | null; stamp: string | null }> {
  const tx = database.transaction(STORES);
  // Every request is made before the first await: a transaction with none pending closes.
  const meta = request(tx.objectStore(META).get(META) as IDBRequest<Meta | undefined>);
  const whole = WHOLE_TABLES.map((table) => request(tx.objectStore(TABLES).get(table)));
  const rows = ROW_TABLES.map((table) =>
    request(tx.objectStore(ROWS).getAll(IDBKeyRange.bound([table, -Infinity], [table, Infinity]))),
  );
  const stored = await meta;
  const [wholeTables, rowTables] = await Promise.all([Promise.all(whole), Promise.all(rows)]);
  if (stored?.version !== DB_VERSION) return { db: null, stamp: stored?.stamp ?? null };
  const { stamp, ...scalars } = stored;
  const db = { ...scalars } as Db;
  WHOLE_TABLES.forEach((table, i) => Object.assign(db, { [table]: wholeTables[i] ?? [] }));
  ROW_TABLES.forEach((table, i) => Object.assign(db, { [table]: rowTables[i] }));
  return { db, stamp };
}

/** A save that did not land: its write is not stored, so the call that made it must not be answered as done. */
export class SaveRolledBack extends Error {
  constructor() {
    super("The demo's data changed in another tab or could not be saved; nothing of this call was stored.");
    this.name = "SaveRolledBack";
  }
}

export function indexedDbAdapter(): PersistenceAdapter {
  const channel = new BroadcastChannel(DATABASE);
  const opening = openDatabase();
  let database: IDBDatabase | undefined;
  let listener: ((latest: Db) => void) | undefined;
  /** The stamp the stored database has once every save asked for so far has landed. */
  let expected: string | null = null;
  /** The revision of the last save asked for. */
  let revision = 0;
  /** A save was rolled back: the next database read must be taken. */
  let refused = false;
  /** How many times this tab took the stored database: a save asked before the last take is no news. */
  let generation = 0;
  /** Saves asked for so far, and the numbers of those that did not land. */
  let asked = 0;
  const failed: number[] = [];
  let saving = Promise.resolve();

  // Another tab saved, or ours was refused: read the stored database and hand it over when it is at
  // least as new as ours, or ours was refused (then ours is not stored, and theirs is what counts).
  const reload = () =>
    void read(database!).then(({ db, stamp }) => {
      if (!db || !(refused || db.revision >= revision)) return;
      refused = false;
      generation += 1;
      expected = stamp;
      revision = db.revision;
      listener?.(db);
    });

  return {
    async load() {
      database = await opening;
      const { db, stamp } = await read(database);
      expected = stamp;
      revision = db?.revision ?? 0;
      return db;
    },
    save(db, changes) {
      if (!database) throw new Error("The demo's store saved before it loaded.");
      const tx = database.transaction(STORES, "readwrite");
      const base = expected;
      const number = ++asked;
      const asOf = generation;
      expected = randomId();
      revision = db.revision;
      const check = tx.objectStore(META).get(META) as IDBRequest<Meta | undefined>;
      // Callbacks, not awaits: the check and the puts must stay inside this one transaction.
      check.onsuccess = () => {
        if ((check.result?.stamp ?? null) !== base) tx.abort();
      };
      putChanges(tx, db, changes, expected);
      const done = new Promise<void>((resolve) => {
        tx.oncomplete = () => {
          channel.postMessage("changed");
          resolve();
        };
        tx.onabort = () => {
          // No error: our check rolled it back (another tab saved first). An error: it failed. Either
          // way the write is not stored: its call is answered as failed (saved rejects), and the tab
          // takes the stored database, unless it has since taken it (the saves in between, made on
          // the database it dropped, were rolled back by the same check and are no news).
          if (tx.error) console.error("The demo could not save its data:", tx.error);
          failed.push(number);
          if (asOf === generation && !refused) {
            refused = true;
            reload();
          }
          resolve();
        };
      });
      saving = Promise.all([saving, done]).then(() => undefined);
    },
    saves: () => asked,
    async saved(since = 0) {
      const upTo = asked;
      await saving;
      if (failed.some((number) => number > since && number <= upTo)) throw new SaveRolledBack();
    },
    onExternalChange(next) {
      listener = next;
      channel.onmessage = reload;
    },
  };
}
