// Confirming a checked-in delivery (issue 16, D66): the order is marked RECEIVED (unless it already is),
// then the lines whose count differs from the order are set to the count (itemUpdates; a receiver may,
// D63), so Close & Add Inventory adds what arrived. Each step that fails says which it was; the count
// stays on the device until both have landed. Counts the provider would refuse stop it before the first
// step (D102), so the order is never left RECEIVED with its old quantities.
import { useCallback } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { useChangeStatus } from "../shared/api/change-status.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useUpdatePurchaseOrder } from "../shared/api/update-purchase-order.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import { countLimitProblem } from "./count-limits.ts";
import type { CheckInCount } from "./use-check-in-count.ts";

const T = CHECK_IN_TEXT;

/** Resolves to null once both steps landed, or to the text saying what stopped it (nothing sent, or which step). */
export function useConfirmDelivery() {
  const change = useChangeStatus();
  const update = useUpdatePurchaseOrder();
  return useCallback(
    async (order: PurchaseOrderDetail, count: CheckInCount): Promise<string | null> => {
      count.keep();
      const tooBig = countLimitProblem(order, count.counted);
      if (tooBig) return tooBig;
      if (order.status === "ORDERED") {
        try {
          await change({ id: order.id, updatedStatus: "RECEIVED" });
        } catch (error) {
          return T.receivedFailed(errorMessage(error));
        }
      }
      const itemUpdates = order.items
        .filter((item) => count.counted(item) !== item.quantity)
        .map((item) => ({ id: item.id, quantity: count.counted(item) }));
      try {
        if (itemUpdates.length > 0) await update({ id: order.id, itemUpdates });
      } catch (error) {
        return T.countsFailed(errorMessage(error));
      }
      count.forget();
      return null;
    },
    [change, update],
  );
}
