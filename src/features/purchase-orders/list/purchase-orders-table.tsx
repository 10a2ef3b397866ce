// The purchase order list's table (spec section 2): the shared purchase-order columns and Actions.
// Modify shows only where the order can be edited by this user. A list: on a phone the
// row is two lines, its PO number the link over the whole row (Actions wait on the order's page).
import type { ReactNode } from "react";
import { Link } from "wouter";
import { canEditItems } from "../../../../schema/status.ts";
import { PATHS } from "../../../config/routes.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { orderColumns } from "../../../domain/components/order-columns.tsx";
import { UI_TEXT } from "../../../ui/strings.ts";
import { StatusBadge } from "../../../domain/components/status-badge.tsx";
import { isOverdue } from "../../../domain/overdue.ts";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import type { PurchaseOrderRow } from "../shared/api/purchase-orders.ts";

const T = PURCHASE_ORDERS_TEXT;

function Actions({ order, mayEdit }: { order: PurchaseOrderRow; mayEdit: boolean }) {
  // The PO number, read by screen readers only, tells one row's links from the next.
  const which = <span className="visually-hidden"> {UI_TEXT.poNumber(order.id)}</span>;
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

/** The status badge, and "Overdue" in words after it on an order ORDERED more than `days` ago (D230). */
function StatusCell({ order, days }: { order: PurchaseOrderRow; days: number }) {
  return (
    <>
      <StatusBadge status={order.status} />
      {isOverdue(order, days) && (
        <>
          {" "}
          <span className="overdue-mark">{DOMAIN_TEXT.overdue.mark}</span>
        </>
      )}
    </>
  );
}

export const orderListColumns = (mayEdit: boolean, overdueDays = Infinity): Column<PurchaseOrderRow>[] => [
  ...orderColumns<PurchaseOrderRow>(
    (order) => order.vendor?.name ?? T.noSupplier,
    (order) => PATHS.purchaseOrder(order.id),
  ).map((column) =>
    column.header === UI_TEXT.orderColumns.status
      ? { ...column, cell: (order: PurchaseOrderRow) => <StatusCell order={order} days={overdueDays} /> }
      : column,
  ),
  { header: T.actions, cell: (order) => <Actions order={order} mayEdit={mayEdit} /> },
];

interface PurchaseOrdersTableProps {
  orders: readonly PurchaseOrderRow[];
  /** The user may edit orders. */
  mayEdit: boolean;
  busy: boolean;
  /** What the list says when it has no orders at all. */
  empty?: ReactNode;
  /** The store's N: an order ORDERED more than N days ago is marked overdue. */
  overdueDays: number;
}

export function PurchaseOrdersTable({ orders, mayEdit, busy, empty, overdueDays }: PurchaseOrdersTableProps) {
  return (
    <DataTable
      caption={T.title}
      hideCaption
      list
      empty={empty}
      columns={orderListColumns(mayEdit, overdueDays)}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
