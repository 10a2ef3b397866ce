// The disclosure button of a product with variations: it says how many there are and whose,
// and aria-expanded tells whether their rows show under the product.
import { PRODUCTS_TEXT } from "../strings.ts";
import type { ProductRow } from "../api/products.ts";

const T = PRODUCTS_TEXT;

interface VariationsToggleProps {
  product: ProductRow;
  open: boolean;
  onToggle(): void;
}

export function VariationsToggle({ product, open, onToggle }: VariationsToggleProps) {
  return (
    <button type="button" className="variations-toggle" aria-expanded={open} onClick={onToggle}>
      <span className="variations-toggle-mark" aria-hidden="true" />
      {T.variations(product.variations.length)}
      <span className="visually-hidden"> {T.of(product.name)}</span>
    </button>
  );
}
