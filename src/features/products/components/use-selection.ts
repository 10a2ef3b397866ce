// The lines picked to order, kept while the user pages, opens variations and filters.
import { useState } from "react";
import { pickKey, pickOf, type Line, type Pick } from "./product-lines.ts";

export function useSelection() {
  const [picks, setPicks] = useState<ReadonlyMap<string, Pick>>(new Map());
  const change = (edit: (next: Map<string, Pick>) => void) =>
    setPicks((was) => {
      const next = new Map(was);
      edit(next);
      return next;
    });
  return {
    picks,
    has: (key: string) => picks.has(key),
    toggle: (line: Line) =>
      change((next) => {
        const key = pickKey(line);
        if (!next.delete(key)) next.set(key, pickOf(line));
      }),
    remove: (key: string) => change((next) => next.delete(key)),
    clear: () => setPicks(new Map()),
  };
}
