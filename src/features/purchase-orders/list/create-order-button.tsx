// 'Create New PO' (spec section 4): creates an empty order and opens its modify screen; a failure is the
// spec's alert. The button waits while creating, and a ref guards the gap before React re-renders, so
// a double click creates one order.
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { useAddPurchaseOrder } from "../../../domain/api/new-purchase-order.ts";
import { page } from "../../../lib/page.ts";
import { useScreenActions } from "../../../ui/screen-actions.ts";

const T = PURCHASE_ORDERS_TEXT;

export function CreateOrderButton() {
  const [, navigate] = useLocation();
  const add = useAddPurchaseOrder();
  const creating = useRef(false);
  const [busy, setBusy] = useState(false);

  // Also in the command palette while the button is shown.
  useScreenActions([{ id: "create-purchase-order", label: T.createNew, run: () => void create() }]);

  async function create() {
    if (creating.current) return;
    creating.current = true;
    setBusy(true);
    try {
      navigate(PATHS.modifyPurchaseOrder(await add()));
    } catch {
      page.alert(T.createFailed);
      creating.current = false;
      setBusy(false);
    }
  }

  return (
    <BusyButton className="button primary" busy={busy} onClick={create}>
      {busy ? T.creating : T.createNew}
    </BusyButton>
  );
}
