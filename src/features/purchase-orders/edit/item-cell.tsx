// An editable number cell of the items table (spec section 5): valid only when filled in and at least
// 0, a quantity also whole. An invalid entry stays as typed, is marked invalid and explained by an
// error line the input points to; the row is not sent until it is fixed.
import { useId, type ReactNode } from "react";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { numberProblem } from "./engine/state.ts";

const P = PURCHASE_ORDER_EDIT_TEXT.problem;

interface NumberCellProps {
  /** The input's accessible name, e.g. "Quantity of Blue Mug". */
  label: string;
  kind: "quantity" | "money";
  value: string;
  onChange(text: string): void;
  /** Another user's value to choose against, when there is one (conflict-choice.tsx). */
  choice?: ReactNode;
}

/** The error line for a number entry, or undefined when it is valid. */
export function numberHint(kind: "quantity" | "money", text: string): string | undefined {
  const problem = numberProblem(kind, text);
  if (problem === "empty") return P.empty;
  if (problem === "invalid") return kind === "quantity" ? P.quantity : P.money;
  return undefined;
}

export function NumberCell({ label, kind, value, onChange, choice }: NumberCellProps) {
  const errorId = useId();
  const hint = numberHint(kind, value);
  return (
    <div className="item-cell">
      <input
        type="number"
        min={0}
        step={kind === "quantity" ? 1 : 0.01}
        inputMode={kind === "quantity" ? "numeric" : "decimal"}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={hint ? true : undefined}
        aria-describedby={hint ? errorId : undefined}
      />
      {hint && (
        <p id={errorId} className="field-error">
          {hint}
        </p>
      )}
      {choice}
    </div>
  );
}
