// Save Products and the save status line. The status line says at all times whether the edits are
// stored: "All changes saved", "Saving…", a failure that is being retried, or fields to fix first.
// Save Products sends everything pending at once and, once all of it is stored, opens the order.
// Edits kept over a 401 and given back on this visit are announced for the visit's life. Save Products is
// also the screen's action in the command palette while it can be pressed.
import { useState } from "react";
import { useLocation } from "wouter";
import { errorMessage } from "../../../api/api-error.ts";
import { PATHS } from "../../../config/routes.ts";
import { OTHERS_TEXT, PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import type { EditQueue } from "./engine/queue.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";

const T = PURCHASE_ORDER_EDIT_TEXT;

interface EditSaveProps {
  poid: string;
  queue: EditQueue;
  /** The queue came back from before the last sign-in (edit/stash.ts). */
  restored: boolean;
  /** How many values wait for the user to choose between theirs and another user's (D219). */
  conflicts: () => number;
}

export function EditSave({ poid, queue, restored, conflicts }: EditSaveProps) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const open = conflicts();
  const state = open && queue.state === "saved" ? "invalid" : queue.state;
  const status = open
    ? OTHERS_TEXT.choose(open)
    : state === "failed" || state === "refused"
      ? T.status[state](errorMessage(queue.failure))
      : T.status[state];

  useScreenActions(busy ? [] : [{ id: "save-products", label: T.save, run: () => void save() }]);

  async function save() {
    setBusy(true);
    await queue.flush();
    // A failure or a field to fix keeps the user here, where the status line says which.
    if (queue.state === "saved" && !conflicts()) navigate(PATHS.purchaseOrder(poid));
    else setBusy(false);
  }

  return (
    <div className="po-edit-save">
      {restored && <p className="save-restored">{T.restored}</p>}
      <p role="status" className={`save-status save-${state}`}>
        {status}
      </p>
      <BusyButton className="button primary" busy={busy} onClick={save}>
        {busy ? T.saving : T.save}
      </BusyButton>
    </div>
  );
}
