// An order's supplier row, on its view (spec section 2) and its edit screen: the supplier's
// name or 'None set.'; for a user who may set it and an order not CLOSED the name is a button
// that turns into a dropdown, 'None set.' first and then every supplier. A pick from the open list saves
// at once, a choice made with the keys on the closed dropdown on Enter or on leaving it; Escape keeps the
// supplier. Focus comes back to the button, unless the user moved on. When the suppliers cannot be read, the row says why with Try Again.
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { focusOnMount } from "../../../lib/focus-on-mount.ts";
import { BusyButton } from "../../../ui/busy-button.tsx";
import { RetryNotice } from "../../../ui/unavailable.tsx";
import { PURCHASE_ORDERS_TEXT } from "./strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import { useKeyedSelect } from "../../../ui/use-keyed-select.ts";
import type { PurchaseOrderDetail } from "../../../domain/api/purchase-order.ts";
import { useSetSupplier } from "./api/set-supplier.ts";
import { useSupplierOptions, type SupplierOption } from "../../../domain/api/supplier-options.ts";

const T = PURCHASE_ORDERS_TEXT;

interface SupplierFieldProps {
  order: PurchaseOrderDetail;
  editable: boolean;
  /** The id of the row's label, which names the dropdown. */
  labelId: string;
}

export function SupplierField({ order, editable, labelId }: SupplierFieldProps) {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const options = useSupplierOptions(editing);
  const save = useSetSupplier();
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const name = order.vendor?.name ?? T.noSupplier;

  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  if (!editable) return <>{name}</>;

  async function done(vendorId: string | null, focusButton: boolean) {
    refocus.current = focusButton;
    setEditing(false);
    if (vendorId === null) return;
    setSaving(true);
    try {
      await save({ id: order.id, vendorId: vendorId || null });
    } catch (error) {
      toast.error(T.detail.supplierFailed(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  if (!editing)
    return (
      // Waiting while saving keeps the focus just handed back to it.
      <BusyButton ref={button} className="link-button" busy={saving} onClick={() => setEditing(true)}>
        {name}
        <span className="visually-hidden"> {T.detail.changeSupplier}</span>
      </BusyButton>
    );

  // The list could not be read: say why and offer Try Again, never a dropdown short of suppliers.
  if (options.error && !options.data)
    return (
      <RetryNotice
        message={T.detail.suppliersFailed(errorMessage(options.error))}
        busy={options.isValidating}
        onRetry={() => void options.mutate()}
      />
    );
  // Until the list arrives the current supplier is the only one offered, so the value stays valid.
  const suppliers = options.data ?? (order.vendor ? [order.vendor] : []);
  return (
    <SupplierSelect
      current={order.vendor?.id ?? ""}
      suppliers={suppliers}
      loading={options.isLoading}
      labelId={labelId}
      onDone={done}
    />
  );
}

interface SupplierSelectProps {
  /** The order's supplier id, "" for none. */
  current: string;
  suppliers: readonly SupplierOption[];
  loading: boolean;
  labelId: string;
  /** The dropdown is finished with: `vendorId` to save ("" for none) or null; focus back to the row or not. */
  onDone(vendorId: string | null, focusButton: boolean): void;
}

/** The dropdown itself, mounted afresh each time the row opens; keys choose without saving (useKeyedSelect). */
function SupplierSelect({ current, suppliers, loading, labelId, onDone }: SupplierSelectProps) {
  // Some browsers fire blur as the focused select is removed: what is done must not be done twice.
  const finished = useRef(false);
  function finish(vendorId: string | null, focusButton: boolean) {
    if (finished.current) return;
    finished.current = true;
    onDone(vendorId !== null && vendorId !== current ? vendorId : null, focusButton);
  }
  const select = useKeyedSelect({
    value: current,
    onCommit: (choice, left) => finish(choice, !left),
    onCancel: () => finish(null, true),
  });

  return (
    <select ref={focusOnMount} aria-labelledby={labelId} aria-busy={loading || undefined} {...select}>
      <option value="">{T.noSupplier}</option>
      {suppliers.map((supplier) => (
        <option key={supplier.id} value={supplier.id}>
          {supplier.name}
        </option>
      ))}
    </select>
  );
}
