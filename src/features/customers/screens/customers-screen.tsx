// Customer list (/customers and /connection/customers, spec section 2): 25 a page by default, the
// phone as (xxx)xxx-xxxx. A failed load shows the not-found page (spec section 8), or the
// unavailable state when the service was not reached (D27).
import { formatCustomerPhone } from "../../../lib/phone.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import type { Column } from "../../../ui/data-table.tsx";
import { PagedList } from "../../../ui/paged-list.tsx";
import { CUSTOMERS_TEXT } from "../strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { customerName, useCustomers, type CustomerRow } from "../api/customers.ts";
import { customersCsv } from "../api/export-customers.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { ExportButton } from "../../../ui/export-button.tsx";
import { EmptyList } from "../../../ui/empty-list.tsx";
import { EmailText } from "../../../ui/email-text.tsx";

const T = CUSTOMERS_TEXT;

// A list: on a phone the name and company over the email and phone; the ID from lg.
const COLUMNS: Column<CustomerRow>[] = [
  { header: T.columns.id, priority: 2, cell: (c) => c.id },
  { header: T.columns.name, cell: customerName, phone: { line: 1, at: 1 } },
  {
    header: T.columns.email,
    cell: (c) => <EmailText email={c.email} />,
    phone: { line: 2, at: 1, fill: true },
  },
  { header: T.columns.company, cell: (c) => c.company, phone: { line: 1, at: 2, fill: true } },
  {
    // One line: "(537)264-" over "6101" at tablet width otherwise.
    code: true,
    header: T.columns.phone,
    cell: (c) => formatCustomerPhone(c.phone),
    phone: { line: 2, at: 2, end: true },
  },
];

export function CustomersScreen() {
  const paging = usePaging(25);
  const result = useCustomers(paging.variables);
  return (
    <PagedList
      title={T.title}
      loadingText={T.loading}
      columns={COLUMNS}
      paging={paging}
      result={result}
      load={loadStateOf(result)}
      empty={<EmptyList title={T.empty.title} hint={T.empty.hint} />}
      actions={<ExportButton fileStem="customers" read={customersCsv} reasonOf={errorMessage} />}
    />
  );
}
