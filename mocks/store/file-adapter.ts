// `npm run provider -- --data FILE` (D157): the HTTP provider's store on disk,
// so it survives a restart and a kill -9. FILE is a snapshot of the whole database; FILE.journal gets
// one line per save with only what it changed (journal.ts), and FILE.uploads/ the screenshots, one PNG
// per report, so a save costs what it changed, not what the store holds: with eight 10 MB screenshots
// every small write rewrote 112 MB (0.4 s each) before. Saves are appended in batches, the
// screenshots they name first, then the journal flushed to disk; the provider answers a write only once
// `saved()` resolves (D32), so an acknowledged write is on disk before its answer leaves. Once the
// journal outgrows the snapshot, or on a reset, a new snapshot is written to a temporary file, flushed
// and renamed over FILE, then the journal emptied: a restart after a crash finds the old snapshot or the
// new one, and skips journal lines the snapshot already holds. A kill -9 mid-snapshot leaves the
// temporary file behind; the server removes such leftovers on start (removeStaleTemporaries).
import { mkdir, open, readdir, readFile, rename, rm, truncate, type FileHandle } from "node:fs/promises";
import path from "node:path";
import {
  DamagedDataFile,
  journalLine,
  parseSnapshot,
  replay,
  restoreUploads,
  snapshotText,
  uploadName,
  type Upload,
} from "./journal.ts";
import type { Db } from "./tables.ts";
import type { PersistenceAdapter } from "./store.ts";

export { DamagedDataFile };

/** The journal is folded into a new snapshot once it is larger than this and twice the snapshot. */
const MIN_JOURNAL_BYTES = 4 * 2 ** 20;

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

/** A macrotask turn, so requests are answered while a snapshot is made. */
const otherWork = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `text` (or bytes) in `name`, flushed to disk before this resolves. */
async function writeFlushed(name: string, data: string | Uint8Array) {
  const handle = await open(name, "w");
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder, so the names made or renamed in it survive a power cut too. */
async function syncFolder(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const readIfThere = (name: string) =>
  readFile(name, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw new DamagedDataFile(`${name} cannot be read (${error.message})`);
  });

/** Persists the database beside `file` (above); a missing file means a fresh seed, a damaged one DamagedDataFile. */
export function fileAdapter(file: string): PersistenceAdapter {
  const temporary = temporaryOf(file, process.pid);
  const journalFile = `${file}.journal`;
  const uploads = `${file}.uploads`;
  let current: Db | null = null;
  /** Journal lines not yet written, with the screenshots they name. */
  let pending: { line: string; uploads: Upload[] }[] = [];
  let snapshotDue = false;
  /** The screenshots in the uploads folder, by id. */
  let stored = new Set<number>();
  let journalBytes = 0;
  let snapshotBytes = 0;
  let journal: FileHandle | null = null;
  let draining = false;
  let writing: Promise<void> = Promise.resolve();
  let failure: Error | null = null;

  async function writeUploads(list: Upload[]) {
    const fresh = list.filter((upload) => !stored.has(upload.id));
    if (!fresh.length) return;
    await mkdir(uploads, { recursive: true });
    for (const { id, base64 } of fresh) {
      await writeFlushed(path.join(uploads, uploadName(id)), Buffer.from(base64, "base64"));
      stored.add(id);
    }
    await syncFolder(uploads);
  }

  /** Removes the screenshots no row names (a reset's, or one whose save was cut short). */
  async function removeUnnamed(named: Set<number>) {
    const names = await readdir(uploads).catch(() => [] as string[]);
    for (const name of names)
      if (!named.has(Number(name.replace(/\.png$/, "")))) await rm(path.join(uploads, name), { force: true });
    stored = named;
  }

  async function writeSnapshot(db: Db) {
    pending = []; // every save asked for so far is in this snapshot; later ones are journaled after it
    const { text, uploads: named } = await snapshotText(db, otherWork);
    await writeUploads(named);
    await writeFlushed(temporary, text);
    await rename(temporary, file);
    await syncFolder(path.dirname(file));
    // Not flushed: should the emptying be lost, a start skips the lines the snapshot holds.
    await truncate(journalFile, 0).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
    [journalBytes, snapshotBytes] = [0, Buffer.byteLength(text)];
    await removeUnnamed(new Set(named.map((upload) => upload.id)));
  }

  async function drain() {
    try {
      while (snapshotDue || pending.length) {
        if (snapshotDue) {
          snapshotDue = false;
          await writeSnapshot(current!);
          continue;
        }
        const batch = pending;
        pending = [];
        await writeUploads(batch.flatMap((entry) => entry.uploads));
        const text = batch.map((entry) => entry.line).join("");
        journal ??= await open(journalFile, "a");
        await journal.write(text);
        await journal.datasync();
        journalBytes += Buffer.byteLength(text);
        if (journalBytes > Math.max(MIN_JOURNAL_BYTES, 2 * snapshotBytes)) snapshotDue = true;
      }
    } finally {
      draining = false;
    }
  }

  return {
    async load() {
      const text = await readIfThere(file);
      const changes = await readIfThere(journalFile);
      if (text === null) {
        if (changes) throw new DamagedDataFile(`${journalFile} holds changes but ${file} is missing`);
        return null;
      }
      const { db, kept } = replay(parseSnapshot(text, file), changes ?? "", journalFile);
      const keptBytes = Buffer.byteLength((changes ?? "").slice(0, kept));
      if (changes && kept < changes.length) await truncate(journalFile, keptBytes); // a line cut short
      [journalBytes, snapshotBytes] = [keptBytes, Buffer.byteLength(text)];
      const named = await restoreUploads(db, (name) =>
        readFile(path.join(uploads, name)).then(
          (bytes) => bytes.toString("base64"),
          (error: Error) => {
            throw new DamagedDataFile(`${path.join(uploads, name)} cannot be read (${error.message})`);
          },
        ),
      );
      await removeUnnamed(named);
      current = db;
      return db;
    },
    save(db, changes) {
      current = db;
      if (changes.everything) snapshotDue = true;
      else pending.push(journalLine(db, changes));
      if (draining) return;
      draining = true;
      writing = writing.then(drain).catch(async (error: Error) => {
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
