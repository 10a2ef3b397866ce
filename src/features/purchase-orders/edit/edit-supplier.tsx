// The supplier on the edit screen: the view's supplier row (shared/supplier-field.tsx), so a
// buyer choosing products can choose whom they are ordered from too. It saves at once, on its own call,
// like on the view; the lines' save status is not about it.
import { useId } from "react";
import { canSetSupplier } from "../../../../schema/status.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { usePermissions } from "../../../session/use-permissions.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { SupplierField } from "../shared/supplier-field.tsx";

export function EditSupplier({ order }: { order: PurchaseOrderDetail }) {
  const { can } = usePermissions();
  const labelId = useId();
  return (
    <section className="po-edit-section po-edit-supplier" aria-labelledby={labelId}>
      <h2 id={labelId}>{PURCHASE_ORDERS_TEXT.detail.supplier}</h2>
      <SupplierField
        order={order}
        editable={can("setSupplier") && canSetSupplier(order.status)}
        labelId={labelId}
      />
    </section>
  );
}
