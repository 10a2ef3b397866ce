// Mark As Ordered's optional expected day (extension "arrival", D234, D250): where the provider has the
// extension and the user may edit orders, the confirmation (its question the spec's words, unchanged)
// shows the browser's date field under it, holding the order's day if it has one. Confirm marks the order
// ORDERED first; a day changed in the field is then saved (allowed while ORDERED), so a refused
// transition sets no day. A day that is not saved says so, the order stays ORDERED.
import { useState } from "react";
import { useExtensions } from "../../../../api/extensions.ts";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { usePermissions } from "../../../../session/use-permissions.ts";
import { useExpectedArrival, useSetExpectedArrival } from "./api/expected-arrival.ts";
import { ARRIVAL_TEXT } from "./strings.ts";

export function useArrivalWhenOrdering(order: PurchaseOrderDetail) {
  const { can } = usePermissions();
  const on = useExtensions().has("arrival") && can("editPurchaseOrder") && order.status === "OPEN";
  const current = useExpectedArrival(on ? order.id : null, order.dateModified).data ?? null;
  const save = useSetExpectedArrival();
  // null: untouched, the order's own day shows; "": cleared.
  const [typed, setTyped] = useState<string | null>(null);
  const field = on && (
    <label className="field arrival-when-ordering">
      <span>{ARRIVAL_TEXT.whenOrdering}</span>
      <input type="date" value={typed ?? current ?? ""} onChange={(event) => setTyped(event.target.value)} />
    </label>
  );
  return {
    field,
    /** Forgets what was typed (the dialog was cancelled). */
    reset: () => setTyped(null),
    /** Saves the typed day if it differs from the order's; rejects with the provider's refusal. */
    async saveTyped() {
      const day = typed === null ? current : typed || null;
      setTyped(null);
      if (on && day !== current) await save(order.id, day);
    },
  };
}
