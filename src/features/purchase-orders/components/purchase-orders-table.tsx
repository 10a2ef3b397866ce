// The purchase order list's table (spec section 2). Item Count is the sum of the items' quantities, as
// on the supplier page; Modify shows only where the order can be edited by this user (D4, D6).
import { Link } from "wouter";
import { canEditItems } from "../../../../schema/status.ts";
import { PATHS } from "../../../config/routes.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { StatusBadge } from "../../../ui/status-badge.tsx";
import { TEXT } from "../../../ui/strings.ts";
import type { PurchaseOrderRow } from "../api/purchase-orders.ts";

const T = TEXT.purchaseOrders;
const C = T.columns;

function Actions({ order, mayEdit }: { order: PurchaseOrderRow; mayEdit: boolean }) {
  // The PO number, read by screen readers only, tells one row's links from the next.
  const which = <span className="visually-hidden"> {T.poNumber(order.id)}</span>;
  return (
    <span className="row-actions">
      <Link href={PATHS.purchaseOrder(order.id)}>
        {T.view}
        {which}
      </Link>
      {mayEdit && canEditItems(order.status) && (
        <Link href={PATHS.modifyPurchaseOrder(order.id)}>
          {T.modify}
          {which}
        </Link>
      )}
    </span>
  );
}

const columns = (mayEdit: boolean): Column<PurchaseOrderRow>[] => [
  { header: C.number, cell: (order) => T.poNumber(order.id) },
  { header: C.supplier, cell: (order) => order.vendor?.name ?? T.noSupplier },
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
  { header: C.actions, cell: (order) => <Actions order={order} mayEdit={mayEdit} /> },
];

interface PurchaseOrdersTableProps {
  orders: readonly PurchaseOrderRow[];
  /** The user may edit orders (D6). */
  mayEdit: boolean;
  busy: boolean;
}

export function PurchaseOrdersTable({ orders, mayEdit, busy }: PurchaseOrdersTableProps) {
  return (
    <DataTable
      caption={T.title}
      hideCaption
      columns={columns(mayEdit)}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
