// The demo's persistence (D23): IndexedDB, because sign-out clears all of localStorage (spec section 4)
// and the demo's data must survive it. A BroadcastChannel tells other tabs to reload what was saved.
import { DB_VERSION, type Db } from "./tables.ts";
import type { PersistenceAdapter } from "./store.ts";

const DATABASE = "stock-sense-demo";
const OBJECTS = "store";
const KEY = "db";

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

export function indexedDbAdapter(): PersistenceAdapter {
  const channel = new BroadcastChannel(DATABASE);
  const database = openDatabase();
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
      saving = saving.then(async () => {
        const tx = (await database).transaction(OBJECTS, "readwrite");
        tx.objectStore(OBJECTS).put(snapshot, KEY);
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        channel.postMessage("changed");
      });
    },
    onExternalChange(listener) {
      channel.onmessage = listener;
    },
  };
}
