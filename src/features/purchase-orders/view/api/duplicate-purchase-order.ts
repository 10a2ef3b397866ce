// Duplicating an order with the calls the spec lists: create an empty order (as Create
// New PO does) and one edit that copies the lines, ship-to, shipping and discount (the shared step of
// src/domain/api/new-purchase-order.ts), then the supplier. The
// original is only read. A line of quantity 0 cannot be added, so it is left out and named. Each
// step that fails is reported with the new order's id and what it lacks, never silently.
import { useCallback } from "react";
import { useCreateOrderWith } from "../../../../domain/api/new-purchase-order.ts";
import {
  itemAddition,
  shipToInput,
  type PurchaseOrderDetail,
  type PurchaseOrderItem,
} from "../../../../domain/api/purchase-order.ts";
import { useSetSupplier } from "../../shared/api/set-supplier.ts";

type Item = PurchaseOrderItem;

export type DuplicateResult =
  | { kind: "done"; id: string; skipped: Item[] }
  | { kind: "notCreated"; error: unknown }
  /** The new order exists but lacks `missing` (its content, or only its supplier). */
  | { kind: "partial"; id: string; missing: "content" | "supplier"; error: unknown };

/** The copy's edit: the original's lines (quantity 1 or more), ship-to, shipping and discount. */
function copyOf(original: PurchaseOrderDetail) {
  const copied = original.items.filter((item) => item.quantity > 0);
  return {
    skipped: original.items.filter((item) => item.quantity === 0),
    edit: {
      itemAdditions: copied.map((item) => itemAddition(item)),
      shipToAddress: shipToInput(original),
      shippingCost: original.shippingCost,
      discount: original.discount,
    },
  };
}

export function useDuplicatePurchaseOrder() {
  const createWith = useCreateOrderWith();
  const setSupplier = useSetSupplier();
  return useCallback(
    async (original: PurchaseOrderDetail): Promise<DuplicateResult> => {
      const { edit, skipped } = copyOf(original);
      // The lists show the copy even when a later step fails.
      const created = await createWith(edit);
      if (created.kind === "notCreated") return created;
      const { id } = created;
      if (created.kind === "partial")
        return { kind: "partial", id, missing: "content", error: created.error };
      try {
        if (original.vendor) await setSupplier({ id, vendorId: original.vendor.id });
      } catch (error) {
        return { kind: "partial", id, missing: "supplier", error };
      }
      return { kind: "done", id, skipped };
    },
    [createWith, setSupplier],
  );
}
