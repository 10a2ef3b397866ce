// The order view's actions beyond the spec (issue 16): Check In Delivery for a receiver while the order
// is ORDERED (D64), Duplicate for whoever may create orders (D67), in any status.
import { PATHS, ROUTES } from "../../../config/routes.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { CHECK_IN_TEXT } from "../shared/strings.ts";
import { DuplicateOrderButton } from "./duplicate-order-button.tsx";
import { ActionLink } from "../../../ui/action-link.tsx";

export function OrderMoreActions({ order }: { order: PurchaseOrderDetail }) {
  const { can, mayOpen } = usePermissions();
  return (
    <>
      {order.status === "ORDERED" && can("markReceived") && mayOpen(ROUTES.checkInPurchaseOrder) && (
        <ActionLink href={PATHS.checkInPurchaseOrder(order.id)} className="button">
          {CHECK_IN_TEXT.open}
        </ActionLink>
      )}
      {can("createPurchaseOrder") && <DuplicateOrderButton order={order} />}
    </>
  );
}
