// What this tab itself set on an order on calls other than the edit screen's own (a status, a supplier),
// so that a screen seeing the order change does not say "by another user" of its own user's doing
// (D219). Each entry is taken by the first screen that sees the change.
const writes = new Set<string>();
const entry = (orderId: string, field: "status" | "supplier", value: string) =>
  JSON.stringify([orderId, field, value]);

/** This tab set `field` of order `orderId` to `value` (a supplier's id, "" for none). */
export function noteOwnWrite(orderId: string, field: "status" | "supplier", value: string): void {
  writes.add(entry(orderId, field, value));
}

/** Whether this tab set it, the note left for `takeOwnWrite` (a render may ask without changing anything). */
export const hasOwnWrite = (orderId: string, field: "status" | "supplier", value: string): boolean =>
  writes.has(entry(orderId, field, value));

/** Whether this tab set it; the note is taken, so the next change to the same value is someone else's. */
export function takeOwnWrite(orderId: string, field: string, value: string): boolean {
  if (field !== "status" && field !== "supplier") return false;
  return writes.delete(entry(orderId, field, value));
}
