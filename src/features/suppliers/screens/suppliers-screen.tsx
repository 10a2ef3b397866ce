// Supplier list (/suppliers, spec section 2): five a page by default, a View link per supplier and
// 'Create New Supplier'. A failed load shows the not-found page (spec section 8), or the
// unavailable state when the service was not reached (D27). A list:
// on a phone the name (a link to the supplier) over the city and the phone; Address and Fax from lg.
import { Link } from "wouter";
import { EmptyList } from "../../../ui/empty-list.tsx";
import { ActionLink } from "../../../ui/action-link.tsx";
import { PATHS } from "../../../config/routes.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { SUPPLIERS_TEXT } from "../strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useSuppliers, type SupplierRow } from "../api/suppliers.ts";
import { suppliersCsv } from "../api/export-suppliers.ts";
import { SUPPLIER_COLUMNS } from "../components/supplier-columns.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { ExportButton } from "../../../ui/export-button.tsx";

const T = SUPPLIERS_TEXT;

/** Where each of the list's text columns sits: its phone line, or its priority from md. */
const PLACES: Record<string, Partial<Column<SupplierRow>>> = {
  [T.columns.name]: { phone: { line: 1, at: 1 }, rowLink: true },
  [T.columns.address]: { priority: 2 },
  [T.columns.cityState]: { phone: { line: 2, at: 1, fill: true } },
  [T.columns.contact]: { phone: { line: 2, at: 2, end: true } },
  [T.columns.fax]: { priority: 2 },
};

const COLUMNS: Column<SupplierRow>[] = [
  ...SUPPLIER_COLUMNS.map((column) => ({ ...column, ...PLACES[column.header] })).map((column) =>
    column.rowLink
      ? { ...column, cell: (s: SupplierRow) => <Link href={PATHS.supplier(s.id)}>{s.name}</Link> }
      : column,
  ),
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
  const result = useSuppliers(paging.variables);
  return (
    <PagedList
      title={T.title}
      loadingText={T.loading}
      columns={COLUMNS}
      paging={paging}
      result={result}
      load={loadStateOf(result)}
      empty={<EmptyList title={T.empty.title} hint={T.empty.hint} />}
      actions={
        <div className="page-actions">
          <ExportButton fileStem="suppliers" read={suppliersCsv} reasonOf={errorMessage} />
          <ActionLink href={PATHS.createSupplier} className="button primary">
            {T.createNew}
          </ActionLink>
        </div>
      }
    />
  );
}
