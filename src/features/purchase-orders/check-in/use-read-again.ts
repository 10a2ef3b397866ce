// The order read again right before a count is written (D222): the screen's copy may be up to a refresh
// old, and another device may have confirmed the same delivery since. What is read goes into the
// screen's cache, so the screen shows the order as it is now (received elsewhere, say) at once.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { fetchPurchaseOrder, purchaseOrderKey } from "../../../domain/api/purchase-order.ts";

export function useReadAgain() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string) => {
      const latest = await fetchPurchaseOrder(id);
      await mutate(purchaseOrderKey(id), latest, { revalidate: false });
      return latest;
    },
    [mutate],
  );
}
