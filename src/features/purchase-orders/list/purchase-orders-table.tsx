// The purchase order list's table (spec section 2): the shared purchase-order columns and Actions.
// Modify shows only where the order can be edited by this user. A list: on a phone the
// row is two lines, its PO number the link over the whole row (Actions wait on the order's page).
// Where the provider stores expected arrival days (D234) an Expected Arrival column follows Ordered On
// (D250): from md at every width; on a phone at the end of line 1, for ORDERED orders only.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { canEditItems } from "../../../../schema/status.ts";
import { PATHS } from "../../../config/routes.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { orderColumns } from "../../../domain/components/order-columns.tsx";
import { UI_TEXT } from "../../../ui/strings.ts";
import { StatusBadge } from "../../../domain/components/status-badge.tsx";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";
import { NO_DATE } from "../../../lib/format.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import type { PurchaseOrderRow } from "../shared/api/purchase-orders.ts";
import type { Arrivals } from "./api/order-arrivals.ts";

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

/** The status badge, and "Overdue" in words after it on an overdue order (D230, D249). */
function StatusCell({ order, overdue }: { order: PurchaseOrderRow; overdue: boolean }) {
  return (
    <>
      <StatusBadge status={order.status} />
      {overdue && (
        <>
          {" "}
          <span className="overdue-mark">{DOMAIN_TEXT.overdue.mark}</span>
        </>
      )}
    </>
  );
}

/** An order's expected day, a dash without one; on a phone's row only an ORDERED order's (D250). */
function ArrivalCell({ order, arrivals }: { order: PurchaseOrderRow; arrivals?: Arrivals }) {
  if (!arrivals?.has(order.id)) return null;
  const day = arrivals.get(order.id);
  // The other date columns' dash for none; a phone's row leaves it out (ui.css).
  if (!day) return <span className="arrival-day">{NO_DATE}</span>;
  return (
    <time
      dateTime={day}
      className={order.status === "ORDERED" ? "arrival-day awaited" : "arrival-day"}
      data-phone-label={DOMAIN_TEXT.arrival.phoneLabel}
    >
      {DOMAIN_TEXT.day(day)}
    </time>
  );
}

const arrivalColumn = (arrivals?: Arrivals): Column<PurchaseOrderRow> => ({
  header: DOMAIN_TEXT.arrival.column,
  cell: (order) => <ArrivalCell order={order} arrivals={arrivals} />,
  phone: { line: 1, at: 3 },
});

export interface OrderListOptions {
  /** Marks an order "Overdue" (D249); left out, none is marked (while the rule's inputs load). */
  overdue?: (order: PurchaseOrderRow) => boolean;
  /** The provider stores expected days (D234): the column shows, with these days once read. */
  arrival?: boolean;
  arrivals?: Arrivals;
}

export function orderListColumns(
  mayEdit: boolean,
  { overdue, arrival, arrivals }: OrderListOptions = {},
): Column<PurchaseOrderRow>[] {
  const columns = orderColumns<PurchaseOrderRow>(
    (order) => order.vendor?.name ?? T.noSupplier,
    (order) => PATHS.purchaseOrder(order.id),
  ).flatMap((column) => {
    if (column.header === UI_TEXT.orderColumns.status)
      return [
        {
          ...column,
          cell: (order: PurchaseOrderRow) => <StatusCell order={order} overdue={!!overdue?.(order)} />,
        },
      ];
    if (column.header === UI_TEXT.orderColumns.orderedOn && arrival) return [column, arrivalColumn(arrivals)];
    return [column];
  });
  return [...columns, { header: T.actions, cell: (order) => <Actions order={order} mayEdit={mayEdit} /> }];
}

interface PurchaseOrdersTableProps {
  orders: readonly PurchaseOrderRow[];
  /** The user may edit orders. */
  mayEdit: boolean;
  busy: boolean;
  /** What the list says when it has no orders at all. */
  empty?: ReactNode;
  /** The overdue rule and the expected days, where the provider has them. */
  options: OrderListOptions;
}

export function PurchaseOrdersTable({ orders, mayEdit, busy, empty, options }: PurchaseOrdersTableProps) {
  return (
    <DataTable
      caption={T.title}
      hideCaption
      list
      empty={empty}
      columns={orderListColumns(mayEdit, options)}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
