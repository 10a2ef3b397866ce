// The approval chunk (extension "approval", D242, D244), loaded only where the provider has it (slot.tsx).
// On the order view's panel: "Needs Approval" in words while the order waits for one, Approve for a user
// the provider says may approve it (solid when it is the view's main action, and offered to the palette),
// and who approved it and when once an approval holds.
import { useRef, useState } from "react";
import { errorMessage } from "../../../../api/api-error.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { BusyButton } from "../../../../ui/busy-button.tsx";
import { useScreenActions } from "../../../../ui/screen-actions.ts";
import { useToast } from "../../../../ui/toasts.tsx";
import { useApprove, useOrderApprovalRead } from "./api/approval.ts";
import { APPROVAL_TEXT } from "./strings.ts";

const T = APPROVAL_TEXT;

export function ApprovalPart({ order, main }: { order: PurchaseOrderDetail; main: boolean }) {
  const read = useOrderApprovalRead(order.id, order.dateModified);
  const approve = useApprove();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const state = read.data;
  const offered = state?.viewerCanApprove === true && !busy;

  async function run() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await approve(order.id);
      toast.success(T.approvedToast(order.id));
    } catch (error) {
      toast.error(T.approveFailed(errorMessage(error)));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  useScreenActions(offered ? [{ id: "approve", label: T.approve, run: () => void run() }] : []);

  // A read that failed shows nothing new (D244): the last answer stays, or none; the provider still
  // refuses an order that waits, saying why, and SWR asks again.
  if (!state) return null;
  return (
    <>
      {state.needsApproval && (
        <p className="approval-needed">
          <strong>{T.needsApproval}</strong> {T.needsWhy(state.threshold)}
        </p>
      )}
      {state.viewerCanApprove && (
        <BusyButton className={main ? "button primary" : "button"} busy={busy} onClick={() => void run()}>
          {busy ? T.approving : T.approve}
        </BusyButton>
      )}
      {state.approval && (
        <p className="approval-done">{T.approved(state.approval.by.name, state.approval.at)}</p>
      )}
    </>
  );
}
