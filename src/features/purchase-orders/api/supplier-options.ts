// The suppliers an order's supplier dropdown offers (spec section 7: "suppliers for the dropdown"), by
// name. 100 is the most one page may hold (D10).
import useSWR from "swr";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";
import { cacheKey } from "../../../api/cache.ts";

export const SupplierOptionsQuery = graphql(`
  query SupplierOptions {
    suppliers(first: 100) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`);

export type SupplierOption = ResultOf<typeof SupplierOptionsQuery>["suppliers"]["nodes"][number];

export const supplierOptionsKey = cacheKey("SupplierOptions");

export const fetchSupplierOptions = () =>
  graphqlRequest(SupplierOptionsQuery).then((data) => data.suppliers.nodes);

/** The store's suppliers, fetched only once `enabled` (the dropdown is open). */
export function useSupplierOptions(enabled: boolean) {
  return useSWR(enabled ? supplierOptionsKey : null, fetchSupplierOptions);
}
