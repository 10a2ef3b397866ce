// Keeping the rest of a short delivery on order, before the original is marked
// received: a retry must neither lose the owed units nor order them twice. The new order's id is kept on
// this device as soon as addPurchaseOrder answers; a retry reads that order back and uses it, giving it
// its lines or supplier if a step before did not land. Only the spec's calls: addPurchaseOrder,
// updatePurchaseOrder, setPurchaseOrderSupplier and the order read.
import { useCallback, useRef } from "react";
import { useSWRConfig } from "swr";
import { errorMessage } from "../../../api/api-error.ts";
import { addPurchaseOrder, refreshOrderReads } from "../../../domain/api/new-purchase-order.ts";
import { fetchPurchaseOrder, type PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useSession } from "../../../session/session-context.tsx";
import { setSupplier } from "../shared/api/set-supplier.ts";
import { updatePurchaseOrder } from "../shared/api/update-purchase-order.ts";
import { BACKORDER_TEXT } from "../shared/strings.ts";
import { backorderContent, holdsExactly, type OwedLine } from "./backorder.ts";
import { readPending, writeLink, writePending } from "../shared/backorder-store.ts";

const T = BACKORDER_TEXT;

export type BackorderResult = { kind: "done"; id: string } | { kind: "failed"; text: string };

export function useEnsureBackorder() {
  const storeId = useSession()?.claims.storeId ?? null;
  const { mutate } = useSWRConfig();
  // Also kept here, for a retry on this page when the device's storage refuses the write.
  const madeHere = useRef(new Map<string, string>());
  return useCallback(
    async (original: PurchaseOrderDetail, owed: readonly OwedLine[]): Promise<BackorderResult> => {
      let id = readPending(storeId, original.id) ?? madeHere.current.get(original.id) ?? null;
      let made: PurchaseOrderDetail | null = null;
      try {
        if (id) made = await fetchPurchaseOrder(id);
      } catch (error) {
        // Unknown whether the order made before is still there: making another could order twice.
        return { kind: "failed", text: T.readFailed(id!, errorMessage(error)) };
      }
      try {
        if (!made) {
          id = await addPurchaseOrder();
          madeHere.current.set(original.id, id);
          writePending(storeId, original.id, id);
        }
        const content = backorderContent(original, owed);
        if (!made || !holdsExactly(made, owed)) {
          if (made && made.status !== "OPEN") return { kind: "failed", text: T.changedMeanwhile(id!) };
          // Lines from an attempt with other counts are replaced by the owed ones, in one edit.
          const itemRemovals = made?.items.map((item) => item.id) ?? [];
          await updatePurchaseOrder({
            id: id!,
            ...content,
            ...(itemRemovals.length > 0 && { itemRemovals }),
          });
        }
        const vendor = original.vendor?.id ?? null;
        if (vendor && made?.vendor?.id !== vendor) await setSupplier({ id: id!, vendorId: vendor });
      } catch (error) {
        const reason = errorMessage(error);
        return { kind: "failed", text: id ? T.partFailed(id, reason) : T.createFailed(reason) };
      } finally {
        void refreshOrderReads(mutate);
      }
      writeLink(storeId, id!, { of: original.id, delivered: new Date().toISOString() });
      return { kind: "done", id: id! };
    },
    [storeId, mutate],
  );
}
