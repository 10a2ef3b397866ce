// Product list (/products and /connection/products, spec section 2): 25 a page by default. A failed
// load shows the not-found page (spec section 8), or the unavailable state when the service was not
// reached (docs/decisions/failure-states.md).
import { formatMoney } from "../../../lib/format.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { PRODUCTS_TEXT } from "../strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useProducts, type ProductRow } from "../api/products.ts";

const T = PRODUCTS_TEXT;

const COLUMNS: Column<ProductRow>[] = [
  { header: T.columns.id, cell: (p) => p.id },
  { header: T.columns.name, cell: (p) => p.name },
  { header: T.columns.sku, cell: (p) => p.sku },
  { header: T.columns.mpn, cell: (p) => p.mpn },
  { header: T.columns.price, numeric: true, cell: (p) => formatMoney(p.price) },
  { header: T.columns.tracking, cell: (p) => (p.isInventoryTracking ? T.tracked : T.notTracked) },
  { header: T.columns.level, numeric: true, cell: (p) => p.inventoryLevel },
];

export function ProductsScreen() {
  const paging = usePaging(25);
  const result = useProducts(paging.variables);
  return (
    <PagedList
      title={T.title}
      loadingText={T.loading}
      columns={COLUMNS}
      paging={paging}
      result={result}
      load={loadStateOf(result)}
    />
  );
}
