// Ship To Information (spec section 2): Address, City, State, Zip Code, and Reset, which puts back the
// active store's shipping address. Address 2 is not on this form; it is kept as stored.
import { PURCHASE_ORDER_LIMITS } from "../../../../schema/purchase-order-limits.ts";
import { useId, type ReactNode } from "react";
import { Field } from "../../../ui/field.tsx";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import type { ShipToInput } from "../shared/api/update-purchase-order.ts";

const T = PURCHASE_ORDER_EDIT_TEXT.shipTo;

/** Provider limit on each address line. */
const MAX_LINE = PURCHASE_ORDER_LIMITS.maxAddressLine;

const FIELDS: [keyof ShipToInput, string, string][] = [
  ["address1", T.address, "address-line1"],
  ["city", T.city, "address-level2"],
  ["state", T.state, "address-level1"],
  ["zipCode", T.zipCode, "postal-code"],
];

/** The five lines of an address, from an order's ship-to, a store's address or nothing. */
export const shipToOf = (address: ShipToInput | null | undefined): ShipToInput => ({
  address1: address?.address1 ?? "",
  address2: address?.address2 ?? "",
  city: address?.city ?? "",
  state: address?.state ?? "",
  zipCode: address?.zipCode ?? "",
});

interface EditShipToProps {
  value: ShipToInput;
  onChange(address: ShipToInput): void;
  /** The active store's shipping address; Reset is disabled without one. */
  storeAddress: ShipToInput | null;
  /** Another user's address to choose against (D219). */
  choice?: ReactNode;
}

export function EditShipTo({ value, onChange, storeAddress, choice }: EditShipToProps) {
  return (
    <PanelSection title={T.title}>
      {FIELDS.map(([field, label, autoComplete]) => (
        <Field
          key={field}
          label={label}
          autoComplete={`shipping ${autoComplete}`}
          maxLength={MAX_LINE}
          value={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
        />
      ))}
      <button
        type="button"
        className="button"
        disabled={!storeAddress}
        onClick={() => storeAddress && onChange(storeAddress)}
      >
        {T.reset}
      </button>
      {choice}
    </PanelSection>
  );
}

/** One titled block of the side panel. */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="po-edit-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
