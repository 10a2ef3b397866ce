// The order view's actions (spec sections 2 and 4): the main one first and solid
// (main-action.ts), then the quieter ones as outlined buttons. Buttons the user's permissions do
// not allow are not shown. Check In Delivery is for a receiver while the order is ORDERED,
// Duplicate for whoever may create orders, in any status. Where the provider has extension "approval"
// (D244) its part comes first: Needs Approval, Approve, who approved; Mark As Ordered waits for it.
import type { ReactNode, RefObject } from "react";
import { canEditItems, transitionsFrom, type TransitionAction } from "../../../../schema/status.ts";
import { useExtensions } from "../../../api/extensions.ts";
import { PATHS, ROUTES } from "../../../config/routes.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { ActionLink } from "../../../ui/action-link.tsx";
import { CHECK_IN_TEXT, PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { ApprovalSlot } from "./approval/slot.tsx";
import { useOrderApproval } from "./approval/state.ts";
import { DuplicateOrderButton } from "./duplicate-order-button.tsx";
import { mainActionOf, type PanelActionId } from "./main-action.ts";
import { PdfActions } from "./pdf-actions.tsx";
import { StatusActions } from "./status-actions.tsx";

const T = PURCHASE_ORDERS_TEXT.detail;

/** The class of an action's button: solid for the main one. */
const actionClass = (main: boolean) => (main ? "button primary" : "button");

interface OrderActionsProps {
  order: PurchaseOrderDetail;
  /** Where focus goes after a status change. */
  heading: RefObject<HTMLElement | null>;
}

export function OrderActions({ order, heading }: OrderActionsProps) {
  const { can, mayOpen } = usePermissions();
  const transitions = transitionsFrom(order.status)
    .map((transition) => transition.action)
    .filter((action) => can(action));
  const checkIn = order.status === "ORDERED" && can("markReceived") && mayOpen(ROUTES.checkInPurchaseOrder);
  const send = order.vendor !== null && can("sendPurchaseOrderPdf");
  const edit = can("editPurchaseOrder") && canEditItems(order.status);
  const duplicate = can("createPurchaseOrder");
  const approvalOn = useExtensions().has("approval");
  const approval = useOrderApproval(order);
  const awaiting = approval?.needsApproval === true;
  const approve = approval?.viewerCanApprove === true;
  const offered = new Set<PanelActionId>([
    ...transitions,
    "generatePdf",
    ...(checkIn ? (["checkIn"] as const) : []),
    ...(send ? (["sendPdf"] as const) : []),
    ...(edit ? (["editProducts"] as const) : []),
    ...(duplicate ? (["duplicate"] as const) : []),
    ...(approve ? (["approve"] as const) : []),
  ]);
  // An order waiting for approval cannot be marked ordered yet: that is not the step forward.
  if (awaiting) offered.delete("markOrdered");
  const main = mainActionOf(order.status, offered);
  const mainTransition = (transitions as PanelActionId[]).includes(main!) ? (main as TransitionAction) : null;

  // Each piece with the actions it holds; the one holding the main action goes first.
  const pieces: { holds: PanelActionId[]; node: ReactNode }[] = [
    {
      holds: approve ? ["approve"] : [],
      node: approvalOn && <ApprovalSlot key="approval" order={order} main={main === "approve"} />,
    },
    {
      holds: transitions,
      node: (
        <StatusActions
          key="status"
          order={order}
          heading={heading}
          main={mainTransition}
          receiveWithoutCount={checkIn}
          awaitingApproval={awaiting}
        />
      ),
    },
    {
      holds: checkIn ? ["checkIn"] : [],
      node: checkIn && (
        <ActionLink
          key="check-in"
          href={PATHS.checkInPurchaseOrder(order.id)}
          className={actionClass(main === "checkIn")}
        >
          {CHECK_IN_TEXT.open}
        </ActionLink>
      ),
    },
    { holds: ["sendPdf"], node: <PdfActions key="pdf" order={order} sendIsMain={main === "sendPdf"} /> },
    {
      holds: edit ? ["editProducts"] : [],
      node: edit && (
        <ActionLink
          key="edit"
          href={PATHS.modifyPurchaseOrder(order.id)}
          className={actionClass(main === "editProducts")}
        >
          {T.editProducts}
        </ActionLink>
      ),
    },
    { holds: [], node: duplicate && <DuplicateOrderButton key="duplicate" order={order} /> },
  ];
  // The approval's part (first of all, D244: "Needs Approval" is read before what to do about it) stays first.
  const first = pieces.findIndex((piece) => main !== null && piece.holds.includes(main));
  const ordered =
    first > 1 ? [pieces[0]!, pieces[first]!, ...pieces.filter((_, i) => i !== 0 && i !== first)] : pieces;
  return <div className="order-actions">{ordered.map((piece) => piece.node)}</div>;
}
