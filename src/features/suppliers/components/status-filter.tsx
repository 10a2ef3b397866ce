// A multi-select over the four purchase-order statuses as a group of checkboxes (spec section 2:
// all selected by default). The chosen statuses keep the table's order of statuses.
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "../../../../schema/status.ts";
import { UI_TEXT } from "../../../ui/strings.ts";

interface StatusFilterProps {
  value: readonly PurchaseOrderStatus[];
  onChange(next: PurchaseOrderStatus[]): void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const toggle = (status: PurchaseOrderStatus, on: boolean) =>
    onChange(PURCHASE_ORDER_STATUSES.filter((s) => (s === status ? on : value.includes(s))));
  return (
    <fieldset className="status-filter">
      <legend>{UI_TEXT.status.filter}</legend>
      {PURCHASE_ORDER_STATUSES.map((status) => (
        <label key={status} className={`status-chip status-${status.toLowerCase()}`}>
          <input
            type="checkbox"
            checked={value.includes(status)}
            onChange={(event) => toggle(status, event.target.checked)}
          />
          {status}
        </label>
      ))}
    </fieldset>
  );
}
