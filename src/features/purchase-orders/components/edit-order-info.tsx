// Order Information (spec section 2): Shipping and Discount. The discount's tooltip says what it may
// be; a discount D8 does not understand is kept as typed, marked, said to count as $0.00, and not sent.
import { PURCHASE_ORDER_LIMITS } from "../../../../schema/purchase-order-limits.ts";
import { useId, useState } from "react";
import { isDiscountUnderstood } from "../../../../schema/discount.ts";
import { Field } from "../../../ui/field.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../strings.ts";
import { PanelSection } from "./edit-ship-to.tsx";
import { numberHint } from "./item-cell.tsx";

const T = PURCHASE_ORDER_EDIT_TEXT.orderInfo;

/** The provider's limit on a discount's length. */
const MAX_DISCOUNT = PURCHASE_ORDER_LIMITS.maxDiscount;

interface EditOrderInfoProps {
  shipping: string;
  discount: string;
  onShipping(text: string): void;
  onDiscount(text: string): void;
}

export function EditOrderInfo({ shipping, discount, onShipping, onDiscount }: EditOrderInfoProps) {
  const id = useId();
  const [tip, setTip] = useState(false);
  const understood = isDiscountUnderstood(discount);
  return (
    <PanelSection title={T.title}>
      <Field
        label={T.shipping}
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        value={shipping}
        onChange={(event) => onShipping(event.target.value)}
        error={numberHint("money", shipping)}
      />
      <div className="field discount-field">
        <label htmlFor={`${id}-discount`}>
          {T.discount}{" "}
          <span
            className="tooltip-icon"
            aria-hidden="true"
            onMouseEnter={() => setTip(true)}
            onMouseLeave={() => setTip(false)}
          >
            ?
          </span>
        </label>
        <span role="tooltip" id={`${id}-tip`} className="tooltip" hidden={!tip}>
          {T.discountTip}
        </span>
        <input
          id={`${id}-discount`}
          type="text"
          maxLength={MAX_DISCOUNT}
          value={discount}
          onChange={(event) => onDiscount(event.target.value)}
          onFocus={() => setTip(true)}
          onBlur={() => setTip(false)}
          onKeyDown={(event) => event.key === "Escape" && setTip(false)}
          aria-invalid={understood ? undefined : true}
          aria-describedby={understood ? `${id}-tip` : `${id}-tip ${id}-hint`}
        />
        {!understood && (
          <p id={`${id}-hint`} className="field-error">
            {T.discountNotUnderstood}
          </p>
        )}
      </div>
    </PanelSection>
  );
}
