// The order view's 'Added Products' (spec section 2): a line for a variation shows the variation's name,
// SKU and MPN; Cost is the unit cost, as on the edit screen. Discount and Line Total come
// from the shared line arithmetic, so the lines a buyer reads add up to the Subtotal beside them.
// Export CSV under them downloads these lines.
// A list. Below md a line is two rows: the name and its line total; the SKU · MPN,
// then "quantity × cost" and the discount when there is one; from md a table, UPC/MPN from xl.
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
  { header: C.name, phone: { line: 1, at: 1, fill: true, wrap: true }, cell: (item) => shownOf(item).name },
  { code: true, header: C.sku, phone: { line: 2, at: 1 }, cell: (item) => shownOf(item).sku },
  { header: C.mpn, priority: 3, phone: { line: 2, at: 2, fill: true }, cell: (item) => shownOf(item).mpn },
  { header: C.quantity, numeric: true, phone: { line: 2, at: 3 }, cell: (item) => item.quantity },
  { header: C.cost, numeric: true, phone: { line: 2, at: 4 }, cell: (item) => formatMoney(item.unitCost) },
  {
    header: C.discount,
    numeric: true,
    phone: { line: 2, at: 5 },
    cell: (item) => {
      const cents = lineCents(lineOf(item)).discountCents;
      // A phone row leaves out a discount of nothing (purchase-orders.css); the table says $0.00.
      return (
        <span className={cents ? undefined : "no-discount"}>
          <LineDiscount text={item.discount} cents={cents} />
        </span>
      );
    },
  },
  {
    header: C.lineTotal,
    numeric: true,
    phone: { line: 1, at: 2, end: true },
    cell: (item) => formatCents(lineCents(lineOf(item)).totalCents),
  },
];

export function AddedProductsTable({ order }: { order: PurchaseOrderDetail }) {
  return (
    <div className="order-lines">
      <DataTable caption={T.products} columns={COLUMNS} rows={order.items} rowKey={(item) => item.id} list />
      <ExportButton
        fileStem={`purchase-order-${order.id}`}
        read={async () => orderLinesCsv(order)}
        reasonOf={errorMessage}
      />
    </div>
  );
}
