// Check In Delivery (/purchase-orders/{poid}/check-in, issue 16, D64): the order's lines with what is
// expected and what was counted. It loads and fails like the order's view (spec section 8).
import { useParams } from "wouter";
import { loadStateOf } from "../../../api/load-state.ts";
import { FailedLoadNotice } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";
import { usePurchaseOrder } from "../api/purchase-order.ts";
import { CheckIn } from "../check-in/check-in.tsx";
import { orderFailurePage } from "../components/order-failure.tsx";
import { CHECK_IN_TEXT, PURCHASE_ORDERS_TEXT } from "../strings.ts";

const T = PURCHASE_ORDERS_TEXT;

export function PurchaseOrderCheckInScreen() {
  const { poid = "" } = useParams<{ poid: string }>();
  const read = usePurchaseOrder(poid);
  const load = loadStateOf(read);
  const { data: order } = read;
  const failed = orderFailurePage(order, read.error, load);
  if (failed) return failed;
  return (
    <main className="page check-in-page">
      <PageTitle>{CHECK_IN_TEXT.title(poid)}</PageTitle>
      <h1>{CHECK_IN_TEXT.title(poid)}</h1>
      <FailedLoadNotice load={load} />
      {order === undefined ? <Loading text={T.detail.loading} /> : <CheckIn key={order.id} order={order} />}
    </main>
  );
}
