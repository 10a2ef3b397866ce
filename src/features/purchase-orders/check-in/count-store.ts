// A delivery count in progress, kept in localStorage under the store and the order so it
// survives a reload, a lost connection and a closed tab, until a confirm has written it. Beside each
// line's count it keeps the quantity that was expected then, so a count resumed after the order changed
// (a line removed, added or re-quantified by a buyer) can say so instead of applying stale numbers. It
// keeps the order as it was read too, so the count opens again after a reload with no connection (the
// shop floor's dead spots): the screen shows it from here until the order can be read again.
import { answerProblem } from "../../../api/answer-shape.ts";
import type { PurchaseOrderDetail, PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { readObject, removeObject, writeObject } from "../../../lib/device-store.ts";

type Item = PurchaseOrderItem;

export interface SavedCount {
  /** Counted, by line id. */
  counts: Record<string, number>;
  /** Each line's expected quantity when the count was saved, by line id. */
  expected: Record<string, number>;
  /** The order as it was read when the count was saved; absent in a count saved before it was kept. */
  order?: PurchaseOrderDetail;
  /**
   * Set once this device marked the order RECEIVED: each line's quantity then, the part of what the
   * order holds that stands for this count until it is written (merge.ts). Absent: not marked here.
   */
  marked?: Record<string, number>;
  /** Set while this device's mark is on its way, and kept when its answer never came (D222). */
  marking?: Record<string, number>;
  /** Each line's quantity the last time the order was read ORDERED: what was ordered (D222). */
  ordered?: Record<string, number>;
}

const PREFIX = "check-in";
export const countKey = (storeId: number | null, orderId: string) => `${PREFIX}:${storeId ?? "-"}:${orderId}`;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isCounts = (value: unknown): value is Record<string, number> =>
  typeof value === "object" && value !== null && Object.values(value).every(isCount);

/** The saved count, or null when there is none or what is stored does not parse. */
export function readCount(key: string): SavedCount | null {
  const { counts, expected, order, marked, marking, ordered } = (readObject(key) ??
    {}) as Partial<SavedCount>;
  if (!isCounts(counts) || !isCounts(expected)) return null;
  // Checked as the answer it was copied from is (a copy from an older build may lack a field now read).
  const readable = answerProblem("PurchaseOrder", { allPurchaseOrders: { nodes: [order] } }) === null;
  return {
    counts,
    expected,
    ...(readable && { order }),
    ...(isCounts(marked) && { marked }),
    ...(isCounts(marking) && { marking }),
    ...(isCounts(ordered) && { ordered }),
  };
}

/** Each line's quantity on `order`, by line id. */
export const quantitiesOf = (order: PurchaseOrderDetail) =>
  Object.fromEntries(order.items.map((item) => [item.id, item.quantity]));

/** Saves the count and the order it counts; a full or refused storage leaves the count on screen only. */
export function writeCount(
  key: string,
  order: PurchaseOrderDetail,
  counts: Record<string, number>,
  more: Pick<SavedCount, "marked" | "marking" | "ordered"> = {},
): boolean {
  return writeObject(key, { counts, expected: quantitiesOf(order), order, ...more } satisfies SavedCount);
}

export const clearCount = (key: string) => removeObject(key);

/** A saved count laid over the order as it is now: the counts of lines still on it, and whether it changed. */
export function resumeCount(
  saved: SavedCount | null,
  items: readonly Item[],
): { counts: Record<string, number>; changed: boolean } {
  if (!saved) return { counts: {}, changed: false };
  const counts: Record<string, number> = {};
  for (const item of items) if (item.id in saved.counts) counts[item.id] = saved.counts[item.id]!;
  const now = Object.fromEntries(items.map((item) => [item.id, item.quantity]));
  const ids = new Set([...Object.keys(now), ...Object.keys(saved.expected)]);
  const changed = [...ids].some((id) => now[id] !== saved.expected[id]);
  return { counts, changed };
}
