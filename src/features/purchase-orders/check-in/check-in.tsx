// Checking in a delivery against an ORDERED order: scans and typed counts fill the
// Counted column; Confirm Delivery asks the spec's Mark As Received question, then marks the order
// received and writes the counts. A RECEIVED order this device marked and still holds a count of (the
// counts' write failed) offers only the write. The button is also the
// screen's action in the command palette while it can be pressed. The progress
// and Confirm Delivery sit in a bar stuck to the bottom of the screen, and the question names the lines
// that differ from the order. With short lines it also asks whether the rest stays on
// order; when kept, the screen ends naming both orders with links. An order received elsewhere while
// this device held a count shows both counts instead (received-elsewhere.tsx, D222).
import { Fragment, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { shownOf, type PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { CHECK_IN_TEXT, PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { CheckInLines } from "./check-in-lines.tsx";
import { DeliveryDifferences } from "./delivery-differences.tsx";
import { countLimitProblem } from "./count-limits.ts";
import { matchCode } from "./match-code.ts";
import { ScanFeedback, useScanFeedback } from "./scan-feedback.tsx";
import { ScanField } from "./scan-field.tsx";
import { useCheckInCount } from "./use-check-in-count.ts";
import { useConfirmDelivery } from "./use-confirm-delivery.ts";
import { CheckInPhotoSlot } from "../shared/notes/slot.tsx";
import { usePermissions } from "../../../session/use-permissions.ts";
import { BackorderDone } from "./backorder-done.tsx";
import { ReceivedElsewhere } from "./received-elsewhere.tsx";
import { MERGE_TEXT } from "./strings.ts";

const T = CHECK_IN_TEXT;

export function CheckIn({ order }: { order: PurchaseOrderDetail }) {
  const count = useCheckInCount(order);
  const field = useRef<HTMLInputElement>(null);
  const [scanText, setScanText] = useState("");
  const feedback = useScanFeedback();
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const canKeep = usePermissions().can("createPurchaseOrder");
  const [keepRest, setKeepRest] = useState(true);
  const [backorder, setBackorder] = useState<string | null>(null);
  const confirmDelivery = useConfirmDelivery();
  const toast = useToast();
  const [, navigate] = useLocation();
  const back = (
    <Link href={PATHS.purchaseOrder(order.id)} className="back-link">
      {T.back(order.id)}
    </Link>
  );

  if (backorder) return <BackorderDone original={order.id} backorder={backorder} />;
  // Received elsewhere while this device counted (D222): not while this device's own confirm is on its
  // way, whose mark the screen may read before the count notes it.
  const marked = count.marked !== null;
  if (count.saved && !busy && (order.status === "CLOSED" || (order.status === "RECEIVED" && !marked)))
    return <ReceivedElsewhere order={order} count={count} back={back} />;
  if (order.status !== "ORDERED" && !(order.status === "RECEIVED" && marked))
    return (
      <div className="check-in-closed">
        <p role="status">{T.notOrdered(order.status)}</p>
        {back}
      </div>
    );

  function onCode(code: string) {
    const match = matchCode(order.items, code);
    if (match.kind === "one") {
      const counted = count.counted(match.item) + 1;
      count.set(match.item, counted);
      feedback.ok(T.added(shownOf(match.item).name, counted, match.item.quantity), match.item.id);
    } else if (match.kind === "none") feedback.problem(T.unknown(code.trim()));
    else feedback.problem(T.ambiguous(code.trim(), match.items.map((item) => shownOf(item).name).join(", ")));
  }

  async function confirm() {
    setBusy(true);
    setFailed(null);
    const result = await confirmDelivery(order, count, canKeep && keepRest);
    setBusy(false);
    if (result.kind === "failed") return setFailed(result.text);
    // The screen now shows the order as it is: received elsewhere, or with other lines to check.
    if (result.kind === "elsewhere") return setFailed(MERGE_TEXT.changedMeanwhile);
    if (result.backorder) return setBackorder(result.backorder);
    toast.success(T.done(order.id));
    navigate(PATHS.purchaseOrder(order.id));
  }

  const expected = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const counted = order.items.reduce((sum, item) => sum + count.counted(item), 0);
  const countedItems = order.items.filter((item) => count.isCounted(item));
  const short = countedItems.filter((item) => count.counted(item) < item.quantity).length;
  const over = countedItems.filter((item) => count.counted(item) > item.quantity).length;
  const toCount = order.items.length - countedItems.length;
  const markNeeded = order.status === "ORDERED";
  const tooBig = countLimitProblem(order, count.counted);
  const focusScan = (target: EventTarget) => {
    if (!(target instanceof Element) || !target.closest("input, button, a, select, textarea, dialog"))
      field.current?.focus();
  };

  return (
    <div className="check-in" onClick={(event) => focusScan(event.target)}>
      {back}
      {count.changed && <p className="notice">{T.changed}</p>}
      {!count.stored && <p className="notice">{T.notStored}</p>}
      <ScanField
        field={field}
        text={scanText}
        onText={setScanText}
        invalid={feedback.invalid}
        onCode={onCode}
      />
      <ScanFeedback feedback={feedback} />
      <CheckInLines
        items={order.items}
        count={count}
        lastId={feedback.lastId}
        onScanKey={(key) => {
          // A scan begun in a Counted box (D154): its first character starts the scan field afresh
          // (never after a code left half-typed there, which would make both match nothing).
          setScanText(key);
          field.current?.focus();
        }}
        scanField={field}
        onInvalid={(id, bad) =>
          setInvalid((all) => {
            const next = new Set(all);
            if (bad) next.add(id);
            else next.delete(id);
            return next;
          })
        }
      />
      {/* Extension "notes" (D241): Add Photo with the back camera; nothing where the provider lacks it. */}
      <CheckInPhotoSlot order={order} />
      <div className="check-in-bar">
        <p className="check-in-summary">
          {/* Each part whole on its line: a narrow screen wraps between them, never inside one. */}
          {[
            T.summary(counted, expected),
            ...(toCount > 0 ? [T.toCount(toCount)] : []),
            T.shortLines(short),
            T.overLines(over),
          ].map((part, i) => (
            <Fragment key={i}>
              {i > 0 && " \u00b7 "}
              <span className="nowrap">{part}</span>
            </Fragment>
          ))}
        </p>
        {(tooBig ?? failed) && (
          <p role="alert" className="field-error">
            {tooBig ?? failed}
          </p>
        )}
        <ConfirmButton
          label={markNeeded ? T.confirm : T.saveCounts}
          busy={busy}
          waiting={busy || invalid.size > 0 || tooBig !== null || order.items.length === 0}
          onPress={() => (markNeeded ? setAsking(true) : void confirm())}
        />
      </div>
      <ConfirmDialog
        open={asking}
        message={PURCHASE_ORDERS_TEXT.transitions.markReceived.confirm}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void confirm();
        }}
      >
        <DeliveryDifferences
          items={order.items}
          count={count}
          choice={{ canKeep, keepRest, onKeepRest: setKeepRest }}
        />
      </ConfirmDialog>
    </div>
  );
}

interface ConfirmButtonProps {
  label: string;
  /** The confirmation is on its way. */
  busy: boolean;
  /** A press does nothing now: busy, a count to fix, or nothing to count. */
  waiting: boolean;
  onPress(): void;
}

/** Confirm Delivery (or Save Counted Quantities), offered to the palette while a press would act. */
function ConfirmButton({ label, busy, waiting, onPress }: ConfirmButtonProps) {
  useScreenActions(waiting ? [] : [{ id: "confirm-delivery", label, run: onPress }]);
  return (
    <BusyButton className="button primary" busy={waiting} onClick={onPress}>
      {busy ? T.confirming : label}
    </BusyButton>
  );
}
