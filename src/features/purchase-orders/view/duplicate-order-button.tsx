// 'Duplicate' on the order view: a new OPEN order with the original's supplier, ship-to,
// shipping, discount and lines, then its edit screen. When a step fails the view says plainly which new
// order exists and what it lacks, with a link to it; when nothing was created it says that.
import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { errorMessage } from "../../../api/api-error.ts";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { useToast } from "../../../ui/toasts.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { useDuplicatePurchaseOrder, type DuplicateResult } from "./api/duplicate-purchase-order.ts";
import { shownOf, type PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { DUPLICATE_TEXT } from "../shared/strings.ts";

const T = DUPLICATE_TEXT;

type Failure = Exclude<DuplicateResult, { kind: "done" }>;

export function DuplicateOrderButton({ order }: { order: PurchaseOrderDetail }) {
  const duplicate = useDuplicatePurchaseOrder();
  const toast = useToast();
  const [, navigate] = useLocation();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  useScreenActions([{ id: "duplicate-purchase-order", label: T.button, run: () => void run() }]);

  async function run() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    const result = await duplicate(order);
    running.current = false;
    setBusy(false);
    if (result.kind !== "done") return setFailure(result);
    toast.success(T.done(result.id, order.id));
    const names = result.skipped.map((item) => shownOf(item).name);
    if (names.length > 0) toast.error(T.skipped(names.join(", ")));
    navigate(PATHS.modifyPurchaseOrder(result.id));
  }

  return (
    <>
      <BusyButton className="button" busy={busy} onClick={run}>
        {busy ? T.busy : T.button}
      </BusyButton>
      {failure && (
        <div role="alert" className="order-action-note duplicate-failed">
          {failure.kind === "notCreated" ? (
            T.createFailed(errorMessage(failure.error))
          ) : (
            <>
              {T.partFailed(failure.id, T.parts[failure.missing], errorMessage(failure.error))}{" "}
              <Link href={PATHS.modifyPurchaseOrder(failure.id)}>{T.openCopy(failure.id)}</Link>
            </>
          )}
        </div>
      )}
    </>
  );
}
