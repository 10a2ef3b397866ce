// Every product of the store, read page after page: what the "below N in stock" filter looks
// through (the contract's product list has no stock filter) and what Export CSV writes.
import useSWR from "swr";
import { fetchAllPages } from "../../../api/all-pages.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";
import { fetchProducts, type ProductRow } from "./products.ts";

/** Kept with the product pages, so a write that drops them (D31) drops this read too. */
export const allProductsKey = () => cacheKey("Products", { every: true });

export const fetchAllProducts = (progress?: (done: number, total: number) => void): Promise<ProductRow[]> =>
  fetchAllPages(fetchProducts, progress);

/** Every product, read only while `wanted`. */
export function useAllProducts(wanted: boolean) {
  return useSWR(wanted ? allProductsKey() : null, () => fetchAllProducts(), readOptions("Products"));
}
