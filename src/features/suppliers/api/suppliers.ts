// The supplier list (spec section 7): paged, by name; phone and fax under the names the list uses.
import useSWR from "swr";
import type { PageVariables } from "../../../../schema/connection.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";

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

export const suppliersKey = (variables: PageVariables) => ["Suppliers", variables] as const;

export const fetchSuppliers = (variables: PageVariables) =>
  graphqlRequest(SuppliersQuery, variables).then((data) => data.suppliers);

/** One page of suppliers; the previous page stays on screen while the next loads. */
export function useSuppliers(variables: PageVariables) {
  return useSWR(suppliersKey(variables), ([, v]) => fetchSuppliers(v), { keepPreviousData: true });
}

/** Every cached supplier read (lists, one supplier, pickers): what a save makes stale. */
export const isSupplierKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === "string" && key[0].startsWith("Supplier");
