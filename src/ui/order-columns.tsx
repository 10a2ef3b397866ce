// The columns every table of purchase orders shares (spec section 2: the PO list and the supplier
// page's Recent Purchase Orders): PO Number, Supplier, Item Count, the three dates, Cost and Status.
// Item Count is the sum of the items' quantities: both queries ask for each item's quantity for this.
import type { PurchaseOrderStatus } from "../../schema/status.ts";
import { formatDate, formatMoney } from "../lib/format.ts";
import type { Column } from "./data-table.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { UI_TEXT } from "./strings.ts";

/** What a row of any purchase-order table holds. */
export interface OrderSummary {
  id: string;
  status: PurchaseOrderStatus;
  dateCreated: string;
  dateOrdered: string | null;
  dateReceived: string | null;
  calculateTotal: number;
  items: readonly { quantity: number }[];
}

const C = UI_TEXT.orderColumns;

/** The shared columns; `supplierName` says what the Supplier column shows for a row. */
export function orderColumns<Row extends OrderSummary>(supplierName: (order: Row) => string): Column<Row>[] {
  return [
    { header: C.number, cell: (order) => UI_TEXT.poNumber(order.id) },
    { header: C.supplier, cell: supplierName },
    {
      header: C.itemCount,
      numeric: true,
      cell: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
    },
    { header: C.createdOn, cell: (order) => formatDate(order.dateCreated) },
    { header: C.orderedOn, cell: (order) => formatDate(order.dateOrdered) },
    { header: C.receivedOn, cell: (order) => formatDate(order.dateReceived) },
    { header: C.cost, numeric: true, cell: (order) => formatMoney(order.calculateTotal) },
    { header: C.status, cell: (order) => <StatusBadge status={order.status} /> },
  ];
}
