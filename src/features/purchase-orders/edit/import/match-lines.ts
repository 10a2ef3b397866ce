// What each imported row stands for (D226): the product search's answer for its code, narrowed by
// spec section 5's match rule; a row is matched only when exactly one choice has the code as its SKU
// or MPN, so a code that merely appears inside other codes is never a guess.
import { matchProducts } from "../../../../../schema/product-search.ts";
import type { FoundProduct } from "../../../../domain/api/product-search.ts";

/** The product or variation a row adds, with what a line shows of it. */
export interface ImportItem {
  productId: string;
  variationId: string | null;
  name: string;
  sku: string;
  mpn: string;
}

export type RowResult =
  | { kind: "matched"; item: ImportItem }
  | { kind: "none" }
  | { kind: "several"; names: string[] }
  /** The search for the code failed: said, and the row is not added. */
  | { kind: "failed"; reason: string };

/** The result for `code` over the products the search found for it. */
export function matchCode(code: string, products: readonly FoundProduct[]): RowResult {
  const wanted = code.trim().toLowerCase();
  const exact = matchProducts(code, products)
    .map(({ product, variation }) => ({ product, shown: variation ?? product, variation }))
    .filter(({ shown }) => [shown.sku, shown.mpn].some((c) => c.trim().toLowerCase() === wanted));
  if (exact.length === 0) return { kind: "none" };
  if (exact.length > 1) return { kind: "several", names: exact.map(({ shown }) => shown.name) };
  const { product, variation, shown } = exact[0]!;
  return {
    kind: "matched",
    item: {
      productId: product.id,
      variationId: variation?.id ?? null,
      name: shown.name,
      sku: shown.sku,
      mpn: shown.mpn,
    },
  };
}

/** Runs `work` over `inputs` with at most `width` at once. */
export async function inPool<I>(inputs: readonly I[], width: number, work: (input: I) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) await work(inputs[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, inputs.length) }, worker));
}
