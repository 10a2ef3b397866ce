// A line's own target, in its row: kept when the field is left (or on Enter) if it reads as a whole
// number, cleared when emptied (the store's level applies again), marked when it reads as neither. Not
// on every key: with "Only Lines To Order" on, a need reaching 0 midway would take the row away.
import { useState } from "react";
import { MAX_QUANTITY, parseQuantity } from "../../../../schema/money.ts";
import { REPLENISH_TEXT } from "../strings.ts";
import type { ReplenishLine } from "../replenish-rules.ts";

export function LineTarget({ line, onSet }: { line: ReplenishLine; onSet(level: number | null): void }) {
  const [text, setText] = useState(line.ownTarget ? String(line.target) : "");
  const [invalid, setInvalid] = useState(false);
  return (
    <input
      className="line-target"
      type="number"
      inputMode="numeric"
      min={0}
      max={MAX_QUANTITY}
      step={1}
      value={text}
      // The store's level shows greyed until the line has its own.
      placeholder={!line.ownTarget && line.target !== null ? String(line.target) : undefined}
      aria-label={REPLENISH_TEXT.target.line(line.name)}
      aria-invalid={invalid || undefined}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.currentTarget.blur();
      }}
      onBlur={() => {
        const level = text.trim() === "" ? null : parseQuantity(text);
        const bad = text.trim() !== "" && level === null;
        setInvalid(bad);
        if (!bad && (level !== line.target || line.ownTarget !== (level !== null))) onSet(level);
      }}
    />
  );
}
