// The one question a short delivery asks: keep the rest on order (a new OPEN
// order) or close short. A user who may not create orders is told the order closes short.
import { BACKORDER_TEXT } from "../shared/strings.ts";

const T = BACKORDER_TEXT;

interface BackorderChoiceProps {
  canKeep: boolean;
  keepRest: boolean;
  onKeepRest(keep: boolean): void;
  /** Units still owed over all short lines. */
  owed: number;
}

export function BackorderChoice({ canKeep, keepRest, onKeepRest, owed }: BackorderChoiceProps) {
  if (!canKeep) return <p className="backorder-close-only">{T.closeOnly}</p>;
  const option = (keep: boolean, label: string, hint: string) => (
    <label className="backorder-option">
      <input type="radio" name="backorder" checked={keepRest === keep} onChange={() => onKeepRest(keep)} />
      <span>
        <strong>{label}</strong>
        <span className="backorder-hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="backorder-choice">
      <legend>{T.question}</legend>
      {option(true, T.keep, T.keepHint(owed))}
      {option(false, T.close, T.closeHint)}
    </fieldset>
  );
}
