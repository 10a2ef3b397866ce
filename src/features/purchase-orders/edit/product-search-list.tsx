// The product search's listbox popup. It stays in the page (hidden while closed) so the combobox's
// aria-controls always names it; a polite status line says how many products were found. While the
// search waits (spec section 4: 1 s after the last keystroke) or its answer is on the way, the popup's
// place says "Searching…". Each option shows its cost and stock (not tracked: no stock).
import { DOMAIN_TEXT } from "../../../domain/strings.ts";
import { formatMoney } from "../../../lib/format.ts";
import { PURCHASE_ORDER_EDIT_TEXT } from "../shared/strings.ts";

const T = PURCHASE_ORDER_EDIT_TEXT.search;

/** One choice of the search: a product, or one of its variations. */
export interface SearchOption {
  key: string;
  productId: string;
  variationId: string | null;
  name: string;
  sku: string;
  mpn: string;
  /** The product's or variation's cost, in dollars. */
  cost: number;
  /** Units in stock; null for a product whose inventory is not tracked. */
  stock: number | null;
}

interface ProductSearchListProps {
  /** The combobox's id prefix: the list is `${id}-list`, options `${id}-option-${index}`. */
  id: string;
  label: string;
  expanded: boolean;
  options: readonly SearchOption[];
  active: number;
  /** The text typed has not been searched for yet. */
  pending: boolean;
  onPick(option: SearchOption): void;
}

export function ProductSearchList(props: ProductSearchListProps) {
  const { id, label, expanded, options, active, pending, onPick } = props;
  return (
    <>
      <ul id={`${id}-list`} role="listbox" aria-label={label} className="search-listbox" hidden={!expanded}>
        {expanded && options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="search-none">
            {T.none}
          </li>
        )}
        {expanded &&
          options.map((option, index) => (
            <li
              key={option.key}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={option.variationId ? "search-option variation" : "search-option"}
              // Keeps focus in the box, so picking with the pointer does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(option)}
            >
              <span className="search-option-name">{option.name}</span>{" "}
              <span className="search-option-codes">{DOMAIN_TEXT.productCodes(option.sku, option.mpn)}</span>{" "}
              <span className="search-option-facts">{T.facts(formatMoney(option.cost), option.stock)}</span>
            </li>
          ))}
      </ul>
      {pending && (
        <p className="search-pending" aria-hidden="true">
          {T.searching}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {pending ? T.searching : expanded ? (options.length ? T.count(options.length) : T.none) : ""}
      </p>
    </>
  );
}
