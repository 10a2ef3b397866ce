// Store-scoped lookups: a record of another store is answered exactly like one that does not exist.
import { fail } from "../rules/errors.ts";

interface Scoped {
  id: number;
  storeId: number;
}

/** The rows of one store. */
export function inStore<T extends Scoped>(rows: readonly T[], storeId: number): T[] {
  return rows.filter((row) => row.storeId === storeId);
}

/** Parses an id from a URL or a GraphQL ID; anything but a positive whole number is no id at all. */
export function parseId(value: unknown): number | null {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/**
 * The row with this id, or undefined. Tables keep their rows in id order (ids only grow, and a new row
 * is appended: D70), so this is a binary search; a scan backs it up should a table ever not be in order.
 */
function findById<T extends { id: number }>(rows: readonly T[], id: number): T | undefined {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.id < id) low = middle + 1;
    else high = middle;
  }
  const row = rows[low];
  return row?.id === id ? row : rows.find((other) => other.id === id);
}

/** The row with this id in this store, or undefined. */
export function findInStore<T extends Scoped>(
  rows: readonly T[],
  storeId: number,
  id: unknown,
): T | undefined {
  const wanted = parseId(id);
  const row = wanted === null ? undefined : findById(rows, wanted);
  return row?.storeId === storeId ? row : undefined;
}

/** Like findInStore, but a missing row is a NOT_FOUND error naming what was looked for. */
export function getInStore<T extends Scoped>(
  rows: readonly T[],
  storeId: number,
  id: unknown,
  what: string,
): T {
  return findInStore(rows, storeId, id) ?? fail("NOT_FOUND", `${what} ${String(id)} was not found.`);
}
