// Purchase order view (/purchase-orders/{poid}, spec section 2): the added products beside the order's
// panel. A query error or a missing order shows the generic error screen (spec section 8); a service
// that could not be reached shows the unavailable state (D27).
import { useParams } from "wouter";
import { loadStateOf } from "../../../api/load-state.ts";
import { FailedLoadNotice } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { usePurchaseOrder } from "../../../domain/api/purchase-order.ts";
import { AddedProductsTable } from "./added-products-table.tsx";
import { BackToList } from "../shared/back-to-list.tsx";
import { orderFailurePage } from "../shared/order-failure.tsx";
import { OrderPanel } from "./order-panel.tsx";
import { ContinuesNote } from "./continues-note.tsx";
import { OrderExtensions } from "./extensions/order-extensions.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

const T = PURCHASE_ORDERS_TEXT;

export function PurchaseOrderViewScreen() {
  const { poid = "" } = useParams<{ poid: string }>();
  const read = usePurchaseOrder(poid);
  const { data: order, error } = read;
  const load = loadStateOf(read);

  const failed = orderFailurePage(order, error, load);
  if (failed) return failed;
  // No such order (null) got the missing page above; undefined: not read yet.
  if (!order)
    return (
      <main className="page">
        <PageTitle>{T.detail.title(poid)}</PageTitle>
        <Loading text={T.detail.loading} />
      </main>
    );

  // The panel comes first in the page so its heading leads; the grid shows it on the right.
  return (
    <main className="page purchase-order-view">
      <PageTitle>{T.detail.title(poid)}</PageTitle>
      <BackToList className="back-link" />
      {/* A refetch (after a status change) that did not get through: the order shown stays. */}
      <FailedLoadNotice load={load} />
      <ContinuesNote orderId={order.id} />
      <OrderPanel order={order} />
      <AddedProductsTable order={order} />
      {/* What the provider's contract extensions add (D231), where it has any. */}
      <OrderExtensions order={order} />
    </main>
  );
}
