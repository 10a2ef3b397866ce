// The Replenish target (D229): a level the buyer sets for the store, and a level per line, kept on
// this device under `replenish-target:{store}` until the provider can store a reorder level (issue 31).
// The screen reads and sets targets through useTargets() alone, so that swap changes this file only.
import { useCallback, useState } from "react";
import { MAX_QUANTITY } from "../../../schema/money.ts";
import { readObject, writeObject } from "../../lib/device-store.ts";
import { useSession } from "../../session/session-context.tsx";

export interface Targets {
  /** The store's level, or null when none is set. */
  store: number | null;
  /** Levels set per line, by the line's key. */
  lines: Readonly<Record<string, number>>;
}

const NONE: Targets = { store: null, lines: {} };

const isLevel = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_QUANTITY;

const keyOf = (storeId: number | null) => `replenish-target:${storeId ?? "-"}`;

/** The targets kept for the store; anything that does not read as a level is left out. */
function readTargets(storeId: number | null): Targets {
  const kept = readObject(keyOf(storeId));
  if (!kept) return NONE;
  const lines = typeof kept.lines === "object" && kept.lines !== null ? kept.lines : {};
  return {
    store: isLevel(kept.store) ? kept.store : null,
    lines: Object.fromEntries(Object.entries(lines).filter(([, level]) => isLevel(level))),
  };
}

/** The store's targets, and setters that keep them; a setter says false when the device refused. */
export function useTargets() {
  const storeId = useSession()?.claims.storeId ?? null;
  const [targets, setTargets] = useState(() => readTargets(storeId));
  const keep = useCallback(
    (next: Targets) => {
      setTargets(next);
      return writeObject(keyOf(storeId), next);
    },
    [storeId],
  );
  return {
    targets,
    setStore: (level: number | null) => keep({ ...targets, store: level }),
    setLine: (key: string, level: number | null) => {
      const { [key]: _, ...others } = targets.lines;
      return keep({ ...targets, lines: level === null ? others : { ...others, [key]: level } });
    },
  };
}
