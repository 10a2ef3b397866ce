// The supplier page's 'Recent Purchase Orders' (spec section 2): the shared purchase-order columns,
// each row's supplier being this one. For a user who may open orders, each PO number links to its
// order: the page is a way into them, as the PO list is.
import { PATHS, ROUTES } from "../../../config/routes.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { DataTable } from "../../../ui/data-table.tsx";
import { orderColumns } from "../../../domain/components/order-columns.tsx";
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
  const link = mayOpen(ROUTES.purchaseOrder)
    ? (order: SupplierOrder) => PATHS.purchaseOrder(order.id)
    : undefined;
  return (
    <DataTable
      caption={T.edit.orders}
      list
      columns={orderColumns<SupplierOrder>(() => supplierName, link)}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
