// Last prices in the purchase-order journey (D225): which the edit screen must show for an order without
// a supplier, worked out from the seed, and the check of an added line's cost and its note. The look-up
// reads the orders list (newest change first, ties by id: spec section 7) as the provider answers it;
// here the same reading runs over the seed's rows, so only the provider is left out.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { formatCents } from "../schema/format.ts";
import type { ProductRow, PurchaseOrderRow, SupplierRow } from "../mocks/store/tables.ts";
import { readPricedOrders } from "../src/domain/api/last-price.ts";
import { itemKey, lastPrices, type LastPrice, type PricedOrder } from "../src/domain/api/last-price-pick.ts";
import { LAST_PRICE_TEXT, PURCHASE_ORDER_EDIT_TEXT } from "../src/features/purchase-orders/shared/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";

const SENT = new Set(["ORDERED", "RECEIVED", "CLOSED"]);

/** A seed order as the look-up reads it from the orders list. */
export const pricedOrder =
  (suppliers: readonly SupplierRow[]) =>
  (o: PurchaseOrderRow): PricedOrder => ({
    id: String(o.id),
    dateCreated: o.dateCreated,
    dateOrdered: o.dateOrdered,
    vendor:
      o.vendorId === null
        ? null
        : { id: String(o.vendorId), name: suppliers.find((s) => s.id === o.vendorId)!.name },
    items: o.items.map((i) => ({
      product: { id: String(i.productId) },
      variation: i.variationId === null ? null : { id: String(i.variationId) },
      unitCost: i.unitCostCents / 100,
    })),
  });

/** The seed's orders as the look-up reads them: the ones that went to a supplier, newest change first. */
function pricedOrders(orders: readonly PurchaseOrderRow[], suppliers: readonly SupplierRow[]) {
  return orders
    .filter((o) => SENT.has(o.status))
    .sort((a, b) =>
      a.dateModified === b.dateModified ? b.id - a.id : a.dateModified < b.dateModified ? 1 : -1,
    )
    .map(pricedOrder(suppliers));
}

/** The last prices a new order without a supplier shows, from the seed (a fresh context's store). */
export async function seedLastPrices(
  orders: readonly PurchaseOrderRow[],
  suppliers: readonly SupplierRow[],
): Promise<ReadonlyMap<string, LastPrice>> {
  const list = pricedOrders(orders, suppliers);
  const { orders: read } = await readPricedOrders(null, async (first, after) => {
    const from = after === null ? 0 : Number(after);
    return {
      nodes: list.slice(from, from + first),
      pageInfo: { hasNextPage: from + first < list.length, endCursor: String(from + first) },
    };
  });
  return lastPrices(read, null);
}

/** "Last price $12.40, PO-381, <any day> (other supplier) (from Name)" as a pattern. */
function notePattern(price: LastPrice): RegExp {
  const cents = Math.round(price.unitCost * 100);
  const from = price.sameSupplier
    ? ""
    : LAST_PRICE_TEXT.otherShort +
      LAST_PRICE_TEXT.otherSupplier(price.vendor?.name ?? LAST_PRICE_TEXT.noSupplier);
  const said = LAST_PRICE_TEXT.source(formatCents(cents), UI_TEXT.poNumber(price.orderId), "DAY") + from;
  // The demo moves the seed's dates to today (D22): the day is any date.
  const [before, after] = said.split("DAY").map((part) => part.replace(/[$().]/g, "\\$&"));
  return new RegExp(`^${before}\\d{1,2}/\\d{1,2}/\\d{4}${after}$`);
}

/**
 * An added line of `name`: with a last price, its cost is that price and the line says where it came
 * from (the price may arrive after the click: then the cost is filled in and a status toast says so);
 * without one, it costs 0 (spec section 9).
 */
export async function expectAddedCost(
  page: Page,
  items: Locator,
  product: ProductRow,
  prices: ReadonlyMap<string, LastPrice>,
) {
  const { name } = product;
  const price = prices.get(itemKey({ productId: String(product.id), variationId: null }));
  const costCell = (scope: Page | Locator) =>
    scope.getByRole("spinbutton", { name: PURCHASE_ORDER_EDIT_TEXT.costOf(name), exact: true });
  // The line's row: its cost cell, and the note under its name.
  const row = items.getByRole("row").filter({ has: costCell(page) });
  const cost = costCell(row);
  // (The seed's three products of the long journey all have one; this keeps the step true if it changes.)
  if (!price) {
    assert.is(Number(await cost.inputValue()), 0, `${name}, without a last price, costs 0`);
    return;
  }
  await row.getByText(notePattern(price)).waitFor();
  const cents = Math.round(price.unitCost * 100);
  const text = (cents / 100).toFixed(2);
  if ((await cost.inputValue()) !== text)
    await page.getByText(LAST_PRICE_TEXT.filled(name, formatCents(cents)), { exact: true }).waitFor();
  assert.is(await cost.inputValue(), text, `${name} costs its last price`);
}
