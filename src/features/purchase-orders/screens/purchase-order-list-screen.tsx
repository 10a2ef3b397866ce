// Purchase order list (/purchase-orders, spec section 2): newest change first, narrowed by status, five
// a page by default. A failed load shows the not-found page (spec section 8), or the unavailable state
// when the service was not reached (docs/decisions/failure-states.md). Creating and modifying are
// offered only to users who may (D6).
import { loadStateOf } from "../../../api/load-state.ts";
import { Loading } from "../../../ui/loading.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { FailedLoadNotice, failedLoadPage } from "../../../ui/failed-load.tsx";
import { PURCHASE_ORDERS_TEXT } from "../strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { useStatusFilter } from "../../../ui/use-status-filter.ts";
import { OPENING_PAGE_SIZE, usePurchaseOrders } from "../api/purchase-orders.ts";
import { useRememberListQuery } from "../components/back-to-list.tsx";
import { CreateOrderButton } from "../components/create-order-button.tsx";
import { PurchaseOrdersTable } from "../components/purchase-orders-table.tsx";
import { StatusChips } from "../components/status-chips.tsx";
import { usePermissions } from "../../../session/use-permissions.ts";
import { PageTitle } from "../../../ui/page-title.tsx";
import { errorMessage } from "../../../api/api-error.ts";
import { ExportButton } from "../../../ui/export-button.tsx";
import { purchaseOrdersCsv } from "../api/export-purchase-orders.ts";

const T = PURCHASE_ORDERS_TEXT;

export function PurchaseOrderListScreen() {
  const { can } = usePermissions();
  // Both in the URL: a reload or a shared link keeps them, Back walks them (issue 12).
  const [statuses, setStatuses] = useStatusFilter();
  const paging = usePaging(OPENING_PAGE_SIZE);
  useRememberListQuery();
  const orders = usePurchaseOrders({ ...paging.variables, status: statuses });
  const { data, isLoading } = orders;
  const load = loadStateOf(orders);
  const failed = failedLoadPage(load);
  if (failed) return failed;
  return (
    <main className="page">
      <div className="page-header">
        <PageTitle>{T.title}</PageTitle>
        <h1>{T.title}</h1>
        <div className="page-actions">
          {/* The filter shown, every page of it (D78). */}
          <ExportButton
            fileStem="purchase-orders"
            read={(progress) => purchaseOrdersCsv(statuses, progress)}
            reasonOf={errorMessage}
          />
          {can("createPurchaseOrder") && <CreateOrderButton />}
        </div>
      </div>
      <StatusChips value={statuses} onChange={setStatuses} />
      {/* Another filter or page that did not load: the rows shown stay, with a way to ask again. */}
      <FailedLoadNotice load={load} />
      {data ? (
        <>
          <PurchaseOrdersTable orders={data.nodes} mayEdit={can("editPurchaseOrder")} busy={isLoading} />
          <Pagination paging={paging} shown={data} itemName={T.title} busy={isLoading} />
        </>
      ) : (
        <Loading text={T.loading} />
      )}
    </main>
  );
}
