// The edit screen's link to its order's EditQueue (edit/queues.ts, the page's from edit-context.tsx): every edit lands both in the
// drafts (what the screen shows, kept so a saved value never flickers back, until another user changes
// that value: D219) and in the queue (what is still to send). Each queue has its order's watch (D219,
// D220: order-api.ts), which judges every order that reaches the screen. A visit starts from whatever the queue still holds (a call
// still on its way, a failure, edits restored after a 401). Leaving (Save Products, any link, Back)
// sends what waits; hiding the tab and signing out do too, through the queue's registerPendingSave.
import { useCallback, useEffect, useReducer, useState } from "react";
import { useSWRConfig } from "swr";
import { errorMessage } from "../../../../api/api-error.ts";
import { holdFreshReads } from "../../../../lib/screen-activity.ts";
import { useSession } from "../../../../session/session-context.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../../shared/strings.ts";
import { useToast } from "../../../../ui/toasts.tsx";
import { purchaseOrderKey, type PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { useUpdatePurchaseOrder } from "../../shared/api/update-purchase-order.ts";
import { useEditQueues } from "../edit-context.tsx";
import { orderEditApi, watchOf } from "./order-api.ts";
import { withoutKeys } from "./others.ts";
import type { EditOwner } from "./stash.ts";
import type { Changes, Group } from "./state.ts";
import { useOthersChanges } from "./use-others.ts";
import { OrderWatch } from "./watch.ts";

export function useEditSaver(order: PurchaseOrderDetail) {
  const update = useUpdatePurchaseOrder();
  const toast = useToast();
  const session = useSession();
  const edits = useEditQueues();
  const { mutate } = useSWRConfig();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // The screen is keyed by the order's id, and a session change reloads the page: fixed for its life.
  const [owner] = useState<EditOwner>(() => ({
    account: session?.claims.sub ?? "",
    store: String(session?.claims.storeId ?? ""),
    poid: order.id,
  }));
  const [{ queue, restored, watch }] = useState(() => {
    const fresh = new OrderWatch(order);
    const show = (read: PurchaseOrderDetail) =>
      mutate(purchaseOrderKey(read.id), read, { revalidate: false });
    const api = orderEditApi(order.id, update, { watch: fresh, show });
    const visit = edits.visit(
      owner,
      api,
      order.items.map((item) => item.id),
    );
    // A queue alive from an earlier visit keeps that visit's api, and with it its watch.
    const watch = watchOf(visit.queue.api) ?? fresh;
    if (watch !== fresh) watch.restart(order);
    return { ...visit, watch };
  });
  const [drafts, setDrafts] = useState<Changes>(() => queue.pending());

  useEffect(() => {
    const stopListening = queue.listen(rerender);
    // A fresh read of the order (D210) waits while anything is unsaved or on its way: it could stand for
    // an addition still sent; what it says of another user's changes the watch takes (use-others.ts).
    const release = holdFreshReads(() => queue.state !== "saved");
    queue.reopen();
    return () => {
      release();
      stopListening();
      void edits.leave(owner).then(() => {
        if (queue.failure)
          toast.error(PURCHASE_ORDER_EDIT_TEXT.leftUnsaved(owner.poid, errorMessage(queue.failure)));
      });
    };
  }, [queue, toast, owner, edits]);

  const edit = useCallback(
    (change: (changes: Changes) => Changes, group: Group) => {
      setDrafts(change);
      // A value whose conflict is open stays here until the user chooses (D219).
      const held = new Set(watch.conflicts.keys());
      queue.edit(held.size ? (changes) => withoutKeys(change(changes), held) : change, group);
    },
    [queue, watch],
  );
  const others = useOthersChanges({ order, queue, watch, drafts, setDrafts, edit });

  return { drafts, queue, edit, restored, ...others };
}
