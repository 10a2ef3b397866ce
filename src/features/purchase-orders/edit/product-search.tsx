// Product search, quantity and Add Item (spec sections 2 and 5). The search box is a WAI-ARIA 1.2
// combobox with a listbox popup (list autocomplete, no automatic selection): the provider is asked 1 s
// after the last keystroke, the match rule decides the options, arrows move through them, Enter picks
// one, Escape closes the list (or, closed, clears the box). 'No products found' is shown but cannot be
// picked, and Add Item needs a picked product.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { parseQuantity } from "../../../../schema/money.ts";
import { matchProducts, type SearchMatch } from "../../../../schema/product-search.ts";
import { errorMessage } from "../../../api/api-error.ts";
import { Field } from "../../../ui/field.tsx";
import { FormError } from "../../../ui/form-error.tsx";
import { useScreenActions } from "../../../ui/screen-actions.ts";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";
import { useProductSearch, type FoundProduct } from "../../../domain/api/product-search.ts";
import { useEditDelays } from "./edit-context.tsx";
import { numberHint } from "./item-cell.tsx";
import { ProductSearchList, type SearchOption } from "./product-search-list.tsx";

const T = PURCHASE_ORDER_EDIT_TEXT;

const toOption = ({ product, variation }: SearchMatch<FoundProduct>): SearchOption => {
  const shown = variation ?? product;
  return {
    key: variation ? `variation-${variation.id}` : `product-${product.id}`,
    productId: product.id,
    variationId: variation?.id ?? null,
    name: shown.name,
    sku: shown.sku,
    mpn: shown.mpn,
    cost: shown.cost,
    stock: product.isInventoryTracking ? shown.inventoryLevel : null,
  };
};

/** Spec section 9: an added item's quantity when the box is left empty. */
const DEFAULT_QUANTITY = 1;

/** What became of an Add Item, when the screen has something to say: `refused` left the form as it was. */
export interface AddNote {
  refused: boolean;
  text: string;
}

export function ProductSearch({ onAdd }: { onAdd(option: SearchOption, quantity: number): AddNote | null }) {
  const id = useId();
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const [picked, setPicked] = useState<SearchOption | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [quantity, setQuantity] = useState(String(DEFAULT_QUANTITY));
  const [note, setNote] = useState<AddNote | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const delays = useEditDelays();

  useEffect(() => {
    if (picked) return;
    const timer = setTimeout(() => setTerm(text.trim()), delays.search);
    return () => clearTimeout(timer);
  }, [text, picked, delays]);

  const { data, error } = useProductSearch(term);
  const options = useMemo(() => (data ? matchProducts(term, data).map(toOption) : []), [data, term]);
  // Results for an older text are not offered: the list waits for the search of what is in the box.
  const expanded = open && !picked && term !== "" && term === text.trim() && data !== undefined;
  const current = expanded && active < options.length ? active : -1;
  // Typed but not answered yet: the 1 s wait, then the call, shown as it happens.
  const pending =
    open && !picked && text.trim() !== "" && !error && (term !== text.trim() || data === undefined);
  // A new line holds at least one (D1; the provider refuses 0); a stored line may go down to 0.
  const quantityHint =
    quantity.trim() === ""
      ? undefined
      : (numberHint("quantity", quantity) ??
        (parseQuantity(quantity) === 0 ? T.search.atLeastOne : undefined));

  function type(value: string) {
    setNote(null);
    setText(value);
    setPicked(null);
    setOpen(true);
    setActive(-1);
  }

  function pick(option: SearchOption) {
    setPicked(option);
    setText(option.name);
    setOpen(false);
    setActive(-1);
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!expanded || count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(current === -1 ? (step === 1 ? 0 : count - 1) : (current + step + count) % count);
    } else if (event.key === "Enter" && current >= 0) {
      event.preventDefault();
      pick(options[current]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) setOpen(false);
      else type("");
    }
  }

  const canAdd = Boolean(picked) && !quantityHint;
  // Offered to the palette only while Add Item can be pressed.
  useScreenActions(canAdd ? [{ id: "add-item", label: T.add, run: () => addPicked() }] : []);

  function add(event: FormEvent) {
    event.preventDefault();
    addPicked();
  }

  function addPicked() {
    if (!picked || quantityHint) return;
    const said = onAdd(picked, quantity.trim() === "" ? DEFAULT_QUANTITY : parseQuantity(quantity)!);
    if (said?.refused) {
      setNote(said);
      return;
    }
    type("");
    setNote(said);
    setTerm("");
    setOpen(false);
    setQuantity(String(DEFAULT_QUANTITY));
    // Back to the search for the next product: Add Item is disabled now and would drop focus to the page.
    box.current?.focus();
  }

  return (
    <>
      <form className="product-search" onSubmit={add} aria-label={T.add}>
        <div className="field product-search-box">
          <label htmlFor={`${id}-input`}>{T.search.label}</label>
          <input
            ref={box}
            id={`${id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            placeholder={T.search.placeholder}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-list`}
            aria-activedescendant={current >= 0 ? `${id}-option-${current}` : undefined}
            value={text}
            onChange={(event) => type(event.target.value)}
            onKeyDown={keyDown}
            onBlur={() => setOpen(false)}
          />
          <ProductSearchList
            id={id}
            label={T.search.label}
            expanded={expanded}
            options={options}
            active={current}
            pending={pending}
            onPick={pick}
          />
          {error && term === text.trim() && (
            <p className="field-error">{T.search.failed(errorMessage(error))}</p>
          )}
        </div>
        <Field
          label={T.quantity}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className="product-search-quantity"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          error={quantityHint}
        />
        {/* Outlined: Save Products is the screen's one solid button. */}
        <button type="submit" className="button" disabled={!canAdd}>
          {T.add}
        </button>
      </form>
      <FormError>{note?.refused ? note.text : null}</FormError>
      {/* Always in the page, so a screen reader hears the line it is given. */}
      <p role="status" className="add-note">
        {note && !note.refused ? note.text : null}
      </p>
    </>
  );
}
