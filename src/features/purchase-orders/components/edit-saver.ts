// The edit screen's link to its EditQueue: every edit lands both in the drafts (what the screen shows,
// kept for the screen's life so a saved value never flickers back) and in the queue (what is still
// to send). Pending edits are flushed on unmount (Save Products, any link, Back) and, through
// registerPendingSave, when the tab is hidden and before sign-out.
import { useCallback, useEffect, useReducer, useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { registerPendingSave } from "../../../lib/pending-saves.ts";
import { TEXT } from "../../../ui/strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { useUpdatePurchaseOrder } from "../api/update-purchase-order.ts";
import { EditQueue } from "./edit-queue.ts";
import { NO_CHANGES, toVariables, type Changes, type Group } from "./edit-state.ts";

export function useEditSaver(poid: string) {
  const update = useUpdatePurchaseOrder();
  const toast = useToast();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [drafts, setDrafts] = useState<Changes>(NO_CHANGES);
  // One queue for the screen's life; `update` and `poid` are stable for it (the screen is keyed by poid).
  const [queue] = useState(() => new EditQueue((changes) => update(toVariables(poid, changes)), rerender));

  useEffect(() => {
    queue.reopen();
    const unregister = registerPendingSave(() => queue.flush());
    return () => {
      unregister();
      void queue.close().then(() => {
        if (queue.failure) toast.error(TEXT.purchaseOrderEdit.leftUnsaved(poid, errorMessage(queue.failure)));
      });
    };
  }, [queue, toast, poid]);

  const edit = useCallback(
    (change: (changes: Changes) => Changes, group: Group) => {
      setDrafts(change);
      queue.edit(change, group);
    },
    [queue],
  );

  return { drafts, queue, edit };
}
