// The supplier list (spec section 7): paged, by name; phone and fax under the names the list uses.
import useSWR, { type ScopedMutator } from "swr";
import type { PageVariables } from "../../../../schema/connection.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";
import { cacheKey, readOptions, refreshAfterWrite } from "../../../api/cache.ts";
import { useFresh } from "../../../api/fresh.ts";

export const SuppliersQuery = graphql(`
  query Suppliers($first: Int, $after: String, $last: Int, $before: String) {
    suppliers(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
      }
      nodes {
        id
        name
        email
        primaryAddress {
          id
          address1
          address2
          city
          state
        }
        contact: contactNumber {
          id
          number
          extension
        }
        fax: faxNumber {
          id
          number
          extension
        }
      }
    }
  }
`);

export type SupplierRow = ResultOf<typeof SuppliersQuery>["suppliers"]["nodes"][number];

export const suppliersKey = (variables: PageVariables) => cacheKey("Suppliers", variables);

export const fetchSuppliers = (variables: PageVariables) =>
  graphqlRequest(SuppliersQuery, variables).then((data) => data.suppliers);

/** One page of suppliers; the previous page stays on screen while the next loads. */
export function useSuppliers(variables: PageVariables) {
  const key = suppliersKey(variables);
  return useSWR(key, ([, v]) => fetchSuppliers(v), useFresh(key, readOptions("Suppliers")));
}

/** After a supplier write: every read that shows suppliers, the orders' supplier names included. */
export const refreshSupplierReads = (mutate: ScopedMutator) =>
  refreshAfterWrite(mutate, "Suppliers", "Supplier", "SupplierOptions", "PurchaseOrders", "PurchaseOrder");
