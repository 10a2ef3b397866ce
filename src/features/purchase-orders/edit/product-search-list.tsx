// The product search's listbox popup. It stays in the page (hidden while closed) so the combobox's
// aria-controls always names it; a polite status line says how many products were found.
import { DOMAIN_TEXT } from "../../../domain/strings.ts";
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
}

interface ProductSearchListProps {
  /** The combobox's id prefix: the list is `${id}-list`, options `${id}-option-${index}`. */
  id: string;
  label: string;
  expanded: boolean;
  options: readonly SearchOption[];
  active: number;
  onPick(option: SearchOption): void;
}

export function ProductSearchList({ id, label, expanded, options, active, onPick }: ProductSearchListProps) {
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
              <span className="search-option-codes">{DOMAIN_TEXT.productCodes(option.sku, option.mpn)}</span>
            </li>
          ))}
      </ul>
      <p role="status" className="visually-hidden">
        {expanded ? (options.length ? T.count(options.length) : T.none) : ""}
      </p>
    </>
  );
}
