// Draft Orders (D229): one OPEN order per supplier group, holding each line's need at its last price,
// on the spec's calls only (addPurchaseOrder, then one updatePurchaseOrder with the lines and
// vendorID). A retry must not draft twice, as a backorder's does not (check-in/use-backorder.ts): each
// new order's id is kept on this device the moment addPurchaseOrder answers (and in memory, for a
// device that refuses); a retry reads that order back and gives it its lines if they did not land.
// The ids stay kept until every group is drafted, and until then those orders do not count as on order.
import { useCallback, useRef } from "react";
import { useSWRConfig } from "swr";
import { errorMessage } from "../../api/api-error.ts";
import { addPurchaseOrder, refreshOrderReads } from "../../domain/api/new-purchase-order.ts";
import { fetchPurchaseOrder, type PurchaseOrderDetail } from "../../domain/api/purchase-order.ts";
import { readObject, removeObject, writeObject } from "../../lib/device-store.ts";
import { useSession } from "../../session/session-context.tsx";
import { draftReplenishOrder } from "./api/draft-order.ts";
import type { ReplenishLine, SupplierGroup } from "./replenish-rules.ts";
import { REPLENISH_TEXT } from "./strings.ts";

const T = REPLENISH_TEXT.draft;

export interface DraftedOrder {
  id: string;
  supplier: SupplierGroup["supplier"];
  lines: number;
}

export type DraftResult =
  { kind: "done"; drafted: DraftedOrder[] } | { kind: "failed"; text: string; drafted: DraftedOrder[] };

const keyOf = (storeId: number | null) => `replenish-drafts:${storeId ?? "-"}`;

/** The orders an unfinished run made, by group key ("" for no supplier). */
function readDrafts(storeId: number | null): Record<string, string> {
  const kept = readObject(keyOf(storeId)) ?? {};
  return Object.fromEntries(
    Object.entries(kept).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

const addition = (line: ReplenishLine) => ({
  productId: line.productId,
  variationId: line.variationId,
  quantity: line.need!,
  unitCost: line.unitCost,
  discount: "",
});

const lineKey = (l: { productId: string; variationId: string | null; quantity: number; unitCost: number }) =>
  JSON.stringify([l.productId, l.variationId, l.quantity, l.unitCost]);

/** True when a read-back order already holds exactly the group's lines from its supplier. */
function holds(order: PurchaseOrderDetail, group: SupplierGroup): boolean {
  const held = order.items.map((i) =>
    lineKey({
      productId: i.product.id,
      variationId: i.variation?.id ?? null,
      quantity: i.quantity,
      unitCost: i.unitCost,
    }),
  );
  const wanted = group.lines.map((l) => lineKey(addition(l)));
  return (
    (order.vendor?.id ?? null) === (group.supplier?.id ?? null) &&
    held.length === wanted.length &&
    held.sort().join("\n") === wanted.sort().join("\n")
  );
}

export function useDraftOrders() {
  const storeId = useSession()?.claims.storeId ?? null;
  const { mutate } = useSWRConfig();
  const madeHere = useRef<Record<string, string>>({});
  /** The orders an unfinished run made: not yet on order for the plan, so a retry plans the same. */
  const pendingIds = () => new Set(Object.values({ ...madeHere.current, ...readDrafts(storeId) }));
  const draft = useCallback(
    async (groups: readonly SupplierGroup[]): Promise<DraftResult> => {
      const made = { ...madeHere.current, ...readDrafts(storeId) };
      const drafted: DraftedOrder[] = [];
      const keep = (key: string, id: string) => {
        made[key] = madeHere.current[key] = id;
        writeObject(keyOf(storeId), made);
      };
      try {
        for (const group of groups) {
          let id = made[group.key] ?? null;
          let before: PurchaseOrderDetail | null = null;
          try {
            if (id) before = await fetchPurchaseOrder(id);
          } catch (error) {
            // Unknown whether the order made before is still there: making another could order twice.
            return { kind: "failed", text: T.readFailed(id!, errorMessage(error)), drafted };
          }
          if (before && before.status !== "OPEN") {
            // Someone moved it on: left as it is, and no longer this run's, so it counts as on order.
            delete made[group.key];
            delete madeHere.current[group.key];
            writeObject(keyOf(storeId), made);
            return { kind: "failed", text: T.changedMeanwhile(before.id), drafted };
          }
          try {
            if (!before) {
              id = await addPurchaseOrder();
              keep(group.key, id);
            }
            if (!before || !holds(before, group))
              await draftReplenishOrder({
                id: id!,
                itemAdditions: group.lines.map(addition),
                ...(before && before.items.length > 0 && { itemRemovals: before.items.map((i) => i.id) }),
                ...(group.supplier && { vendorID: group.supplier.id }),
              });
          } catch (error) {
            const reason = errorMessage(error);
            return { kind: "failed", text: id ? T.partFailed(id, reason) : T.createFailed(reason), drafted };
          }
          drafted.push({ id: id!, supplier: group.supplier, lines: group.lines.length });
        }
        // An earlier try's order whose group needs nothing now (a target changed since) exists: listed
        // as it stands. One that cannot be read is left out of the list, not made again.
        for (const [key, id] of Object.entries(made)) {
          if (groups.some((group) => group.key === key)) continue;
          const order = await fetchPurchaseOrder(id).catch(() => null);
          if (order) drafted.push({ id, supplier: order.vendor, lines: order.items.length });
        }
      } finally {
        void refreshOrderReads(mutate);
      }
      madeHere.current = {};
      removeObject(keyOf(storeId));
      return { kind: "done", drafted };
    },
    [storeId, mutate],
  );
  return { draft, pendingIds };
}
