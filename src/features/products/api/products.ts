// The product list (spec section 7): paged, by name, with totalCount and cursors; each product with
// its variations, so a close's effect on every line can be seen; cost is what an order made
// from the catalogue pays a line.
import useSWR from "swr";
import type { PageVariables } from "../../../../schema/connection.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";
import { useFresh } from "../../../api/fresh.ts";

export const ProductsQuery = graphql(`
  query Products($first: Int, $after: String, $last: Int, $before: String) {
    products(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
      }
      nodes {
        ...ProductListFields
      }
    }
  }
`);

/** A product as the list shows it; also spread by the list's read with reorder levels (D247). */
export const ProductListFields = graphql(`
  fragment ProductListFields on Product {
    id
    name
    sku
    mpn
    price
    cost
    isInventoryTracking
    inventoryLevel
    variations {
      id
      name
      sku
      mpn
      price
      cost
      inventoryLevel
    }
  }
`);

export type ProductRow = ResultOf<typeof ProductsQuery>["products"]["nodes"][number];
export type VariationRow = ProductRow["variations"][number];

export const productsKey = (variables: PageVariables) => cacheKey("Products", variables);

export const fetchProducts = (variables: PageVariables) =>
  graphqlRequest(ProductsQuery, variables).then((data) => data.products);

/** One page of products; the previous page stays on screen while the next loads. */
export function useProducts(variables: PageVariables) {
  const key = productsKey(variables);
  return useSWR(key, ([, v]) => fetchProducts(v), useFresh(key, readOptions("Products")));
}
