// The product list (spec section 7): paged, by name, with totalCount and cursors; each product with
// its variations (issue 12), so a close's effect on every line can be seen.
import { gql } from "../../../api/gql.ts";
import useSWR from "swr";
import { PAGE_FIELDS, type Connection, type PageVariables } from "../../../../schema/connection.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

export const ProductsQuery = gql`
  query Products($first: Int, $after: String, $last: Int, $before: String) {
    products(first: $first, after: $after, last: $last, before: $before) {
      ${PAGE_FIELDS}
      nodes {
        id
        name
        sku
        mpn
        price
        isInventoryTracking
        inventoryLevel
        variations {
          id
          name
          sku
          mpn
          price
          inventoryLevel
        }
      }
    }
  }
`;

export interface VariationRow {
  id: string;
  name: string;
  sku: string;
  mpn: string;
  price: number;
  inventoryLevel: number;
}

export interface ProductRow {
  id: string;
  name: string;
  sku: string;
  mpn: string;
  price: number;
  isInventoryTracking: boolean;
  inventoryLevel: number;
  variations: VariationRow[];
}

export const productsKey = (variables: PageVariables) => ["Products", variables] as const;

export const fetchProducts = (variables: PageVariables) =>
  graphqlRequest<{ products: Connection<ProductRow> }, PageVariables>(ProductsQuery, variables).then(
    (data) => data.products,
  );

/** One page of products; the previous page stays on screen while the next loads. */
export function useProducts(variables: PageVariables) {
  return useSWR(productsKey(variables), ([, v]) => fetchProducts(v), { keepPreviousData: true });
}
