// The count on the check-in screen: each line's counted quantity, resumed from and
// saved to this device (count-store.ts) on every change, so a reload or a lost connection loses nothing.
// Beside the counts it keeps what the order asked for while ORDERED, and whether this device marked it
// received (D222): a RECEIVED order this device did not mark was received elsewhere.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useSession } from "../../../session/session-context.tsx";
import type { PurchaseOrderDetail, PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import {
  clearCount,
  countKey,
  quantitiesOf,
  readCount,
  resumeCount,
  writeCount,
  type SavedCount,
} from "./count-store.ts";

type Item = PurchaseOrderItem;

export interface CheckInCount {
  /** The counted quantity of a line (0 until counted). */
  counted(item: Item): number;
  /** True once a scan, a typed count or a tap has counted the line (neutral until then). */
  isCounted(item: Item): boolean;
  set(item: Item, quantity: number): void;
  /** Saves the count as it is (before a confirm, whose refetch must find it). */
  keep(): void;
  /** Notes that this device is marking the order received; `order` as it is. */
  markTrying(order: PurchaseOrderDetail): void;
  /** Notes that this device's mark landed (`order` as it was then), or was refused (null). */
  markHere(order: PurchaseOrderDetail | null): void;
  /** Forgets the saved count (after a confirm wrote it). */
  forget(): void;
  /** True when this device holds a count of the order. */
  saved: boolean;
  /**
   * Each line's quantity when this device marked the order received; null when it did not. A mark whose
   * answer never came counts as this device's while the order holds exactly what it held then.
   */
  marked: Record<string, number> | null;
  /** The quantity a line had the last time this device read the order ORDERED, when it did. */
  ordered(item: Item): number | undefined;
  /** True when the order changed since the saved count was started. */
  changed: boolean;
  /** False when the browser refused to store the count. */
  stored: boolean;
}

export function useCheckInCount(order: PurchaseOrderDetail): CheckInCount {
  const key = countKey(useSession()?.claims.storeId ?? null, order.id);
  const [start] = useState(() => {
    const saved = readCount(key);
    return { ...resumeCount(saved, order.items), saved, found: saved !== null };
  });
  const [counts, setCounts] = useState(start.counts);
  const [saved, setSaved] = useState(start.found);
  const [stored, setStored] = useState(true);
  const [mark, setMark] = useState({ marked: start.saved?.marked, marking: start.saved?.marking });
  // The latest counts, for scans that arrive faster than React renders.
  const latest = useRef(counts);
  // The order shown, for a save from a handler of an earlier render; kept after each commit.
  const shown = useRef(order);
  const more = useRef<Pick<SavedCount, "marked" | "marking" | "ordered">>({
    marked: start.saved?.marked,
    marking: start.saved?.marking,
    ordered: start.saved?.ordered,
  });
  useLayoutEffect(() => {
    shown.current = order;
    if (order.status === "ORDERED") more.current.ordered = quantitiesOf(order);
  });
  // What was ordered, for the screen: the order's quantities while ORDERED, the last ones seen after
  // (kept from the render that last showed it ORDERED, React's way of state from a previous render).
  const [seen, setSeen] = useState({ order, ordered: start.saved?.ordered });
  if (seen.order !== order)
    setSeen({ order, ordered: seen.order.status === "ORDERED" ? quantitiesOf(seen.order) : seen.ordered });

  const save = useCallback(
    (next: Record<string, number>) => {
      latest.current = next;
      setCounts(next);
      setStored(writeCount(key, shown.current, next, more.current));
      setSaved(true);
    },
    [key],
  );

  const ordered =
    order.status === "ORDERED"
      ? quantitiesOf(order)
      : seen.order.status === "ORDERED"
        ? quantitiesOf(seen.order)
        : seen.ordered;
  return {
    counted: (item) => counts[item.id] ?? 0,
    isCounted: (item) => item.id in counts,
    set: (item, quantity) => save({ ...latest.current, [item.id]: quantity }),
    keep: () => save(latest.current),
    markTrying: (at) => {
      more.current.marking = quantitiesOf(at);
      setMark({ marked: more.current.marked, marking: more.current.marking });
      save(latest.current);
    },
    markHere: (at) => {
      more.current.marked = at ? quantitiesOf(at) : undefined;
      more.current.marking = undefined;
      setMark({ marked: more.current.marked, marking: undefined });
      save(latest.current);
    },
    forget: () => clearCount(key),
    saved,
    marked:
      mark.marked ??
      (mark.marking && order.status === "RECEIVED" && sameQuantities(quantitiesOf(order), mark.marking)
        ? mark.marking
        : null),
    ordered: (item) => ordered?.[item.id],
    changed: start.changed,
    stored,
  };
}

const sameQuantities = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);
