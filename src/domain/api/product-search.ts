// The edit screen's product search (spec section 7): at most five products whose name, SKU, MPN
// or a variation's SKU or MPN contains the text. The match rule (schema/product-search.ts) then
// decides which of them are offered. Each with its cost and stock, which the edit screen's
// options show.
import useSWR from "swr";
import { graphql } from "../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf, type VariablesOf } from "../../api/graphql.ts";
import { cacheKey } from "../../api/cache.ts";

/** Spec section 9. */
export const PRODUCT_SEARCH_LIMIT = 5;

export const ProductSearchQuery = graphql(`
  query ProductSearch($search: String!, $first: Int!) {
    products(search: $search, first: $first) {
      nodes {
        id
        name
        sku
        mpn
        cost
        isInventoryTracking
        inventoryLevel
        variations {
          id
          name
          sku
          mpn
          cost
          inventoryLevel
        }
      }
    }
  }
`);

export type FoundProduct = ResultOf<typeof ProductSearchQuery>["products"]["nodes"][number];
export type FoundVariation = FoundProduct["variations"][number];

const productSearchKey = (search: string) =>
  cacheKey("ProductSearch", { search, first: PRODUCT_SEARCH_LIMIT });

const fetchProductSearch = (variables: VariablesOf<typeof ProductSearchQuery>) =>
  graphqlRequest(ProductSearchQuery, variables).then((data) => data.products.nodes);

/** The products found for a search text, asked once (Import Lines asks for each code of a file). */
export const searchProducts = (search: string) => fetchProductSearch({ search, first: PRODUCT_SEARCH_LIMIT });

/** The products found for a search text; nothing is asked while the text is empty. */
export function useProductSearch(search: string) {
  return useSWR(search ? productSearchKey(search) : null, ([, v]) => fetchProductSearch(v));
}
