// A row's reorder levels on Products (D247): its own, or for a variation without its own its product's,
// marked as such; and Set, for a user who may modify the store, which opens the dialog.
import { useState } from "react";
import { isVariation, type Line } from "../components/product-lines.ts";
import type { Levels, LevelsByRow } from "./api/reorder-levels.ts";
import { LevelsDialog } from "./levels-dialog.tsx";
import { REORDER_TEXT } from "./strings.ts";

const T = REORDER_TEXT;
const NONE: Levels = { reorderPoint: null, targetLevel: null };
const isSet = (levels: Levels | undefined): levels is Levels =>
  !!levels && (levels.reorderPoint !== null || levels.targetLevel !== null);

/** The levels that apply to a row: its own, else (a variation) its product's. */
export function levelsFor(line: Line, levels: LevelsByRow): { levels: Levels | null; own: boolean } {
  const own = levels.get(line.id);
  if (isSet(own)) return { levels: own, own: true };
  const product = isVariation(line) ? levels.get(line.of.id) : undefined;
  return isSet(product) ? { levels: product, own: false } : { levels: null, own: false };
}

interface LevelsCellProps {
  line: Line;
  /** Undefined while they load. */
  levels: LevelsByRow | undefined;
  mayModify: boolean;
}

export function LevelsCell({ line, levels, mayModify }: LevelsCellProps) {
  const [open, setOpen] = useState(false);
  if (!levels) return null;
  const shown = levelsFor(line, levels);
  const name = isVariation(line) ? `${line.of.name}: ${line.name}` : line.name;
  return (
    <span className="reorder-levels">
      <span>
        {shown.levels ? T.levels(shown.levels.reorderPoint, shown.levels.targetLevel) : T.none}
        {shown.levels && !shown.own && <small> {T.fromProduct}</small>}
      </span>
      {mayModify && (
        <button
          type="button"
          className="button small"
          aria-label={T.setFor(name)}
          onClick={() => setOpen(true)}
        >
          {T.set}
        </button>
      )}
      {open && (
        <LevelsDialog
          name={name}
          target={{
            productId: isVariation(line) ? line.of.id : line.id,
            variationId: isVariation(line) ? line.id.replace(/^variation-/, "") : null,
          }}
          levels={levels.get(line.id) ?? NONE}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}
