// The supplier page's 'Recent Purchase Orders' (spec section 2). Item Count is the sum of the items'
// quantities: the query asks for each item's quantity for exactly this.
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { StatusBadge } from "../../../ui/status-badge.tsx";
import { TEXT } from "../../../ui/strings.ts";
import type { SupplierOrder } from "../api/supplier.ts";

const T = TEXT.suppliers;
const C = T.orderColumns;

const columns = (supplierName: string): Column<SupplierOrder>[] => [
  { header: C.number, cell: (order) => T.poNumber(order.id) },
  { header: C.supplier, cell: () => supplierName },
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

interface SupplierOrdersTableProps {
  supplierName: string;
  orders: readonly SupplierOrder[];
  busy: boolean;
}

export function SupplierOrdersTable({ supplierName, orders, busy }: SupplierOrdersTableProps) {
  return (
    <DataTable
      caption={T.edit.orders}
      columns={columns(supplierName)}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
