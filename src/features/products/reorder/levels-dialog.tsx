// Setting a product's or variation's reorder levels (D247): both fields at once, empty for none, checked
// here as the provider checks them (whole numbers of 0 to 1,000,000, the target at least the point); the
// provider's refusal is shown in the dialog, which stays open with what was typed.
import { useState, type FormEvent } from "react";
import { MAX_QUANTITY, parseQuantity } from "../../../../schema/money.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Field } from "../../../ui/field.tsx";
import { useSetReorderLevels, type Levels } from "./api/reorder-levels.ts";
import { REORDER_TEXT } from "./strings.ts";

const T = REORDER_TEXT.dialog;

interface LevelsDialogProps {
  name: string;
  target: { productId: string; variationId: string | null };
  levels: Levels;
  /** Closes it; after a save, once the levels have been read again. */
  onClose(): void;
}

const textOf = (level: number | null) => (level === null ? "" : String(level));
/** A level typed: null for empty, undefined when it is no level. */
const read = (text: string) => (text.trim() === "" ? null : (parseQuantity(text) ?? undefined));

export function LevelsDialog({ name, target, levels, onClose }: LevelsDialogProps) {
  const save = useSetReorderLevels();
  const [point, setPoint] = useState(textOf(levels.reorderPoint));
  const [goal, setGoal] = useState(textOf(levels.targetLevel));
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reorderPoint = read(point);
  const targetLevel = read(goal);
  const below = reorderPoint != null && targetLevel != null && targetLevel < reorderPoint;
  const formId = `levels-${target.productId}-${target.variationId ?? ""}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (reorderPoint === undefined || targetLevel === undefined || below || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await save(target, { reorderPoint, targetLevel });
      onClose();
    } catch (error) {
      setFailure(T.failed(errorMessage(error)));
      setBusy(false);
    }
  }

  const actions = (
    <>
      <button type="button" className="button" onClick={onClose}>
        {T.cancel}
      </button>
      <BusyButton type="submit" form={formId} className="button primary" busy={busy}>
        {busy ? T.saving : T.save}
      </BusyButton>
    </>
  );
  return (
    <Dialog open title={T.title(name)} onClose={onClose} actions={actions} className="levels-dialog">
      <form id={formId} onSubmit={submit} noValidate>
        <p className="field-hint">
          {T.hint} {target.variationId !== null && T.variationHint}
        </p>
        <Field
          label={T.point}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          step={1}
          value={point}
          onChange={(event) => setPoint(event.target.value)}
          error={checked && reorderPoint === undefined ? T.invalid : undefined}
        />
        <Field
          label={T.target}
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_QUANTITY}
          step={1}
          value={goal}
          onChange={(event) => setGoal(event.target.value)}
          error={
            checked && targetLevel === undefined ? T.invalid : checked && below ? T.belowPoint : undefined
          }
        />
        {failure && (
          <p role="alert" className="form-error">
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
