// The edit screen's link to its order's EditQueue (edit/queues.ts, the page's from edit-context.tsx): every edit lands both in the
// drafts (what the screen shows, kept for the screen's life so a saved value never flickers back) and
// in the queue (what is still to send). A visit starts from whatever the queue still holds (a call
// still on its way, a failure, edits restored after a 401). Leaving (Save Products, any link, Back)
// sends what waits; hiding the tab and signing out do too, through the queue's registerPendingSave.
import { useCallback, useEffect, useReducer, useState } from "react";
import { ApiError, errorMessage } from "../../../../api/api-error.ts";
import { holdFreshReads } from "../../../../lib/screen-activity.ts";
import { useSession } from "../../../../session/session-context.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../../shared/strings.ts";
import { useToast } from "../../../../ui/toasts.tsx";
import { fetchPurchaseOrder, type PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import {
  useUpdatePurchaseOrder,
  type UpdatePurchaseOrderVariables,
} from "../../shared/api/update-purchase-order.ts";
import { useEditQueues } from "../edit-context.tsx";
import type { EditApi } from "./queue.ts";
import type { StoredItem } from "./reconcile.ts";
import type { EditOwner } from "./stash.ts";
import { toVariables, type Changes, type Group } from "./state.ts";

/** How order `poid`'s queue reaches the provider: `save` is updatePurchaseOrder (plus what the cache needs). */
export function orderEditApi(
  poid: string,
  save: (variables: UpdatePurchaseOrderVariables) => Promise<PurchaseOrderDetail>,
): EditApi {
  return {
    save: (changes) => save(toVariables(poid, changes)).then((order) => order.items.map((item) => item.id)),
    async read() {
      const order = await fetchPurchaseOrder(poid);
      if (!order)
        throw new ApiError(`Purchase order ${poid} was not found.`, { status: 404, code: "NOT_FOUND" });
      return storedItems(order);
    },
  };
}

/** An order's items as the queue judges its calls by. */
export const storedItems = (order: PurchaseOrderDetail): StoredItem[] =>
  order.items.map((item) => ({
    id: item.id,
    productId: item.product.id,
    variationId: item.variation?.id ?? null,
  }));

export function useEditSaver(order: PurchaseOrderDetail) {
  const update = useUpdatePurchaseOrder();
  const toast = useToast();
  const session = useSession();
  const edits = useEditQueues();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // The screen is keyed by the order's id, and a session change reloads the page: fixed for its life.
  const [owner] = useState<EditOwner>(() => ({
    account: session?.claims.sub ?? "",
    store: String(session?.claims.storeId ?? ""),
    poid: order.id,
  }));
  const [{ queue, restored }] = useState(() =>
    edits.visit(
      owner,
      orderEditApi(order.id, update),
      order.items.map((item) => item.id),
    ),
  );
  const [drafts, setDrafts] = useState<Changes>(() => queue.pending());

  useEffect(() => {
    const stopListening = queue.listen(rerender);
    // A fresh read of the order (D210) waits while anything is unsaved or on its way: its answer would
    // not clobber a draft (drafts win for the screen's life) but could stand for an addition still sent.
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
      queue.edit(change, group);
    },
    [queue],
  );

  return { drafts, queue, edit, restored };
}
