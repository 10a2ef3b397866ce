// The data file's text, apart from its I/O (file-adapter.ts): a snapshot of the whole
// database and a journal of the changes made since, one JSON line per save naming only the rows it put
// or removed (the write's ChangeSet), the small tables it changed and the scalars. A screenshot's bytes are in
// neither: a feedback row says `imageFile` and the PNG lies in the uploads folder beside the data file,
// so a small write never copies them again; an order's attachment (D240) says `file` and lies there too.
import type { ChangeSet } from "./changes.ts";
import {
  DB_VERSION,
  LATER_TABLES,
  ROW_TABLES,
  TABLE_NAMES,
  WHOLE_TABLES,
  type Db,
  type FeedbackRow,
  type OrderAttachmentRow,
  type RowOf,
  type RowTable,
  type WholeTable,
} from "./tables.ts";

export class DamagedDataFile extends Error {}

/** A screenshot to store as `<id>.png` before the text that names it. */
export interface Upload {
  id: number;
  base64: string;
}

/** A feedback row as stored: its screenshot named by file, not held. */
type StoredFeedback = FeedbackRow & { imageFile?: string };
/** An order's attachment as stored (extension "notes", D240): its bytes in the uploads folder too. */
type StoredAttachment = OrderAttachmentRow & { file?: string };

export const uploadName = (id: number) => `${id}.png`;

/** The row as the text stores it, and the upload it names (none for a row without a screenshot). */
function stored(table: RowTable, row: RowOf<RowTable>, uploads: Upload[]): RowOf<RowTable> {
  if (table === "orderAttachments") {
    const { base64, ...rest } = row as OrderAttachmentRow;
    uploads.push({ id: row.id, base64 });
    return { ...rest, base64: "", file: uploadName(row.id) } as StoredAttachment;
  }
  if (table !== "feedback") return row;
  const { imageBase64, ...rest } = row as FeedbackRow;
  if (imageBase64 === null) return row;
  uploads.push({ id: row.id, base64: imageBase64 });
  return { ...rest, imageBase64: null, imageFile: uploadName(row.id) } as StoredFeedback;
}

const isTable = (key: string) => (TABLE_NAMES as readonly string[]).includes(key);
const scalarsOf = (db: Db) => Object.fromEntries(Object.entries(db).filter(([key]) => !isTable(key)));

/** Text made between two turns given to other requests while a snapshot is written. */
const SNAPSHOT_SLICE = 2 ** 20;

/**
 * The whole database as the snapshot's text, and every screenshot it names, made a slice at a time
 * (`pause` between slices: 10,000 orders a store are 24 MB, 0.3 s in one go). The rows are those of the
 * moment it starts and the revision is that moment's; a row a write changes meanwhile may be written
 * newer, which is harmless: the journal lines after that revision put or remove whole rows again.
 */
export async function snapshotText(db: Db, pause: () => Promise<void>) {
  const uploads: Upload[] = [];
  const scalars = JSON.stringify(scalarsOf(db)).slice(0, -1);
  const whole = WHOLE_TABLES.map((table) => `"${table}":${JSON.stringify(db[table])}`);
  const tables = ROW_TABLES.map((table) => [table, [...db[table]]] as const);
  const parts: string[] = [];
  let made = 0;
  for (const [table, rows] of tables) {
    const texts: string[] = [];
    for (const row of rows) {
      const text = JSON.stringify(stored(table, row, uploads));
      texts.push(text);
      made += text.length;
      if (made < SNAPSHOT_SLICE) continue;
      made = 0;
      await pause();
    }
    parts.push(`"${table}":[${texts.join(",")}]`);
  }
  return { text: `${scalars},${[...whole, ...parts].join(",")}}`, uploads };
}

/** One journal line (ending in a newline) for the save of `changes` on `db`, and the screenshots it names. */
export function journalLine(db: Db, changes: Exclude<ChangeSet, { everything: true }>) {
  const uploads: Upload[] = [];
  const rows: [RowTable, number, RowOf<RowTable> | null][] = [];
  for (const [table, changed] of changes.rows)
    for (const [id, row] of changed) rows.push([table, id, row && stored(table, row, uploads)]);
  const tables = Object.fromEntries([...changes.tables].map((table) => [table, db[table]]));
  return { line: `${JSON.stringify({ scalars: scalarsOf(db), rows, tables })}\n`, uploads };
}

/** The database in a snapshot's `text`, or DamagedDataFile saying what is wrong. */
export function parseSnapshot(text: string, file: string): Db {
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
  for (const table of LATER_TABLES) db[table] ??= [];
  for (const table of TABLE_NAMES)
    if (!Array.isArray(db[table])) throw new DamagedDataFile(`${file} has no "${table}" table`);
  return db as Db;
}

interface Entry {
  scalars: Omit<Db, RowTable | WholeTable>;
  rows: [RowTable, number, RowOf<RowTable> | null][];
  tables: Partial<Pick<Db, WholeTable>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

function entryProblem(value: unknown): string | null {
  if (!isRecord(value) || !isRecord(value.scalars) || !Array.isArray(value.rows) || !isRecord(value.tables))
    return "is no change";
  if (!Number.isSafeInteger(value.scalars.revision) || value.scalars.version !== DB_VERSION)
    return "names no revision of this version";
  for (const row of value.rows)
    if (
      !Array.isArray(row) ||
      !(ROW_TABLES as readonly unknown[]).includes(row[0]) ||
      !Number.isSafeInteger(row[1]) ||
      !(row[2] === null || (isRecord(row[2]) && row[2].id === row[1]))
    )
      return "has a row that is not one";
  for (const [table, rows] of Object.entries(value.tables))
    if (!(WHOLE_TABLES as readonly string[]).includes(table) || !Array.isArray(rows))
      return `has a table "${table}" that is not one`;
  return null;
}

/**
 * `db` with the journal's changes made after its revision applied (rows in id order, as IndexedDB keeps
 * them). A last line without its newline is a save cut short (never acknowledged: the answer waits for
 * the flush) and is left out; `kept` is the length of the text before it. Any other line that is not a
 * change is DamagedDataFile.
 */
export function replay(db: Db, text: string, file: string): { db: Db; kept: number } {
  const kept = text.lastIndexOf("\n") + 1;
  const lines = text.slice(0, kept).split("\n").slice(0, -1);
  const byId = new Map<RowTable, Map<number, RowOf<RowTable>>>();
  const table = (name: RowTable) => {
    let rows = byId.get(name);
    if (!rows) byId.set(name, (rows = new Map(db[name].map((row) => [row.id, row]))));
    return rows;
  };
  let next: Db = db;
  lines.forEach((line, index) => {
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      throw new DamagedDataFile(`${file} line ${index + 1} is not JSON; move it away or fix it`);
    }
    const problem = entryProblem(entry);
    if (problem) throw new DamagedDataFile(`${file} line ${index + 1} ${problem}`);
    const { scalars, rows, tables } = entry as Entry;
    if (scalars.revision <= next.revision) return; // already in the snapshot (a compaction cut short)
    next = { ...next, ...scalars, ...tables };
    for (const [name, id, row] of rows) {
      if (row) table(name).set(id, row);
      else table(name).delete(id);
    }
  });
  for (const [name, rows] of byId)
    Object.assign(next, { [name]: [...rows.values()].sort((a, b) => a.id - b.id) });
  return { db: next, kept };
}

/** The uploads `db`'s feedback and attachment rows name, by id; their rows then hold them again through `read`. */
export async function restoreUploads(db: Db, read: (name: string) => Promise<string>): Promise<Set<number>> {
  const named = new Set<number>();
  for (const row of db.feedback as StoredFeedback[]) {
    if (!row.imageFile) continue;
    if (row.imageFile !== uploadName(row.id))
      throw new DamagedDataFile(`feedback ${row.id} names a wrong file`);
    row.imageBase64 = await read(row.imageFile);
    delete row.imageFile;
    named.add(row.id);
  }
  // An attachment's file bears its id too (ids are shared by every table), whatever its type.
  for (const row of db.orderAttachments as StoredAttachment[]) {
    if (!row.file) continue;
    if (row.file !== uploadName(row.id)) throw new DamagedDataFile(`attachment ${row.id} names a wrong file`);
    row.base64 = await read(row.file);
    delete row.file;
    named.add(row.id);
  }
  return named;
}
