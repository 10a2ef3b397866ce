// Purchase orders as CSV: the list under its current status filter, every page of it,
// and one order's lines. The columns are the screens' (the list's without Actions; the view's Added
// Products), money as plain numbers (a discount negative, as the view shows it), dates in ISO 8601 as
// the provider sends them, an order without a supplier an empty cell.
import type { PurchaseOrderStatus } from "../../../../../schema/status.ts";
import { lineCents } from "../../../../../schema/totals.ts";
import { fetchAllPages } from "../../../../api/all-pages.ts";
import { csvMoney, type CsvTable } from "../../../../lib/csv-table.ts";
import { UI_TEXT } from "../../../../ui/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../strings.ts";
import { lineOf } from "../order-totals.tsx";
import { shownOf, type PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { fetchPurchaseOrders } from "./purchase-orders.ts";

const O = UI_TEXT.orderColumns;
const L = PURCHASE_ORDERS_TEXT.detail.columns;

/** Reads every order with these statuses, newest change first, as the list's file. */
export async function purchaseOrdersCsv(
  status: PurchaseOrderStatus[],
  progress: (done: number, total: number) => void,
): Promise<CsvTable> {
  const orders = await fetchAllPages((page) => fetchPurchaseOrders({ ...page, status }), progress);
  return {
    header: [O.number, O.supplier, O.itemCount, O.createdOn, O.orderedOn, O.receivedOn, O.cost, O.status],
    rows: orders.map((o) => [
      UI_TEXT.poNumber(o.id),
      o.vendor?.name ?? null,
      o.items.reduce((sum, item) => sum + item.quantity, 0),
      o.dateCreated,
      o.dateOrdered,
      o.dateReceived,
      csvMoney(o.calculateTotal),
      o.status,
    ]),
  };
}

/** One order's lines as the view's Added Products file. */
export function orderLinesCsv(order: PurchaseOrderDetail): CsvTable {
  return {
    header: [L.name, L.sku, L.mpn, L.quantity, L.cost, L.discount, L.lineTotal],
    rows: order.items.map((item) => {
      const shown = shownOf(item);
      const cents = lineCents(lineOf(item));
      return [
        shown.name,
        shown.sku,
        shown.mpn,
        item.quantity,
        csvMoney(item.unitCost),
        csvMoney(-cents.discountCents / 100),
        csvMoney(cents.totalCents / 100),
      ];
    }),
  };
}
