// The suppliers an order's supplier dropdown offers (spec section 7: "suppliers for the dropdown"), by
// name: every page of them (all-pages.ts), so a store's 101st supplier can be chosen too.
import useSWR from "swr";
import { fetchAllPages, type PageRequest } from "../../api/all-pages.ts";
import { graphql } from "../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../api/graphql.ts";
import { cacheKey } from "../../api/cache.ts";

export const SupplierOptionsQuery = graphql(`
  query SupplierOptions($first: Int, $after: String) {
    suppliers(first: $first, after: $after) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      nodes {
        id
        name
      }
    }
  }
`);

export type SupplierOption = ResultOf<typeof SupplierOptionsQuery>["suppliers"]["nodes"][number];

const supplierOptionsKey = cacheKey("SupplierOptions");

const fetchSupplierPage = (page: PageRequest) =>
  graphqlRequest(SupplierOptionsQuery, page).then((data) => data.suppliers);

const fetchSupplierOptions = () => fetchAllPages(fetchSupplierPage);

/** The store's suppliers, fetched only once `enabled` (the dropdown is open). */
export function useSupplierOptions(enabled: boolean) {
  return useSWR(enabled ? supplierOptionsKey : null, fetchSupplierOptions);
}
