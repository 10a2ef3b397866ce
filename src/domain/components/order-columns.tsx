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
      <span className="nowrap">{day}</span> <span className="nowrap date-time">at {time}</span>
    </>
  );
}

/**
 * The shared columns; `supplierName` says what the Supplier column shows for a row, `numberLink` where
 * its PO number leads (no link without it). In a list a phone row reads "PO-12  Supplier" over
 * "STATUS  $1.00  11/20/2026", the number's link the row's target; from md the columns a tablet leaves
 * out are the item count and the later dates, one tap away on the order's page.
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
      phone: { line: 1, at: 1 },
      rowLink: !!numberLink,
    },
    { header: C.supplier, cell: supplierName, phone: { line: 1, at: 2, fill: true } },
    {
      header: C.itemCount,
      numeric: true,
      priority: 2,
      cell: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
    },
    {
      header: C.createdOn,
      cell: (order) => dateCell(order.dateCreated),
      phone: { line: 2, at: 3, end: true },
    },
    { header: C.orderedOn, priority: 3, cell: (order) => dateCell(order.dateOrdered) },
    { header: C.receivedOn, priority: 3, cell: (order) => dateCell(order.dateReceived) },
    {
      header: C.cost,
      numeric: true,
      cell: (order) => formatMoney(order.calculateTotal),
      phone: { line: 2, at: 2 },
    },
    { header: C.status, cell: (order) => <StatusBadge status={order.status} />, phone: { line: 2, at: 1 } },
  ];
}
