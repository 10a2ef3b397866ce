// Purchase order list (/purchase-orders, spec section 2): newest change first, narrowed by status, five
// a page by default. A failed load shows the not-found page (spec section 8). Creating and modifying are
// offered only to users who may (D6).
import { useState } from "react";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import { Loading } from "../../../ui/loading.tsx";
import { NotFoundPage } from "../../../ui/not-found-page.tsx";
import { Pagination } from "../../../ui/pagination.tsx";
import { PURCHASE_ORDERS_TEXT } from "../strings.ts";
import { usePaging } from "../../../ui/use-paging.ts";
import { OPENING_PAGE_SIZE, OPENING_STATUSES, usePurchaseOrders } from "../api/purchase-orders.ts";
import { CreateOrderButton } from "../components/create-order-button.tsx";
import { PurchaseOrdersTable } from "../components/purchase-orders-table.tsx";
import { StatusChips } from "../components/status-chips.tsx";
import { usePermissions } from "../../../session/use-permissions.ts";

const T = PURCHASE_ORDERS_TEXT;

export function PurchaseOrderListScreen() {
  const { can } = usePermissions();
  const [statuses, setStatuses] = useState<PurchaseOrderStatus[]>([...OPENING_STATUSES]);
  const paging = usePaging(OPENING_PAGE_SIZE, statuses.join());
  const { data, error, isLoading } = usePurchaseOrders({ ...paging.variables, status: statuses });
  if (error) return <NotFoundPage />;
  return (
    <main className="page">
      <div className="page-header">
        <h1>{T.title}</h1>
        {can("createPurchaseOrder") && <CreateOrderButton />}
      </div>
      <StatusChips value={statuses} onChange={setStatuses} />
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
