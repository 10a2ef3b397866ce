// `npm run provider -- --data FILE` (issue 13 finding 13, D54): the HTTP provider's store in a JSON file,
// so it survives a restart and a kill -9. Every save writes the whole database (whatever the write
// changed: one JSON file has no rows to replace) to a temporary file next
// to FILE, flushes it to disk and renames it over FILE: a reader (or a restart after a crash) finds the
// old database or the new one, never half of one. Saves coalesce: while one is being written, later
// ones wait and the newest of them is written next. The provider answers a write only once `saved()`
// resolves (D32), so an acknowledged write is on disk before its answer leaves. A kill -9 mid-save
// leaves the temporary file behind; the server removes such leftovers on start (removeStaleTemporaries).
import { open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { DB_VERSION, TABLE_NAMES, type Db } from "./tables.ts";
import type { PersistenceAdapter } from "./store.ts";

export class DamagedDataFile extends Error {}

/** The database in `text`, or DamagedDataFile saying what is wrong. */
function parseDataFile(text: string, file: string): Db {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DamagedDataFile(`${file} is not JSON (${(error as Error).message}); move it away or fix it`);
  }
  const db = value as Partial<Db> | null;
  if (!db || typeof db !== "object" || Array.isArray(db))
    throw new DamagedDataFile(`${file} holds no database`);
  if (db.version !== DB_VERSION)
    throw new DamagedDataFile(
      `${file} is a database of version ${String(db.version)}; this provider reads ${DB_VERSION}`,
    );
  for (const name of ["revision", "nextId"] as const)
    if (!Number.isSafeInteger(db[name])) throw new DamagedDataFile(`${file} has no whole number "${name}"`);
  for (const table of TABLE_NAMES)
    if (!Array.isArray(db[table])) throw new DamagedDataFile(`${file} has no "${table}" table`);
  return db as Db;
}

/** The temporary file a save of process `pid` writes beside `file` before renaming it over `file`. */
const temporaryOf = (file: string, pid: number) => `${file}.${pid}.tmp`;

/** Whether process `pid` runs (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes what a save cut short (a kill -9 between writing and renaming) left beside `file`: only names
 * `<file's name>.<pid>.tmp` of a process that no longer runs, or of this one, which has saved nothing
 * yet (in a container every start may be pid 1). Never `file` itself. Answers the names removed.
 */
export async function removeStaleTemporaries(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const name = path.basename(file);
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return []; // no folder yet: nothing was left in it (load() says what is wrong with it)
  }
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.startsWith(`${name}.`) || !entry.endsWith(".tmp")) continue;
    const pid = entry.slice(name.length + 1, -".tmp".length);
    if (!/^[1-9]\d*$/.test(pid)) continue;
    if (Number(pid) !== process.pid && running(Number(pid))) continue;
    await rm(path.join(dir, entry), { force: true });
    removed.push(entry);
  }
  return removed;
}

/** Persists the database in `file`; a missing file means a fresh seed, a damaged one DamagedDataFile. */
export function fileAdapter(file: string): PersistenceAdapter {
  const temporary = temporaryOf(file, process.pid);
  let latest: string | null = null; // the newest database not yet written
  let writing: Promise<void> = Promise.resolve();
  let failure: Error | null = null;

  async function writeLatest() {
    while (latest !== null) {
      const text = latest;
      latest = null;
      const handle = await open(temporary, "w");
      try {
        await handle.writeFile(text);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    }
  }

  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw new DamagedDataFile(`${file} cannot be read (${(error as Error).message})`);
      }
      return parseDataFile(text, file);
    },
    save(db) {
      const idle = latest === null;
      latest = JSON.stringify(db);
      if (idle)
        writing = writing.then(writeLatest).catch(async (error: Error) => {
          failure = error;
          await rm(temporary, { force: true });
        });
    },
    async saved() {
      await writing;
      // A save that failed (disk full) must not be acknowledged as stored.
      if (failure) throw new Error(`The data file could not be written: ${failure.message}`);
    },
  };
}
