// Supplier edit (/suppliers/{id}, spec section 2): the supplier's orders narrowed by status beside the
// edit form. A query error or a missing supplier shows the generic error screen (spec section 8); a
// service that could not be reached shows the unavailable state, and once the form is up only a notice,
// so what was typed into the form stays (D27).
import { Link, useLocation, useParams } from "wouter";
import { errorMessage } from "../../../api/api-error.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import { PATHS } from "../../../config/routes.ts";
import { ErrorScreen } from "../../../ui/error-screen.tsx";
import { FailedLoadNotice, failedLoadPage } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { useStatusFilter } from "../../../ui/use-status-filter.ts";
import { SUPPLIERS_TEXT } from "../strings.ts";
import { useSupplier } from "../api/supplier.ts";
import { useUpdateSupplier } from "../api/update-supplier.ts";
import { StatusFilter } from "../components/status-filter.tsx";
import { SupplierForm } from "../components/supplier-form.tsx";
import { fromSupplier, toPayload, type SupplierInput } from "../components/supplier-input.ts";
import { SupplierOrdersTable } from "../components/supplier-orders-table.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = SUPPLIERS_TEXT;

// Above the heading, as every way back is.
const BackLink = () => (
  <Link href={PATHS.suppliers} className="back-link">
    {T.back}
  </Link>
);

export function SupplierEditScreen() {
  const { id = "" } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  // In the URL, as on the order list: a reload or a link keeps the filter.
  const [statuses, setStatuses] = useStatusFilter();
  const read = useSupplier({ id, poStatus: statuses });
  const { data: supplier, error, isLoading } = read;
  const load = loadStateOf(read);
  const update = useUpdateSupplier();

  const failed = failedLoadPage(
    load,
    <ErrorScreen detail={T.edit.loadFailed(errorMessage(error))}>
      <BackLink />
    </ErrorScreen>,
  );
  if (failed) return failed;
  if (supplier === undefined)
    return (
      <main className="page">
        <Loading text={T.edit.loading} />
      </main>
    );
  if (supplier === null)
    return (
      <ErrorScreen detail={T.edit.missing}>
        <BackLink />
      </ErrorScreen>
    );

  async function save(input: SupplierInput) {
    await update({ id, ...toPayload(input) });
    // Spec section 7: "On success both supplier forms go to /suppliers/."
    navigate(`${PATHS.suppliers}/`);
  }

  return (
    <main className="page supplier-page">
      <BackLink />
      <div className="page-header">
        <PageTitle>{supplier.name}</PageTitle>
        <h1>{supplier.name}</h1>
        <StatusFilter value={statuses} onChange={setStatuses} />
      </div>
      {/* Orders for another status filter that did not load: the form and its input stay. */}
      <FailedLoadNotice load={load} />
      <div className="supplier-edit">
        <SupplierOrdersTable supplierName={supplier.name} orders={supplier.purchaseOrders} busy={isLoading} />
        <SupplierForm
          key={supplier.id}
          title={T.edit.form}
          labels={T.edit.labels}
          initial={fromSupplier(supplier)}
          submitLabel={T.edit.submit}
          busyLabel={T.edit.busy}
          onSave={save}
        />
      </div>
    </main>
  );
}
