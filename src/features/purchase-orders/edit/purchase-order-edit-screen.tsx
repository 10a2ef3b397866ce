// Purchase order edit (/purchase-orders/{poid}/modify, spec section 2). The not-found page when the
// order does not exist, cannot be loaded, is ORDERED or CLOSED (spec sections 2 and 8), or the user
// may not edit orders. That is decided once, when the order first loads: an order locked behind
// the editor's back keeps the editor (and its unsaved edits) on screen, where the failed save says so.
// A first load that did not reach the service decides nothing: it shows the unavailable state until
// Try Again gets an answer (D27).
import { useState } from "react";
import { useParams } from "wouter";
import { canEditItems } from "../../../../schema/status.ts";
import { loadStateOf } from "../../../api/load-state.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { failedLoadPage } from "../../../ui/failed-load.tsx";
import { Loading } from "../../../ui/loading.tsx";
import { NotFoundPage } from "../../../ui/not-found-page.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { usePurchaseOrder } from "../../../domain/api/purchase-order.ts";
import { EditOrder } from "./edit-order.tsx";
import { PageTitle } from "../../../ui/page-title.tsx";

export function PurchaseOrderEditScreen() {
  const { poid = "" } = useParams<{ poid: string }>();
  // Keyed, so moving to another order's edit page starts over instead of keeping this one's state.
  return <EditGate key={poid} poid={poid} />;
}

function EditGate({ poid }: { poid: string }) {
  const mayEdit = usePermissions().can("editPurchaseOrder");
  const read = usePurchaseOrder(poid);
  const { data: order, error } = read;
  const load = loadStateOf(read);
  const [editable, setEditable] = useState<boolean | null>(null);

  // Derived once from the first real answer (React's "adjust state while rendering" pattern).
  if (editable === null && load.failure !== "unavailable" && (error || order !== undefined))
    setEditable(!error && order != null && canEditItems(order.status));

  if (!mayEdit || editable === false) return <NotFoundPage />;
  if (order === null) return <NotFoundPage />;
  // Once the editor is up a failed refetch changes nothing (failedLoadPage keeps a screen with
  // something shown): its edits stay on screen.
  const failed = failedLoadPage(load);
  if (failed) return failed;
  if (!order)
    return (
      <main className="page">
        <PageTitle>{PURCHASE_ORDER_EDIT_TEXT.title(poid)}</PageTitle>
        <Loading text={PURCHASE_ORDER_EDIT_TEXT.loading} />
      </main>
    );
  return <EditOrder key={order.id} order={order} />;
}
