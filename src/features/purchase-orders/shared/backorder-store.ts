// What this device remembers of a backorder (shared: check-in writes, the view
// reads), in localStorage under the store:
// - `backorder:{store}:{original}`: the new order's id, written the moment addPurchaseOrder answers and
//   before the original is marked received, so a retry after a lost connection finds the order it made
//   instead of making a second (removed once the delivery is confirmed);
// - `backorder-of:{store}:{new}`: which order and delivery the new order continues, for its view. The
//   spec has no field for it (D214), so only this device knows.
import { readObject, removeObject, writeObject } from "../../../lib/device-store.ts";

const PENDING = "backorder";
const LINK = "backorder-of";

const key = (prefix: string, storeId: number | null, orderId: string) =>
  `${prefix}:${storeId ?? "-"}:${orderId}`;

/** The backorder made for `orderId`'s delivery and not yet followed by the confirm, if any. */
export function readPending(storeId: number | null, orderId: string): string | null {
  const id = readObject(key(PENDING, storeId, orderId))?.id;
  return typeof id === "string" && id !== "" ? id : null;
}

export const writePending = (storeId: number | null, orderId: string, id: string) =>
  writeObject(key(PENDING, storeId, orderId), { id });

export const clearPending = (storeId: number | null, orderId: string) =>
  removeObject(key(PENDING, storeId, orderId));

export interface BackorderLink {
  /** The order whose short delivery this one continues. */
  of: string;
  /** When that delivery was confirmed (ISO). */
  delivered: string;
}

export function readLink(storeId: number | null, orderId: string): BackorderLink | null {
  const value = readObject(key(LINK, storeId, orderId));
  if (!value || typeof value.of !== "string" || typeof value.delivered !== "string") return null;
  return { of: value.of, delivered: value.delivered };
}

export const writeLink = (storeId: number | null, orderId: string, link: BackorderLink) =>
  writeObject(key(LINK, storeId, orderId), link);
