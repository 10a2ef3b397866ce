// Check In Delivery (/purchase-orders/{poid}/check-in): the order's lines with what is
// expected and what was counted. It loads and fails like the order's view (spec section 8), but for
// one thing: when the service cannot be reached and this device holds a count of the order, the count
// opens from the device's copy, under the notice with Try Again (count-store.ts).
import { useMemo } from "react";
import { useParams } from "wouter";
import { loadStateOf } from "../../../api/load-state.ts";
import { useSession } from "../../../session/session-context.tsx";
import { FailedLoadNotice } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";
import { failureKind } from "../../../api/api-error.ts";
import { usePurchaseOrder } from "../../../domain/api/purchase-order.ts";
import { countKey, readCount } from "./count-store.ts";
import { CheckIn } from "./check-in.tsx";
import { orderFailurePage } from "../shared/order-failure.tsx";
import { CHECK_IN_TEXT, PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";

const T = PURCHASE_ORDERS_TEXT;

export function PurchaseOrderCheckInScreen() {
  const { poid = "" } = useParams<{ poid: string }>();
  const read = usePurchaseOrder(poid);
  const storeId = useSession()?.claims.storeId ?? null;
  const kept = useMemo(() => readCount(countKey(storeId, poid))?.order, [storeId, poid]);
  const offline = read.data === undefined && failureKind(read.error) === "unavailable";
  const order = offline ? kept : read.data;
  const load = { ...loadStateOf(read), shown: order !== undefined };
  const failed = orderFailurePage(order, read.error, load);
  if (failed) return failed;
  return (
    <main className="page check-in-page">
      <PageTitle>{CHECK_IN_TEXT.title(poid)}</PageTitle>
      <h1>{CHECK_IN_TEXT.title(poid)}</h1>
      <FailedLoadNotice load={load} />
      {/* No such order (null) got the missing page above; undefined: not read yet. */}
      {order ? <CheckIn key={order.id} order={order} /> : <Loading text={T.detail.loading} />}
    </main>
  );
}
