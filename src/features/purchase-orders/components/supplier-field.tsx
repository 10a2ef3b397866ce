// The order view's supplier row (spec section 2): the supplier's name or 'None set.'; for a user who may
// set it (D6) and an order not CLOSED (D4) the name is a button that turns into a dropdown, 'None set.'
// first and then every supplier. Choosing saves at once; Escape or leaving the dropdown keeps the
// supplier. Focus comes back to the button either way.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { errorMessage } from "../../../api/api-error.ts";
import { focusOnMount } from "../../../lib/focus-on-mount.ts";
import { TEXT } from "../../../ui/strings.ts";
import { useToast } from "../../../ui/toasts.tsx";
import type { PurchaseOrderDetail } from "../api/purchase-order.ts";
import { useSetSupplier } from "../api/set-supplier.ts";
import { useSupplierOptions } from "../api/supplier-options.ts";

const T = TEXT.purchaseOrders;

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

  function close() {
    refocus.current = true;
    setEditing(false);
  }

  async function choose(vendorId: string) {
    close();
    setSaving(true);
    try {
      await save({ id: order.id, vendorId: vendorId || null });
    } catch (error) {
      toast.error(T.detail.supplierFailed(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  }

  if (!editing)
    return (
      <button
        ref={button}
        type="button"
        className="link-button"
        // Not disabled while saving: a disabled button would drop the focus just handed back to it.
        aria-disabled={saving || undefined}
        onClick={() => saving || setEditing(true)}
      >
        {name}
        <span className="visually-hidden"> {T.detail.changeSupplier}</span>
      </button>
    );

  // Until the list arrives the current supplier is the only one offered, so the value stays valid.
  const suppliers = options.data ?? (order.vendor ? [order.vendor] : []);
  return (
    <select
      ref={focusOnMount}
      aria-labelledby={labelId}
      aria-busy={options.isLoading || undefined}
      value={order.vendor?.id ?? ""}
      onChange={(event) => void choose(event.target.value)}
      onBlur={() => setEditing(false)}
      onKeyDown={onKeyDown}
    >
      <option value="">{T.noSupplier}</option>
      {suppliers.map((supplier) => (
        <option key={supplier.id} value={supplier.id}>
          {supplier.name}
        </option>
      ))}
    </select>
  );
}
