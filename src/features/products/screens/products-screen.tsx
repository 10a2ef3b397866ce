// Product list (/products and /connection/products, spec section 2): 25 a page by default. A failed
// load shows the not-found page (spec section 8).
import { formatMoney } from "../../../lib/format.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { NotFoundPage } from "../../../ui/not-found-page.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { TEXT } from "../../../ui/strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useProducts, type ProductRow } from "../api/products.ts";

const T = TEXT.products;

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
  const { data, error, isLoading } = useProducts(paging.variables);
  if (error) return <NotFoundPage />;
  return (
    <main className="page">
      <h1>{T.title}</h1>
      {data ? (
        <>
          <DataTable
            caption={T.title}
            hideCaption
            columns={COLUMNS}
            rows={data.nodes}
            rowKey={(p) => p.id}
            busy={isLoading}
          />
          <Pagination paging={paging} shown={data} itemName={T.title} busy={isLoading} />
        </>
      ) : (
        <Loading text={T.loading} />
      )}
    </main>
  );
}
