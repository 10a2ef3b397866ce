// The discount entry, for the order (Order Information) and for each line (the items table): what a discount may be shows as a tooltip while the entry has focus, and text the grammar does
// not understand is kept as typed, marked, and said to count as $0.00 (edit/state.ts does not send it).
import { useId, useState, type ReactNode } from "react";
import { isDiscountUnderstood } from "../../../../schema/discount.ts";
import { PURCHASE_ORDER_LIMITS } from "../../../../schema/purchase-order-limits.ts";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";

const T = PURCHASE_ORDER_EDIT_TEXT.orderInfo;

interface DiscountInputProps {
  /** The input's id; its tooltip and hint take theirs from it. */
  id: string;
  /** The accessible name, when no visible label points at the input. */
  label?: string;
  value: string;
  onChange(text: string): void;
  /** Whether the tooltip shows: the order's field also shows it while its "?" is hovered. */
  tip: boolean;
  onTip(shown: boolean): void;
}

export function DiscountInput({ id, label, value, onChange, tip, onTip }: DiscountInputProps) {
  const understood = isDiscountUnderstood(value);
  return (
    <>
      <span role="tooltip" id={`${id}-tip`} className="tooltip" hidden={!tip}>
        {T.discountTip}
      </span>
      <input
        id={id}
        type="text"
        maxLength={PURCHASE_ORDER_LIMITS.maxDiscount}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => onTip(true)}
        onBlur={() => onTip(false)}
        onKeyDown={(event) => event.key === "Escape" && onTip(false)}
        aria-invalid={understood ? undefined : true}
        aria-describedby={understood ? `${id}-tip` : `${id}-tip ${id}-hint`}
      />
      {!understood && (
        <p id={`${id}-hint`} className="field-error">
          {T.discountNotUnderstood}
        </p>
      )}
    </>
  );
}

/** A line's discount in the items table, named by its row ("Discount of Blue Mug"). */
export function DiscountCell({
  label,
  value,
  onChange,
  choice,
}: Pick<DiscountInputProps, "label" | "value" | "onChange"> & { choice?: ReactNode }) {
  const id = useId();
  const [tip, setTip] = useState(false);
  return (
    <div className="item-cell discount-cell">
      <DiscountInput id={id} label={label} value={value} onChange={onChange} tip={tip} onTip={setTip} />
      {choice}
    </div>
  );
}
