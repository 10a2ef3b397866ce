// Confirming a checked-in delivery: the order is marked RECEIVED (unless it already is),
// then the lines whose count differs from the order are set to the count (itemUpdates; a receiver may,
// D63), so Close & Add Inventory adds what arrived. Each step that fails says which it was; the count
// stays on the device until both have landed. Counts the provider would refuse stop it before the first
// step (D102), so the order is never left RECEIVED with its old quantities. When the
// rest is kept on order, the backorder is made first, so a failure before the mark leaves nothing
// received and a retry reuses it; once marked, the device's note of it is dropped with the count.
// The order is read again first (D222): received or changed elsewhere meanwhile, nothing is sent and the
// screen shows it as it is now. A retry of the counts adds them to what another device wrote since.
import { useCallback } from "react";
import { errorMessage, failureKind } from "../../../api/api-error.ts";
import { useChangeStatus } from "../shared/api/change-status.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useUpdatePurchaseOrder } from "../shared/api/update-purchase-order.ts";
import { useSession } from "../../../session/session-context.tsx";
import { owedLines } from "./backorder.ts";
import { clearPending, readPending } from "../shared/backorder-store.ts";
import { useEnsureBackorder } from "./use-backorder.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import { countLimitProblem } from "./count-limits.ts";
import { quantitiesOf } from "./count-store.ts";
import { mergedLines, mergeUpdates } from "./merge.ts";
import type { CheckInCount } from "./use-check-in-count.ts";
import { useReadAgain } from "./use-read-again.ts";

const T = CHECK_IN_TEXT;

export type ConfirmResult =
  | { kind: "done"; /** The order holding the rest, when kept on order. */ backorder: string | null }
  /** Nothing sent: the order is no longer what the screen showed, and the screen now shows it as it is. */
  | { kind: "elsewhere" }
  /** What stopped it: nothing sent, or which step. */
  | { kind: "failed"; text: string };

/** Resolves once every step landed, or to the text saying what stopped it. */
export function useConfirmDelivery() {
  const change = useChangeStatus();
  const update = useUpdatePurchaseOrder();
  const ensureBackorder = useEnsureBackorder();
  const readAgain = useReadAgain();
  const storeId = useSession()?.claims.storeId ?? null;
  return useCallback(
    async (order: PurchaseOrderDetail, count: CheckInCount, keepRest: boolean): Promise<ConfirmResult> => {
      const failed = (text: string) => ({ kind: "failed", text }) as const;
      count.keep();
      let latest: PurchaseOrderDetail | null;
      try {
        latest = await readAgain(order.id);
      } catch (error) {
        const reason = errorMessage(error);
        return failed(order.status === "ORDERED" ? T.receivedFailed(reason) : T.countsFailed(reason));
      }
      if (!latest || latest.status !== order.status) return { kind: "elsewhere" };
      // Still ORDERED but its lines changed: the question was about other quantities; asked again.
      if (order.status === "ORDERED" && !sameLines(latest, order)) return { kind: "elsewhere" };
      // What stands in for this count until it is written: the lines as this device marks them.
      const base = order.status === "ORDERED" ? quantitiesOf(latest) : (count.marked ?? quantitiesOf(latest));
      const lines = mergedLines(latest, count, (item) => base[item.id] ?? 0);
      const totals = new Map(lines.map((line) => [line.item.id, line.total]));
      const tooBig = countLimitProblem(latest, (item) => totals.get(item.id) ?? 0);
      if (tooBig) return failed(tooBig);
      // A retry after the mark (only the counts left to write) names the backorder made before it.
      let backorder = latest.status === "RECEIVED" ? readPending(storeId, order.id) : null;
      const owed = owedLines(latest, count.counted);
      if (latest.status === "ORDERED" && keepRest && owed.length > 0) {
        const made = await ensureBackorder(latest, owed);
        if (made.kind === "failed") return failed(made.text);
        backorder = made.id;
      }
      if (latest.status === "ORDERED") {
        count.markTrying(latest);
        try {
          await change({ id: order.id, updatedStatus: "RECEIVED" });
        } catch (error) {
          // Refused: not marked. Unanswered: maybe marked; the count says so (use-check-in-count.ts).
          if (failureKind(error) !== "unavailable") count.markHere(null);
          return failed(T.receivedFailed(errorMessage(error)));
        }
        count.markHere(latest);
      }
      const itemUpdates = mergeUpdates(lines);
      try {
        if (itemUpdates.length > 0) await update({ id: order.id, itemUpdates });
      } catch (error) {
        return failed(T.countsFailed(errorMessage(error)));
      }
      count.forget();
      clearPending(storeId, order.id);
      return { kind: "done", backorder };
    },
    [change, update, ensureBackorder, readAgain, storeId],
  );
}

/** The same lines with the same quantities. */
const sameLines = (a: PurchaseOrderDetail, b: PurchaseOrderDetail) =>
  JSON.stringify(quantitiesOf(a)) === JSON.stringify(quantitiesOf(b));
