// Purchase order view (/purchase-orders/{poid}, spec section 2): the added products beside the order's
// panel. A query error or a missing order shows the generic error screen (spec section 8).
import { Link, useParams } from "wouter";
import { errorMessage } from "../../../api/api-error.ts";
import { PATHS } from "../../../config/routes.ts";
import { ErrorScreen } from "../../../ui/error-screen.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { PURCHASE_ORDERS_TEXT } from "../strings.ts";
import { usePurchaseOrder } from "../api/purchase-order.ts";
import { AddedProductsTable } from "../components/added-products-table.tsx";
import { OrderPanel } from "../components/order-panel.tsx";

const T = PURCHASE_ORDERS_TEXT;

const BackLink = () => <Link href={PATHS.purchaseOrders}>{T.back}</Link>;

export function PurchaseOrderViewScreen() {
  const { poid = "" } = useParams<{ poid: string }>();
  const { data: order, error } = usePurchaseOrder(poid);

  if (error)
    return (
      <ErrorScreen detail={T.detail.loadFailed(errorMessage(error))}>
        <BackLink />
      </ErrorScreen>
    );
  if (order === undefined)
    return (
      <main className="page">
        <Loading text={T.detail.loading} />
      </main>
    );
  if (order === null)
    return (
      <ErrorScreen detail={T.detail.missing}>
        <BackLink />
      </ErrorScreen>
    );

  // The panel comes first in the page so its heading leads; the grid shows it on the right.
  return (
    <main className="page purchase-order-view">
      <OrderPanel order={order} />
      <AddedProductsTable items={order.items} />
    </main>
  );
}
