// An order made from the catalogue with the calls the spec lists, as Duplicate does:
// addPurchaseOrder as Create New PO sends it, then one updatePurchaseOrder adding the chosen
// lines; that step is shared below the features (src/domain/api/new-purchase-order.ts). A failed step is
// reported with what exists, never silently.
import { useCallback } from "react";
import type { PurchaseOrderItemAddition } from "../../../api/generated/graphql.ts";
import { useCreateOrderWith } from "../../../domain/api/new-purchase-order.ts";

/** One line to order (a product, or one of its variations), at the catalogue's cost in dollars. */
export type CatalogueLine = Omit<PurchaseOrderItemAddition, "discount">;

/** Creates one OPEN order holding `lines`; resolves to what happened. */
export function useOrderFromCatalogue() {
  const createWith = useCreateOrderWith();
  return useCallback(
    (lines: readonly CatalogueLine[]) =>
      createWith({ itemAdditions: lines.map((line) => ({ ...line, discount: "" })) }),
    [createWith],
  );
}
