// The order view's right panel (spec section 2): number and status, then what the user may do next
// (right under the title, so the main action is in the first screenful at every width), then
// supplier, dates and money.
import { useId, useRef } from "react";
import { canSetSupplier } from "../../../../schema/status.ts";
import { formatDate } from "../../../lib/format.ts";
import { StatusBadge } from "../../../domain/components/status-badge.tsx";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { OrderActions } from "./order-actions.tsx";
import { StatusChanged } from "./status-changed.tsx";
import { OverdueNote } from "./overdue-note.tsx";
import { OrderTotals } from "../shared/order-totals.tsx";
import { SupplierField } from "../shared/supplier-field.tsx";
import { usePermissions } from "../../../session/use-permissions.ts";

const T = PURCHASE_ORDERS_TEXT.detail;

export function OrderPanel({ order }: { order: PurchaseOrderDetail }) {
  const { can } = usePermissions();
  const titleId = useId();
  const supplierId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section className="order-panel" aria-labelledby={titleId}>
      <div className="order-panel-title">
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {T.title(order.id)}
        </h1>
        {/* Announced when a status change lands; another user's is said in words (D219). */}
        <div aria-live="polite">
          <StatusBadge status={order.status} large />
          <StatusChanged order={order} />
        </div>
      </div>
      <OverdueNote order={order} />
      <OrderActions order={order} heading={heading} />
      <dl className="order-facts">
        <div>
          <dt id={supplierId}>{T.supplier}</dt>
          <dd>
            <SupplierField
              order={order}
              editable={can("setSupplier") && canSetSupplier(order.status)}
              labelId={supplierId}
            />
          </dd>
        </div>
        <div>
          <dt>{T.createdOn}</dt>
          <dd>{formatDate(order.dateCreated)}</dd>
        </div>
        <div>
          <dt>{T.modifiedOn}</dt>
          <dd>{formatDate(order.dateModified)}</dd>
        </div>
      </dl>
      <OrderTotals order={order} />
    </section>
  );
}
