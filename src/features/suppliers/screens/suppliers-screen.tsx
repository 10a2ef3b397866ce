// Supplier list (/suppliers, spec section 2): five a page by default, a View link per supplier and
// 'Create New Supplier'. A failed load shows the not-found page (spec section 8).
import { Link } from "wouter";
import { PATHS } from "../../../app/paths.ts";
import { formatSupplierPhone } from "../../../lib/phone.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { NotFoundPage } from "../../../ui/not-found-page.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { TEXT } from "../../../ui/strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useSuppliers, type SupplierRow } from "../api/suppliers.ts";

const T = TEXT.suppliers;

const COLUMNS: Column<SupplierRow>[] = [
  { header: T.columns.name, cell: (s) => s.name },
  // Address 2 stands in when address 1 is empty (spec section 2).
  { header: T.columns.address, cell: (s) => s.primaryAddress.address1 || s.primaryAddress.address2 },
  { header: T.columns.cityState, cell: (s) => T.cityState(s.primaryAddress.city, s.primaryAddress.state) },
  { header: T.columns.contact, cell: (s) => formatSupplierPhone(s.contact) },
  { header: T.columns.fax, cell: (s) => formatSupplierPhone(s.fax) },
  {
    header: T.columns.actions,
    cell: (s) => (
      <Link href={PATHS.supplier(s.id)}>
        {T.view}
        <span className="visually-hidden"> {s.name}</span>
      </Link>
    ),
  },
];

export function SuppliersScreen() {
  const paging = usePaging(5);
  const { data, error, isLoading } = useSuppliers(paging.variables);
  if (error) return <NotFoundPage />;
  return (
    <main className="page">
      <div className="page-header">
        <h1>{T.title}</h1>
        <Link href={PATHS.createSupplier} className="button primary">
          {T.createNew}
        </Link>
      </div>
      {data ? (
        <>
          <DataTable
            caption={T.title}
            hideCaption
            columns={COLUMNS}
            rows={data.nodes}
            rowKey={(s) => s.id}
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
