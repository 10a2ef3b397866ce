// The supplier list (spec section 7): paged, by name; phone and fax under the names the list uses.
import { gql } from "../../../api/gql.ts";
import useSWR from "swr";
import { PAGE_FIELDS, type Connection, type PageVariables } from "../../../../schema/connection.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

export const SuppliersQuery = gql`
  query Suppliers($first: Int, $after: String, $last: Int, $before: String) {
    suppliers(first: $first, after: $after, last: $last, before: $before) {
      ${PAGE_FIELDS}
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
`;

interface PhoneNumber {
  id: string;
  number: string;
  extension: string;
}

export interface SupplierRow {
  id: string;
  name: string;
  email: string;
  primaryAddress: { id: string; address1: string; address2: string; city: string; state: string };
  contact: PhoneNumber;
  fax: PhoneNumber;
}

export const suppliersKey = (variables: PageVariables) => ["Suppliers", variables] as const;

export const fetchSuppliers = (variables: PageVariables) =>
  graphqlRequest<{ suppliers: Connection<SupplierRow> }, PageVariables>(SuppliersQuery, variables).then(
    (data) => data.suppliers,
  );

/** One page of suppliers; the previous page stays on screen while the next loads. */
export function useSuppliers(variables: PageVariables) {
  return useSWR(suppliersKey(variables), ([, v]) => fetchSuppliers(v), { keepPreviousData: true });
}

/** Every cached supplier read (lists, one supplier, pickers): what a save makes stale. */
export const isSupplierKey = (key: unknown) =>
  Array.isArray(key) && typeof key[0] === "string" && key[0].startsWith("Supplier");
