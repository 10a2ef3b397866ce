// The count on the check-in screen: each line's counted quantity, resumed from and
// saved to this device (count-store.ts) on every change, so a reload or a lost connection loses nothing.
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { useSession } from "../../../session/session-context.tsx";
import type { PurchaseOrderDetail, PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { clearCount, countKey, readCount, resumeCount, writeCount } from "./count-store.ts";

type Item = PurchaseOrderItem;

export interface CheckInCount {
  /** The counted quantity of a line (0 until counted). */
  counted(item: Item): number;
  /** True once a scan, a typed count or a tap has counted the line (neutral until then). */
  isCounted(item: Item): boolean;
  set(item: Item, quantity: number): void;
  /** Saves the count as it is (before a confirm, whose refetch must find it). */
  keep(): void;
  /** Forgets the saved count (after a confirm wrote it). */
  forget(): void;
  /** True when this device holds a count of the order. */
  saved: boolean;
  /** True when the order changed since the saved count was started. */
  changed: boolean;
  /** False when the browser refused to store the count. */
  stored: boolean;
}

export function useCheckInCount(order: PurchaseOrderDetail): CheckInCount {
  const key = countKey(useSession()?.claims.storeId ?? null, order.id);
  const [start] = useState(() => {
    const saved = readCount(key);
    return { ...resumeCount(saved, order.items), saved: saved !== null };
  });
  const [counts, setCounts] = useState(start.counts);
  const [saved, setSaved] = useState(start.saved);
  const [stored, setStored] = useState(true);
  // The latest counts, for scans that arrive faster than React renders.
  const latest = useRef(counts);
  // The order shown, for a save from a handler of an earlier render; kept after each commit.
  const shown = useRef(order);
  useLayoutEffect(() => {
    shown.current = order;
  });

  const save = useCallback(
    (next: Record<string, number>) => {
      latest.current = next;
      setCounts(next);
      setStored(writeCount(key, shown.current, next));
      setSaved(true);
    },
    [key],
  );

  return {
    counted: (item) => counts[item.id] ?? 0,
    isCounted: (item) => item.id in counts,
    set: (item, quantity) => save({ ...latest.current, [item.id]: quantity }),
    keep: () => save(latest.current),
    forget: () => clearCount(key),
    saved,
    changed: start.changed,
    stored,
  };
}
