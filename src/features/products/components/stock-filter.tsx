// "Tracked items below N in stock": N is a whole number of 1 or more; Show lists the
// tracked products and variations under it, Show All Products goes back to the paged list. It sits in
// the list shell's toolbar, which stays mounted across the switch.
import { useId, useRef, useState, type FormEvent } from "react";
import { parseQuantity } from "../../../../schema/money.ts";
import { PRODUCTS_TEXT } from "../strings.ts";

const T = PRODUCTS_TEXT.filter;

interface StockFilterProps {
  below: number | null;
  onChange(below: number | null): void;
}

export function StockFilter({ below, onChange }: StockFilterProps) {
  const id = useId();
  const [text, setText] = useState(below === null ? "" : String(below));
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The level comes from the URL (use-below-filter.ts): Back or a link changes it under the box. Set
  // while rendering the new level, as React adjusts state to a changed prop.
  const [shown, setShown] = useState(below);
  if (shown !== below) {
    setShown(below);
    setText(below === null ? "" : String(below));
    setInvalid(false);
  }
  function apply(event: FormEvent) {
    event.preventDefault();
    const value = parseQuantity(text);
    setInvalid(value === null || value < 1);
    if (value !== null && value >= 1) onChange(value);
  }
  return (
    <form className="stock-filter" onSubmit={apply} noValidate>
      <label htmlFor={id}>{T.label}</label>
      <input
        ref={input}
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-suffix${invalid ? ` ${id}-error` : ""}`}
      />
      <span id={`${id}-suffix`}>{T.suffix}</span>
      <button type="submit" className="button">
        {T.apply}
      </button>
      {below !== null && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setText("");
            setInvalid(false);
            onChange(null);
            // The button goes with the filter: focus stays in the filter, on its number (D104).
            input.current?.focus();
          }}
        >
          {T.clear}
        </button>
      )}
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {T.invalid}
        </p>
      )}
    </form>
  );
}
