// The columns every table of purchase orders shares (spec section 2: the PO list and the supplier
// page's Recent Purchase Orders): PO Number, Supplier, Item Count, the three dates, Cost and Status.
// Item Count is the sum of the items' quantities: both queries ask for each item's quantity for this.
import { Link } from "wouter";
import type { PurchaseOrderStatus } from "../../../schema/status.ts";
import { formatDate, formatMoney } from "../../lib/format.ts";
import type { Column } from "../../ui/data-table.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { UI_TEXT } from "../../ui/strings.ts";

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

/** A date that may wrap in a narrow column, only between the day and the time: "11/20/2026" over "at 2:05 PM". */
function dateCell(iso: string | null) {
  const [day, time] = formatDate(iso).split(" at ");
  if (time === undefined) return day;
  return (
    <>
      <span className="nowrap">{day}</span> <span className="nowrap">at {time}</span>
    </>
  );
}

/**
 * The shared columns; `supplierName` says what the Supplier column shows for a row, `numberLink` where
 * its PO number leads (no link without it).
 */
export function orderColumns<Row extends OrderSummary>(
  supplierName: (order: Row) => string,
  numberLink?: (order: Row) => string,
): Column<Row>[] {
  const number = (order: Row) => UI_TEXT.poNumber(order.id);
  return [
    {
      header: C.number,
      cell: numberLink ? (order) => <Link href={numberLink(order)}>{number(order)}</Link> : number,
    },
    { header: C.supplier, cell: supplierName },
    {
      header: C.itemCount,
      numeric: true,
      cell: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
    },
    { header: C.createdOn, cell: (order) => dateCell(order.dateCreated) },
    { header: C.orderedOn, cell: (order) => dateCell(order.dateOrdered) },
    { header: C.receivedOn, cell: (order) => dateCell(order.dateReceived) },
    { header: C.cost, numeric: true, cell: (order) => formatMoney(order.calculateTotal) },
    { header: C.status, cell: (order) => <StatusBadge status={order.status} /> },
  ];
}
