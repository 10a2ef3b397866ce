// A yes/no question before an action that is hard to undo (spec sections 4 and 8). The question is the
// dialog's title, so a screen reader announces it when the dialog opens; focus starts on Cancel, the
// safe choice, and Escape or the backdrop cancels. What the action will do, when the question alone does
// not say it (the lines a delivery is short of), goes under the question as `children`.
import type { ReactNode } from "react";
import { Dialog } from "./dialog.tsx";
import { UI_TEXT } from "./strings.ts";

interface ConfirmDialogProps {
  open: boolean;
  /** The question, as the spec words it. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Under the question: what it is about, in detail. */
  children?: ReactNode;
}

export function ConfirmDialog({ open, message, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={message}
      onClose={onCancel}
      className="confirm-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} data-autofocus>
            {UI_TEXT.confirmDialog.cancel}
          </button>
          <button type="button" className="button primary" onClick={onConfirm}>
            {UI_TEXT.confirmDialog.confirm}
          </button>
        </>
      }
    >
      {children ?? null}
    </Dialog>
  );
}
