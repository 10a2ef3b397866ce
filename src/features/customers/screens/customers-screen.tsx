// Customer list (/customers and /connection/customers, spec section 2): 25 a page by default, the
// phone as (xxx)xxx-xxxx. A failed load shows the not-found page (spec section 8).
import { formatCustomerPhone } from "../../../lib/phone.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { NotFoundPage } from "../../../ui/not-found-page.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { TEXT } from "../../../ui/strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useCustomers, type CustomerRow } from "../api/customers.ts";

const T = TEXT.customers;

const COLUMNS: Column<CustomerRow>[] = [
  { header: T.columns.id, cell: (c) => c.id },
  { header: T.columns.name, cell: (c) => `${c.firstName} ${c.lastName}`.trim() },
  { header: T.columns.email, cell: (c) => c.email },
  { header: T.columns.company, cell: (c) => c.company },
  { header: T.columns.phone, cell: (c) => formatCustomerPhone(c.phone) },
];

export function CustomersScreen() {
  const paging = usePaging(25);
  const { data, error, isLoading } = useCustomers(paging.variables);
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
            rowKey={(c) => c.id}
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
