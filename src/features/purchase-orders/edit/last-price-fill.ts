// The edit screen's last prices (D225): the look-up for the order's supplier, read once for the screen;
// the cost Add Item carries when the price is already known; and, for a line added before it was, the
// cost filled in once the price arrives and the line is stored, unless the user typed a cost there first.
// The awaited items are a ref: Add Item (an event) adds them, the effect after each render takes them.
import { useCallback, useEffect, useRef } from "react";
import { formatCents } from "../../../../schema/format.ts";
import { dollarsToCents, parseMoney } from "../../../../schema/money.ts";
import { useLastPrices } from "../../../domain/api/last-price.ts";
import { itemKey, type ItemRef } from "../../../domain/api/last-price-pick.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { LAST_PRICE_TEXT } from "../shared/strings.ts";
import { costText, type ItemRow } from "./engine/rows.ts";
import { editCell, type Changes, type Group } from "./engine/state.ts";

type Edit = (change: (changes: Changes) => Changes, group: Group) => void;

export function useLastPriceFill(
  order: PurchaseOrderDetail,
  rows: readonly ItemRow[],
  drafts: Changes,
  edit: Edit,
) {
  const { prices } = useLastPrices(order.vendor?.id ?? null, order.id);
  /** Items added before their price was known, until it fills their line or cannot. */
  const awaiting = useRef(new Set<string>());
  const toast = useToast();

  // Every render: the price or the stored line may be what arrived.
  useEffect(() => {
    if (!prices) return;
    for (const key of awaiting.current) {
      const row = rows.find((shown) => itemKey(shown) === key);
      // A line on its way has no provider id to edit yet: it is filled once stored.
      if (row?.unsent) continue;
      awaiting.current.delete(key);
      const price = prices.get(key);
      if (!row || !price) continue;
      // A cost typed (a draft), or typed and saved (not 0 any more), is the user's: never overwritten.
      if (drafts.cells[row.id]?.unitCost !== undefined || parseMoney(row.unitCost) !== 0) continue;
      // The cost changed without the user's hand: said (a status toast), not only shown.
      toast.success(LAST_PRICE_TEXT.filled(row.name, formatCents(dollarsToCents(price.unitCost) ?? 0)));
      edit(editCell(row.id, "unitCost", costText(price.unitCost)), "cells");
    }
  });

  /** The cost a new line of `item` starts at: its last price when known now; undefined leaves it to come. */
  const costOnAdd = useCallback(
    (item: ItemRef): number | undefined => {
      if (prices) return prices.get(itemKey(item))?.unitCost;
      awaiting.current.add(itemKey(item));
      return undefined;
    },
    [prices],
  );

  /** An item's last price in cents, when known now. */
  const priceCents = (item: ItemRef) => {
    const price = prices?.get(itemKey(item));
    return price ? dollarsToCents(price.unitCost) : null;
  };

  return { prices, costOnAdd, priceCents };
}
