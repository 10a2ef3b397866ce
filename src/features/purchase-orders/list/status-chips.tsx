// The list's status filter (spec section 2): one toggle button per status, all pressed at first, and
// 'Clear Filter' to press them all again. The chosen statuses keep the table's order of statuses.
// "Overdue Only" (D230) shows the orders ORDERED more than N days ago instead; Clear Filter then ends it.
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from "../../../../schema/status.ts";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";
import { UI_TEXT } from "../../../ui/strings.ts";
import { DOMAIN_TEXT } from "../../../domain/strings.ts";

interface StatusChipsProps {
  value: readonly PurchaseOrderStatus[];
  onChange(next: PurchaseOrderStatus[]): void;
  /** Only orders ORDERED more than the store's days ago (D230): the statuses wait while it is on. */
  overdue: boolean;
  onOverdue(next: boolean): void;
}

export function StatusChips({ value, onChange, overdue, onOverdue }: StatusChipsProps) {
  const toggle = (status: PurchaseOrderStatus) =>
    onChange(PURCHASE_ORDER_STATUSES.filter((s) => (s === status) !== value.includes(s)));
  return (
    <div className="status-chips">
      {!overdue && (
        <div role="group" aria-label={UI_TEXT.status.filter} className="status-chip-group">
          {PURCHASE_ORDER_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={value.includes(status)}
              className={`status-toggle status-${status.toLowerCase()}`}
              onClick={() => toggle(status)}
            >
              {status}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        className="button overdue-toggle"
        aria-pressed={overdue}
        onClick={() => onOverdue(!overdue)}
      >
        {DOMAIN_TEXT.overdue.filter}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => (overdue ? onOverdue(false) : onChange([...PURCHASE_ORDER_STATUSES]))}
      >
        {PURCHASE_ORDERS_TEXT.clearFilter}
      </button>
    </div>
  );
}
