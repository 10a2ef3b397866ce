// Confirming a checked-in delivery: the order is marked RECEIVED (unless it already is),
// then the lines whose count differs from the order are set to the count (itemUpdates; a receiver may,
// D63), so Close & Add Inventory adds what arrived. Each step that fails says which it was; the count
// stays on the device until both have landed. Counts the provider would refuse stop it before the first
// step (D102), so the order is never left RECEIVED with its old quantities. When the
// rest is kept on order, the backorder is made first, so a failure before the mark leaves nothing
// received and a retry reuses it; once marked, the device's note of it is dropped with the count.
import { useCallback } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { useChangeStatus } from "../shared/api/change-status.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useUpdatePurchaseOrder } from "../shared/api/update-purchase-order.ts";
import { useSession } from "../../../session/session-context.tsx";
import { owedLines } from "./backorder.ts";
import { clearPending, readPending } from "../shared/backorder-store.ts";
import { useEnsureBackorder } from "./use-backorder.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import { countLimitProblem } from "./count-limits.ts";
import type { CheckInCount } from "./use-check-in-count.ts";

const T = CHECK_IN_TEXT;

export type ConfirmResult =
  | { kind: "done"; /** The order holding the rest, when kept on order. */ backorder: string | null }
  /** What stopped it: nothing sent, or which step. */
  | { kind: "failed"; text: string };

/** Resolves once every step landed, or to the text saying what stopped it. */
export function useConfirmDelivery() {
  const change = useChangeStatus();
  const update = useUpdatePurchaseOrder();
  const ensureBackorder = useEnsureBackorder();
  const storeId = useSession()?.claims.storeId ?? null;
  return useCallback(
    async (order: PurchaseOrderDetail, count: CheckInCount, keepRest: boolean): Promise<ConfirmResult> => {
      const failed = (text: string) => ({ kind: "failed", text }) as const;
      count.keep();
      const tooBig = countLimitProblem(order, count.counted);
      if (tooBig) return failed(tooBig);
      // A retry after the mark (only the counts left to write) names the backorder made before it.
      let backorder = order.status === "RECEIVED" ? readPending(storeId, order.id) : null;
      const owed = owedLines(order, count.counted);
      if (order.status === "ORDERED" && keepRest && owed.length > 0) {
        const made = await ensureBackorder(order, owed);
        if (made.kind === "failed") return failed(made.text);
        backorder = made.id;
      }
      if (order.status === "ORDERED") {
        try {
          await change({ id: order.id, updatedStatus: "RECEIVED" });
        } catch (error) {
          return failed(T.receivedFailed(errorMessage(error)));
        }
      }
      const itemUpdates = order.items
        .filter((item) => count.counted(item) !== item.quantity)
        .map((item) => ({ id: item.id, quantity: count.counted(item) }));
      try {
        if (itemUpdates.length > 0) await update({ id: order.id, itemUpdates });
      } catch (error) {
        return failed(T.countsFailed(errorMessage(error)));
      }
      count.forget();
      clearPending(storeId, order.id);
      return { kind: "done", backorder };
    },
    [change, update, ensureBackorder, storeId],
  );
}
