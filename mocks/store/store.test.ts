// The store's side of D23: revisions, a seed named by the demo's URL replacing the stored database,
// reset going back to the database's own seed, and two tabs sharing one stored database. The shared
// adapter below keeps the IndexedDB adapter's rule (a save not above the stored revision is refused
// and the tab reloads instead); the IndexedDB adapter itself needs a browser (happy-dom has none).
import { test } from "uvu";
import * as assert from "uvu/assert";
import { generateSeed } from "../seed/index.ts";
import { DEFAULT_ORIGIN } from "../seed/origin.ts";
import type { Changes } from "./changes.ts";
import { openStore, type MakeSeed, type PersistenceAdapter } from "./store.ts";
import type { Db, SeedOrigin } from "./tables.ts";

const seeds = new Map<string, Promise<Db>>();
/** A fresh copy of the seed for `origin`, tagged so a test can tell which one it got. */
const makeSeed: MakeSeed = async (origin = DEFAULT_ORIGIN) => {
  const key = JSON.stringify(origin);
  if (!seeds.has(key)) seeds.set(key, generateSeed(origin));
  return structuredClone(await seeds.get(key)!);
};

/**
 * Storage shared by tabs, with the IndexedDB adapter's rule: a save made on a database another tab has
 * changed since is refused, and the tab takes the stored database instead (as do tabs told of a save).
 */
function sharedStorage(initial: Db | null = null) {
  let stored = initial;
  let stamp = 0;
  const tabs = new Set<(refused: boolean) => void>();
  return {
    get stored() {
      return stored;
    },
    tab(): PersistenceAdapter {
      let expected = stamp;
      let take: ((latest: Db) => void) | undefined;
      const reload = (refused: boolean, revision: number) => {
        if (stored && (refused || stored.revision >= revision)) {
          expected = stamp;
          take?.(structuredClone(stored));
        }
      };
      let revision = 0;
      const tell = (refused: boolean) => reload(refused, revision);
      tabs.add(tell);
      return {
        load: async () => ((expected = stamp), structuredClone(stored)),
        save(db) {
          revision = db.revision;
          if (expected !== stamp) return void setTimeout(tell, 0, true);
          stored = structuredClone(db);
          expected = ++stamp;
          // Told later, as a message from another tab would be.
          for (const other of tabs) if (other !== tell) setTimeout(other, 0, false);
        },
        onExternalChange: (listener) => void (take = listener),
      };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const addSupplierNamed = (db: Db, changes: Changes, name: string) =>
  changes.insert("suppliers", { ...db.suppliers[0]!, id: db.nextId++, name });
const SEVEN: SeedOrigin = { seed: 7, ordersPerStore: 28 };

test("a fresh store starts from the seed and saves it at once; every write counts a revision", async () => {
  const storage = sharedStorage();
  const store = await openStore(storage.tab(), makeSeed);
  assert.is(storage.stored?.revision, 1);
  store.write((db, changes) => addSupplierNamed(db, changes, "Acme"));
  assert.is(store.db.revision, 2);
  assert.is(storage.stored?.revision, 2);
  assert.ok(storage.stored?.suppliers.some((s) => s.name === "Acme"));
});

test("a stored database is kept unless another seed is asked for, which replaces it", async () => {
  const storage = sharedStorage();
  (await openStore(storage.tab(), makeSeed)).write((db, changes) => addSupplierNamed(db, changes, "Acme"));
  const kept = await openStore(storage.tab(), makeSeed, { keep: () => true });
  assert.ok(
    kept.db.suppliers.some((s) => s.name === "Acme"),
    "the reload keeps the edit",
  );

  const replaced = await openStore(storage.tab(), () => makeSeed(SEVEN), {
    keep: (stored) => stored.origin.seed === SEVEN.seed,
  });
  assert.equal(replaced.db.origin, SEVEN);
  assert.ok(replaced.db.revision > 2, "above the database it replaces");
  assert.equal(storage.stored?.origin, SEVEN, "saved, so the next reload finds it");
});

test("reset goes back to the seed the database came from", async () => {
  const origins: (SeedOrigin | undefined)[] = [];
  const store = await openStore(
    sharedStorage().tab(),
    (origin) => (origins.push(origin), makeSeed(origin ?? SEVEN)),
  );
  store.write((db, changes) => addSupplierNamed(db, changes, "Acme"));
  const revision = store.db.revision;
  await store.reset();
  assert.equal(origins, [undefined, SEVEN]);
  assert.not.ok(store.db.suppliers.some((s) => s.name === "Acme"));
  assert.is(store.db.revision, revision + 1);
});

test("a second tab sees the first tab's change, and a tab never overwrites a newer database (D23)", async () => {
  const storage = sharedStorage();
  const one = await openStore(storage.tab(), makeSeed);
  const two = await openStore(storage.tab(), makeSeed);
  one.write((db, changes) => addSupplierNamed(db, changes, "From one"));
  await settle();
  assert.ok(
    two.db.suppliers.some((s) => s.name === "From one"),
    "tab two reloaded",
  );

  // Tab two writes before it has heard of tab one's newer save: the first save wins, and tab two
  // drops its change and takes tab one's database instead of overwriting it.
  one.write((db, changes) => addSupplierNamed(db, changes, "First"));
  two.write((db, changes) => addSupplierNamed(db, changes, "Second"));
  await settle();
  const names = (db: Db) => db.suppliers.map((s) => s.name);
  assert.ok(names(storage.stored!).includes("First"));
  assert.not.ok(names(storage.stored!).includes("Second"));
  assert.equal(names(two.db), names(one.db));
  assert.is(two.db.revision, one.db.revision);
});

test.run();
