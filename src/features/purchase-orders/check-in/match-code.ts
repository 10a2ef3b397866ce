// Which line of an order a scanned or typed code names: the code is compared, trimmed and
// without regard to case, with the line's own SKU and UPC/MPN (the variation's, for a variation's line)
// and its product's variation SKU. When no line's own codes match, a variation's line is also found by
// its product's SKU or MPN, which is ambiguous only when the order holds several of that product.
import { shownOf, type PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";

type Item = PurchaseOrderItem;

export type CodeMatch = { kind: "one"; item: Item } | { kind: "none" } | { kind: "many"; items: Item[] };

const same = (code: string) => (value: string | null | undefined) =>
  !!value && value.trim().toLowerCase() === code;

/** The line(s) of `items` that `text` names. */
export function matchCode(items: readonly Item[], text: string): CodeMatch {
  const code = text.trim().toLowerCase();
  if (!code) return { kind: "none" };
  const is = same(code);
  const own = items.filter((item) => {
    const shown = shownOf(item);
    return is(shown.sku) || is(shown.mpn);
  });
  const found = own.length
    ? own
    : items.filter((item) => item.variation && (is(item.product.sku) || is(item.product.mpn)));
  if (found.length === 0) return { kind: "none" };
  if (found.length === 1) return { kind: "one", item: found[0]! };
  return { kind: "many", items: found };
}
