// The order view's 'Added Products' (spec section 2): a line for a variation shows the variation's name,
// SKU and MPN; Cost is the unit cost, as on the edit screen. Discount and Line Total (issue 12) come
// from the shared line arithmetic (D9), so the lines a buyer reads add up to the Subtotal beside them.
// Export CSV under them downloads these lines (issue 16, D78).
import { errorMessage } from "../../../api/api-error.ts";
import { formatMoney } from "../../../lib/format.ts";
import { formatCents } from "../../../../schema/format.ts";
import { lineCents } from "../../../../schema/totals.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { ExportButton } from "../../../ui/export-button.tsx";
import { orderLinesCsv } from "../shared/api/export-purchase-orders.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import {
  shownOf,
  type PurchaseOrderDetail,
  type PurchaseOrderItem,
} from "../../../domain/api/purchase-order.ts";
import { LineDiscount } from "../shared/line-discount.tsx";
import { lineOf } from "../shared/order-totals.tsx";

type Item = PurchaseOrderItem;

const T = PURCHASE_ORDERS_TEXT.detail;
const C = T.columns;

const COLUMNS: Column<Item>[] = [
  { header: C.name, cell: (item) => shownOf(item).name },
  { code: true, header: C.sku, cell: (item) => shownOf(item).sku },
  { header: C.mpn, cell: (item) => shownOf(item).mpn },
  { header: C.quantity, numeric: true, cell: (item) => item.quantity },
  { header: C.cost, numeric: true, cell: (item) => formatMoney(item.unitCost) },
  {
    header: C.discount,
    numeric: true,
    cell: (item) => <LineDiscount text={item.discount} cents={lineCents(lineOf(item)).discountCents} />,
  },
  { header: C.lineTotal, numeric: true, cell: (item) => formatCents(lineCents(lineOf(item)).totalCents) },
];

export function AddedProductsTable({ order }: { order: PurchaseOrderDetail }) {
  return (
    <div className="order-lines">
      <DataTable caption={T.products} columns={COLUMNS} rows={order.items} rowKey={(item) => item.id} />
      <ExportButton
        fileStem={`purchase-order-${order.id}`}
        read={async () => orderLinesCsv(order)}
        reasonOf={errorMessage}
      />
    </div>
  );
}
