// Settings: Billing and Invoices (/settings/store/billing, spec section 2): the plan text, the billing
// information rows with an Edit each, the invoices with HTML and PDF, Cancel and Save Changes. All
// static sample data; the buttons say plainly that nothing is available yet.
import { formatMoney } from "../../../lib/format.ts";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { SETTINGS_TEXT } from "../strings.ts";
import { SAMPLE_BILLING, SAMPLE_INVOICES } from "../components/sample-data.ts";
import { SettingsActions, useNotice } from "../components/settings-actions.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const P = SETTINGS_TEXT;
const T = P.billing;
type Invoice = (typeof SAMPLE_INVOICES)[number];

/** A placeholder action: its visible word, and what it is about for screen readers. */
function Placeholder({ word, about, onClick }: { word: string; about: string; onClick(): void }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {word}
      <span className="visually-hidden">{T.about(about)}</span>
    </button>
  );
}

export function BillingScreen() {
  const notice = useNotice();
  const showNotice = () => notice.show(T.notWired);
  const columns: Column<Invoice>[] = [
    { header: T.columns.year, cell: (invoice) => invoice.year },
    { header: T.columns.plan, cell: (invoice) => P.plans.names[invoice.plan] },
    { header: T.columns.amount, numeric: true, cell: (invoice) => formatMoney(invoice.amount) },
    {
      header: T.columns.invoice,
      cell: (invoice) => (
        <span className="invoice-links">
          <Placeholder word={T.html} about={String(invoice.year)} onClick={showNotice} />
          <Placeholder word={T.pdf} about={String(invoice.year)} onClick={showNotice} />
        </span>
      ),
    },
  ];
  return (
    <main className="page settings-page">
      <PageTitle>{T.title}</PageTitle>
      <h1>{T.title}</h1>
      <p className="lead">{P.plans.current}</p>
      <section>
        <h2>{T.information}</h2>
        <dl className="billing-rows">
          {SAMPLE_BILLING.map(({ row, value }) => (
            <div key={row}>
              <dt>{T.rows[row]}</dt>
              <dd>{value}</dd>
              <dd>
                <Placeholder word={P.edit} about={T.rows[row]} onClick={showNotice} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section>
        <h2>{T.invoices}</h2>
        <DataTable
          caption={T.invoices}
          hideCaption
          columns={columns}
          rows={SAMPLE_INVOICES}
          rowKey={(invoice) => String(invoice.year)}
        />
      </section>
      <SettingsActions notice={notice.text} onSave={showNotice} onCancel={notice.clear} />
    </main>
  );
}
