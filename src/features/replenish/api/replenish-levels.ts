// Replenish's product read where the provider stores reorder levels (extension "reorder", D245, D246):
// the spec's fields and each product's and variation's levels, in one document sent only to such a
// provider. In the Replenish screen's chunk, not one of its own (replenish-reads.ts says why).
import { fetchAllPages } from "../../../api/all-pages.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

export const ReplenishProductLevelsQuery = graphql(`
  query ReplenishProductLevels($first: Int, $after: String) {
    products(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        ...ReplenishProductFields
        ...ProductLevelsFields
      }
    }
  }
`);

export const fetchProductsWithLevels = () =>
  fetchAllPages((page) => graphqlRequest(ReplenishProductLevelsQuery, page).then((d) => d.products));
