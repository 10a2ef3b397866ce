// The demo's persistence (D23): IndexedDB, because sign-out clears all of localStorage (spec section 4)
// and the demo's data must survive it. A BroadcastChannel tells other tabs to reload what was saved.
// Two tabs may write at nearly the same moment: each save checks, in the same transaction, that the
// stored revision is older than its own, so a tab never overwrites a newer database with an older one.
// The loser's change is dropped and it reloads the winner's database.
import { DB_VERSION, type Db } from "./tables.ts";
import type { PersistenceAdapter } from "./store.ts";

const DATABASE = "stock-sense-demo";
const OBJECTS = "store";
const KEY = "db";
// The revision is kept apart from the database so a save need not read the whole (maybe large) value.
const REVISION = "revision";

interface StoredRevision {
  version: number;
  revision: number;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DATABASE, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(OBJECTS);
  return request(open);
}

/** Writes `db` unless the stored revision is at least as high; resolves whether it wrote. */
function putIfNewer(database: IDBDatabase, db: Db): Promise<boolean> {
  const tx = database.transaction(OBJECTS, "readwrite");
  const objects = tx.objectStore(OBJECTS);
  return new Promise((resolve, reject) => {
    let wrote = false;
    const read = objects.get(REVISION);
    // Callbacks, not awaits: the check and the writes must stay inside this one transaction.
    read.onsuccess = () => {
      const stored = read.result as StoredRevision | undefined;
      if (stored?.version === db.version && stored.revision >= db.revision) return;
      objects.put(db, KEY);
      objects.put({ version: db.version, revision: db.revision } satisfies StoredRevision, REVISION);
      wrote = true;
    };
    tx.oncomplete = () => resolve(wrote);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

export function indexedDbAdapter(): PersistenceAdapter {
  const channel = new BroadcastChannel(DATABASE);
  const database = openDatabase();
  let listener: (() => void) | undefined;
  // Saves are chained so a slow write never lands after a newer one.
  let saving = Promise.resolve();
  return {
    async load() {
      const stored = (await request((await database).transaction(OBJECTS).objectStore(OBJECTS).get(KEY))) as
        Db | undefined;
      return stored?.version === DB_VERSION ? stored : null;
    },
    save(db) {
      const snapshot = structuredClone(db);
      saving = saving
        .then(async () => {
          if (await putIfNewer(await database, snapshot)) channel.postMessage("changed");
          else listener?.(); // another tab saved first: take its database
        })
        // A failed save must not stop the ones after it (a rejected chain would skip them all).
        .catch((error: unknown) => console.error("The demo could not save its data:", error));
    },
    saved: () => saving,
    onExternalChange(next) {
      listener = next;
      channel.onmessage = () => listener?.();
    },
  };
}
