// Store-scoped lookups (D11): a record of another store is answered exactly like one that does not exist.
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

/** The row with this id in this store, or undefined. */
export function findInStore<T extends Scoped>(
  rows: readonly T[],
  storeId: number,
  id: unknown,
): T | undefined {
  const wanted = parseId(id);
  return wanted === null ? undefined : rows.find((row) => row.id === wanted && row.storeId === storeId);
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
