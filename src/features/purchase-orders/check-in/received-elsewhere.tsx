// Check In Delivery when the order was received elsewhere (another device confirmed it, or someone
// marked it) while this device held a count of it (D222). Nothing of the count was sent. Per line it
// shows what the order holds beside what was counted here and offers what the contract allows: on a
// RECEIVED order, Add My Counts (each line written as the two added, asked first with each device's
// figures); on a CLOSED one, which nothing may change, a buyer may put the units on an order of their own
// (closing it adds them to stock); and always Discard My Counts.
import { useId, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { PATHS } from "../../../config/routes.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { itemAddition, shownOf, type PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { useSession } from "../../../session/session-context.tsx";
import { clearPending } from "../shared/backorder-store.ts";
import { coveredShortfall, mergedLines } from "./merge.ts";
import { MergeLines } from "./merge-lines.tsx";
import { MERGE_TEXT } from "./strings.ts";
import { useAddCounts } from "./use-add-counts.ts";
import { useEnsureBackorder } from "./use-backorder.ts";
import type { CheckInCount } from "./use-check-in-count.ts";

const T = MERGE_TEXT;

interface ReceivedElsewhereProps {
  order: PurchaseOrderDetail;
  count: CheckInCount;
  /** The way back to the order, as the screen shows it. */
  back: ReactNode;
}

export function ReceivedElsewhere({ order, count, back }: ReceivedElsewhereProps) {
  const closed = order.status === "CLOSED";
  const canOrder = usePermissions().can("createPurchaseOrder");
  const storeId = useSession()?.claims.storeId ?? null;
  const [asking, setAsking] = useState<"add" | "discard" | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const addCounts = useAddCounts();
  const ensureOrder = useEnsureBackorder();
  const toast = useToast();
  const [, navigate] = useLocation();
  const titleId = useId();

  const lines = mergedLines(order, count);
  const mine = lines.filter((line) => line.mine > 0);
  const units = mine.reduce((sum, line) => sum + line.mine, 0);
  const ordered = order.items.map((item) => count.ordered(item));
  const asOrdered = ordered.every((asked, i) => asked === order.items[i]!.quantity);
  const covered = coveredShortfall(lines, count.ordered).reduce((sum, line) => sum + line.covered, 0);

  if (made)
    return (
      <div className="check-in-closed backorder-done">
        <p role="status">{T.orderedDone(order.id, made)}</p>
        <p className="backorder-links">
          <Link href={PATHS.purchaseOrder(made)} className="button primary">
            {T.openMade(made)}
          </Link>
          <Link href={PATHS.purchaseOrder(order.id)} className="button">
            {T.openOriginal(order.id)}
          </Link>
        </p>
      </div>
    );

  async function add() {
    setBusy(true);
    setFailed(null);
    const result = await addCounts(order, count);
    setBusy(false);
    if (result.kind === "failed") return setFailed(result.text);
    if (result.kind === "done") {
      toast.success(T.added(order.id));
      navigate(PATHS.purchaseOrder(order.id));
    }
  }

  async function orderMine() {
    setBusy(true);
    setFailed(null);
    const result = await ensureOrder(
      order,
      mine.map((line) => itemAddition(line.item, line.mine)),
    );
    setBusy(false);
    if (result.kind === "failed") return setFailed(result.text);
    count.forget();
    clearPending(storeId, order.id);
    setMade(result.id);
  }

  function discard() {
    count.forget();
    toast.success(T.discarded(order.id));
    navigate(PATHS.purchaseOrder(order.id));
  }

  const main = closed ? (canOrder && units > 0 ? "order" : null) : units > 0 ? "add" : null;
  return (
    <div className="check-in received-elsewhere">
      {back}
      <section className="received-elsewhere-notice" aria-labelledby={titleId}>
        <h2 id={titleId}>{T.title}</h2>
        <p>{closed ? T.introClosed(order.id) : T.intro(order.id)}</p>
        {!closed && asOrdered && <p>{T.asOrdered}</p>}
        {!closed && covered > 0 && <p>{T.shortElsewhere(covered)}</p>}
        {closed && units > 0 && <p>{canOrder ? T.orderMineHint : T.orderMineOnlyBuyer}</p>}
      </section>
      <MergeLines lines={lines} ordered={count.ordered} withTotal={!closed} />
      <div className="check-in-bar">
        <p className="check-in-summary">{T.summary(units, mine.length)}</p>
        {failed && (
          <p role="alert" className="field-error">
            {failed}
          </p>
        )}
        <div className="merge-actions">
          <button
            type="button"
            // The main action when it is the only one (a receiver's count of a CLOSED order).
            className={main ? "button" : "button primary"}
            disabled={busy}
            onClick={() => setAsking("discard")}
          >
            {T.discard}
          </button>
          {main && (
            <MainAction
              label={main === "add" ? T.add : T.orderMine}
              busyLabel={main === "add" ? T.adding : T.orderingMine}
              busy={busy}
              onPress={() => (main === "add" ? setAsking("add") : void orderMine())}
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={asking === "add"}
        message={T.addQuestion}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          void add();
        }}
      >
        <ul className="merge-question">
          {mine.map((line) => (
            <li key={line.item.id}>{T.addLine(shownOf(line.item).name, line.held, line.mine, line.total)}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === "discard"}
        message={T.discardQuestion}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          discard();
        }}
      />
    </div>
  );
}

interface MainActionProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  onPress(): void;
}

/** The screen's one main action, offered to the palette while a press would act. */
function MainAction({ label, busyLabel, busy, onPress }: MainActionProps) {
  useScreenActions(busy ? [] : [{ id: "merge-counts", label, run: onPress }]);
  return (
    <BusyButton className="button primary" busy={busy} onClick={onPress}>
      {busy ? busyLabel : label}
    </BusyButton>
  );
}
