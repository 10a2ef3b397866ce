// The order view's status buttons (spec section 4): the transitions out of the order's status that
// the user may make, each after its confirmation but Reopen. A refusal is a toast with the
// provider's message; either way the order is refetched. Focus then goes to the order's heading, since
// the button pressed is gone with the old status. Mark As Ordered waits, saying why, while the order
// has no line of quantity 1 or more (D146; the provider refuses it too), or while it waits for an approval
// (D244). A change that went
// through says so in a toast. The main one (order-actions.tsx) is solid and comes first;
// Mark As Received says beside it that it skips the count when Check In Delivery is offered too. Where the
// provider stores expected days, Mark As Ordered's confirmation offers one, optional (D250).
import { Fragment, useId, useRef, useState, type RefObject } from "react";
import {
  hasUnits,
  needsItems,
  transitionsFrom,
  type Transition,
  type TransitionAction,
} from "../../../../schema/status.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { useChangeStatus } from "../shared/api/change-status.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { APPROVAL_TEXT } from "./approval/strings.ts";
import { useArrivalWhenOrdering } from "./arrival/arrival-when-ordering.tsx";
import { ARRIVAL_TEXT } from "./arrival/strings.ts";

const T = PURCHASE_ORDERS_TEXT;

interface StatusActionsProps {
  order: PurchaseOrderDetail;
  /** Where focus goes after a change. */
  heading: RefObject<HTMLElement | null>;
  /** The transition that is the view's main action, if one is. */
  main: TransitionAction | null;
  /** Check In Delivery is offered: Mark As Received is the way to receive without a count. */
  receiveWithoutCount: boolean;
  /** The order waits for an approval (extension "approval", D244): Mark As Ordered waits too, saying why. */
  awaitingApproval?: boolean;
}

export function StatusActions({
  order,
  heading,
  main,
  receiveWithoutCount,
  awaitingApproval = false,
}: StatusActionsProps) {
  const { can } = usePermissions();
  const change = useChangeStatus();
  const toast = useToast();
  const [asking, setAsking] = useState<Transition | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const arrival = useArrivalWhenOrdering(order);
  const offered = transitionsFrom(order.status)
    .filter((transition) => can(transition.action))
    .sort((a, b) => Number(b.action === main) - Number(a.action === main));
  const whyNotId = useId();
  const withoutCountId = useId();
  const waiting = (transition: Transition) =>
    needsItems(transition.to) && (!hasUnits(order.items) || awaitingApproval);

  // The palette offers the buttons that would act on a press now: none while one runs or waits.
  useScreenActions(
    busy
      ? []
      : offered
          .filter((transition) => !waiting(transition))
          .map((transition) => ({
            id: transition.action,
            label: T.transitions[transition.action].label,
            run: () => choose(transition),
          })),
  );

  /** Makes the change; true once it went through. */
  async function run(transition: Transition): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await change({ id: order.id, updatedStatus: transition.to });
      toast.success(T.transitionDone[transition.action](order.id));
      heading.current?.focus();
      return true;
    } catch (error) {
      toast.error(T.statusFailed(errorMessage(error)));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  async function runThenDay(transition: Transition) {
    if (!(await run(transition)) || transition.to !== "ORDERED") return arrival.reset();
    try {
      await arrival.saveTyped();
    } catch (error) {
      toast.error(ARRIVAL_TEXT.saveFailed(errorMessage(error)));
    }
  }

  function choose(transition: Transition) {
    if (T.transitions[transition.action].confirm) setAsking(transition);
    else void run(transition);
  }

  return (
    <>
      {offered.map((transition) => {
        const note = waiting(transition)
          ? whyNotId
          : transition.action === "markReceived" && receiveWithoutCount
            ? withoutCountId
            : undefined;
        return (
          <Fragment key={transition.action}>
            <BusyButton
              className={transition.action === main ? "button primary" : "button"}
              busy={busy || waiting(transition)}
              aria-describedby={note}
              onClick={() => choose(transition)}
            >
              {T.transitions[transition.action].label}
            </BusyButton>
            {note === withoutCountId && (
              <p id={withoutCountId} className="order-action-note">
                {T.receiveWithoutCount}
              </p>
            )}
          </Fragment>
        );
      })}
      {offered.some(waiting) && (
        <p id={whyNotId} className="order-action-note">
          {hasUnits(order.items) ? APPROVAL_TEXT.waiting : T.needsItems}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        message={(asking && T.transitions[asking.action].confirm) ?? ""}
        onCancel={() => {
          setAsking(null);
          arrival.reset();
        }}
        onConfirm={() => {
          setAsking(null);
          if (asking) void runThenDay(asking);
        }}
      >
        {asking?.to === "ORDERED" ? arrival.field : null}
      </ConfirmDialog>
    </>
  );
}
