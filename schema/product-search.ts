// The product search's match rule (spec section 5), applied to what the provider's "contains" search
// answered: an exact SKU or MPN narrows the list to what it names, anything else lists every
// product followed by its variations. Exact means equal after trimming, ignoring case, as the search
// itself ignores case.

/** What the rule reads of a variation. */
export interface SearchVariation {
  id: string;
  sku: string;
  mpn: string;
}

/** What the rule reads of a product. */
export interface SearchProduct<V extends SearchVariation = SearchVariation> extends SearchVariation {
  variations: readonly V[];
}

/** One choice offered: a product, or one of its variations (variation set). */
export interface SearchMatch<P extends SearchProduct> {
  product: P;
  variation: P["variations"][number] | null;
}

const same = (search: string) => (code: string) => code.trim().toLowerCase() === search;
const named = (search: string) => (item: SearchVariation) => [item.sku, item.mpn].some(same(search));

/** The choices for a search text over the products found for it, in the provider's order. */
export function matchProducts<P extends SearchProduct>(
  search: string,
  products: readonly P[],
): SearchMatch<P>[] {
  const wanted = search.trim().toLowerCase();
  if (wanted === "") return [];
  const exactProducts = products.filter(named(wanted));
  if (exactProducts.length > 0) return exactProducts.map((product) => ({ product, variation: null }));
  const only = products.length === 1 ? products[0]! : undefined;
  const exactVariations = only ? only.variations.filter(named(wanted)) : [];
  if (only && exactVariations.length > 0)
    return exactVariations.map((variation) => ({ product: only, variation }));
  return products.flatMap((product) => [
    { product, variation: null },
    ...product.variations.map((variation) => ({ product, variation })),
  ]);
}
