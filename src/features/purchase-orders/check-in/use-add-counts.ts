// Adding this device's count to an order received elsewhere (D222): the order is read again, each
// counted line is written as what it holds plus this count (merge.ts; a receiver may, D63), and the
// count is dropped from the device. Nothing is sent when the order is no longer RECEIVED; the screen
// then shows it as it is.
import { useCallback } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useUpdatePurchaseOrder } from "../shared/api/update-purchase-order.ts";
import { countLimitProblem } from "./count-limits.ts";
import { mergedLines, mergeUpdates } from "./merge.ts";
import { MERGE_TEXT } from "./strings.ts";
import type { CheckInCount } from "./use-check-in-count.ts";
import { useReadAgain } from "./use-read-again.ts";

export type AddResult = { kind: "done" } | { kind: "elsewhere" } | { kind: "failed"; text: string };

export function useAddCounts() {
  const update = useUpdatePurchaseOrder();
  const readAgain = useReadAgain();
  return useCallback(
    async (order: PurchaseOrderDetail, count: CheckInCount): Promise<AddResult> => {
      const failed = (reason: string) => ({ kind: "failed", text: MERGE_TEXT.addFailed(reason) }) as const;
      let latest: PurchaseOrderDetail | null;
      try {
        latest = await readAgain(order.id);
      } catch (error) {
        return failed(errorMessage(error));
      }
      if (latest?.status !== "RECEIVED") return { kind: "elsewhere" };
      const lines = mergedLines(latest, count);
      const totals = new Map(lines.map((line) => [line.item.id, line.total]));
      const tooBig = countLimitProblem(latest, (item) => totals.get(item.id) ?? 0);
      if (tooBig) return { kind: "failed", text: tooBig };
      const itemUpdates = mergeUpdates(lines);
      try {
        if (itemUpdates.length > 0) await update({ id: order.id, itemUpdates });
      } catch (error) {
        return failed(errorMessage(error));
      }
      count.forget();
      return { kind: "done" };
    },
    [update, readAgain],
  );
}
