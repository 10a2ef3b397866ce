// The supplier page's 'Recent Purchase Orders' (spec section 2): the shared purchase-order columns,
// each row's supplier being this one.
import { DataTable } from "../../../ui/data-table.tsx";
import { orderColumns } from "../../../ui/order-columns.tsx";
import { SUPPLIERS_TEXT } from "../strings.ts";
import type { SupplierOrder } from "../api/supplier.ts";

const T = SUPPLIERS_TEXT;

interface SupplierOrdersTableProps {
  supplierName: string;
  orders: readonly SupplierOrder[];
  busy: boolean;
}

export function SupplierOrdersTable({ supplierName, orders, busy }: SupplierOrdersTableProps) {
  return (
    <DataTable
      caption={T.edit.orders}
      columns={orderColumns<SupplierOrder>(() => supplierName)}
      rows={orders}
      rowKey={(order) => order.id}
      busy={busy}
    />
  );
}
