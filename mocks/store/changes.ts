// What one write changed, so the store saves only that and updates its indexes in place: a write
// says which rows it added, changed or removed through `Changes`, and the store passes the ChangeSet on
// to the adapter. A write that changes a row without saying so would be lost on the next reload; with
// `checkWrites` (the in-process provider of every test) the store compares the whole database before
// and after each write and refuses one that changed more than it said.
import {
  ROW_TABLES,
  TABLE_NAMES,
  WHOLE_TABLES,
  type Db,
  type RowOf,
  type RowTable,
  type TableName,
  type WholeTable,
} from "./tables.ts";

/** How a write says what it changes; the database's scalars (revision, nextId) are always saved. */
export interface Changes {
  /** Appends `row` to `table`. */
  insert<K extends TableName>(table: K, row: RowOf<K>): void;
  /** Says that `row`, already in `table`, was changed in place. */
  update<K extends TableName>(table: K, row: RowOf<K>): void;
  /** Takes `row` out of `table`. */
  remove<K extends TableName>(table: K, row: RowOf<K>): void;
}

/** What the adapter stores: everything (a fresh seed, a reset), or the rows and small tables named. */
export type ChangeSet =
  | { everything: true }
  | {
      everything: false;
      /** Per table, the id of each row put (the row) or removed (null). */
      rows: Map<RowTable, Map<number, RowOf<RowTable> | null>>;
      tables: Set<WholeTable>;
    };

export const EVERYTHING: ChangeSet = { everything: true };

const isWhole = (table: TableName): table is WholeTable =>
  (WHOLE_TABLES as readonly string[]).includes(table);

/** A fresh recorder over `db`: `changes` for the write, `set` for the store once it is done. */
export function recordChanges(db: Db) {
  const rows = new Map<RowTable, Map<number, RowOf<RowTable> | null>>();
  const tables = new Set<WholeTable>();
  const mark = (table: TableName, row: RowOf<TableName>, removed: boolean) => {
    if (isWhole(table)) return void tables.add(table);
    let marked = rows.get(table);
    if (!marked) rows.set(table, (marked = new Map()));
    const { id } = row as RowOf<RowTable>;
    marked.set(id, removed ? null : (row as RowOf<RowTable>));
  };
  const changes: Changes = {
    insert(table, row) {
      (db[table] as RowOf<typeof table>[]).push(row);
      mark(table, row, false);
    },
    update: (table, row) => mark(table, row, false),
    remove(table, row) {
      (db as Record<TableName, unknown[]>)[table] = db[table].filter((other) => other !== row);
      mark(table, row, true);
    },
  };
  const set: ChangeSet = { everything: false, rows, tables };
  return { changes, set };
}

// ---------------------------------------------------------------------------------------------
// checkWrites: the whole database as text, row by row, before and after a write.

export type Fingerprint = Map<string, string>;

/** Every row of `db` (and each small table, and the scalars) as JSON, by a key naming it. */
export function fingerprint(db: Db): Fingerprint {
  const print: Fingerprint = new Map();
  for (const table of ROW_TABLES)
    for (const row of db[table]) print.set(`${table} ${row.id}`, JSON.stringify(row));
  for (const table of WHOLE_TABLES) print.set(table, JSON.stringify(db[table]));
  const scalars = Object.fromEntries(
    Object.entries(db).filter(([key]) => !(TABLE_NAMES as readonly string[]).includes(key)),
  );
  print.set("scalars", JSON.stringify(scalars));
  return print;
}

/** The keys of the rows that differ between two fingerprints and are not in `set` (none: all rows). */
function unsaid(before: Fingerprint, after: Fingerprint, set?: ChangeSet): string[] {
  if (set?.everything) return [];
  const keys: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (key === "scalars" || before.get(key) === after.get(key)) continue;
    const [table, id] = key.split(" ") as [TableName, string | undefined];
    const said =
      id === undefined
        ? set?.tables.has(table as WholeTable)
        : set?.rows.get(table as RowTable)?.has(Number(id));
    if (!said) keys.push(key);
  }
  return keys;
}

/** Throws naming each row that differs between `before` and `after` but is not in `set`. */
export function checkMarked(before: Fingerprint, after: Fingerprint, set: ChangeSet): void {
  const keys = unsaid(before, after, set);
  if (keys.length)
    throw new Error(`A write changed ${keys.join(", ")} without saying so: it would be lost on a reload.`);
}

/** Throws naming each row that changed between the last write (`then`) and the next one (`now`). */
export function checkUntouched(then: Fingerprint, now: Fingerprint): void {
  const keys = unsaid(then, now);
  if (keys.length)
    throw new Error(`${keys.join(", ")} changed outside a write: it would be lost on a reload.`);
}
