// The supplier page's 'Recent Purchase Orders' (spec section 2): the shared purchase-order columns,
// each row's supplier being this one. For a user who may open orders, each PO number links to its
// order: the page is a way into them, as the PO list is.
import { Link } from "wouter";
import { PATHS, ROUTES } from "../../../config/routes.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { orderColumns } from "../../../ui/order-columns.tsx";
import { UI_TEXT } from "../../../ui/strings.ts";
import { SUPPLIERS_TEXT } from "../strings.ts";
import type { SupplierOrder } from "../api/supplier.ts";

const T = SUPPLIERS_TEXT;

interface SupplierOrdersTableProps {
  supplierName: string;
  orders: readonly SupplierOrder[];
  busy: boolean;
}

export function SupplierOrdersTable({ supplierName, orders, busy }: SupplierOrdersTableProps) {
  const { mayOpen } = usePermissions();
  const [number, ...rest] = orderColumns<SupplierOrder>(() => supplierName);
  const linked: Column<SupplierOrder> = {
    ...number!,
    cell: (order) => <Link href={PATHS.purchaseOrder(order.id)}>{UI_TEXT.poNumber(order.id)}</Link>,
  };
  return (
    <DataTable
      caption={T.edit.orders}
      columns={[mayOpen(ROUTES.purchaseOrder) ? linked : number!, ...rest]}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
