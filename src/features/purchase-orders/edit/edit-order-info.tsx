// Order Information (spec section 2): Shipping and Discount. The discount's tooltip says what it may
// be; a discount the grammar does not understand is kept as typed, marked, said to count as $0.00, and not sent.
import { useId, useState, type ReactNode } from "react";
import { Field } from "../../../ui/field.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { DiscountInput } from "./discount-input.tsx";
import { PanelSection } from "./edit-ship-to.tsx";
import { numberHint } from "./item-cell.tsx";

const T = PURCHASE_ORDER_EDIT_TEXT.orderInfo;

interface EditOrderInfoProps {
  shipping: string;
  discount: string;
  onShipping(text: string): void;
  onDiscount(text: string): void;
  /** Another user's shipping or discount to choose against (D219). */
  choices?: { shipping?: ReactNode; discount?: ReactNode };
}

export function EditOrderInfo({ shipping, discount, onShipping, onDiscount, choices }: EditOrderInfoProps) {
  const id = useId();
  const [tip, setTip] = useState(false);
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
      {choices?.shipping}
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
        <DiscountInput
          id={`${id}-discount`}
          value={discount}
          onChange={onDiscount}
          tip={tip}
          onTip={setTip}
        />
        {choices?.discount}
      </div>
    </PanelSection>
  );
}
