// The suppliers an order's supplier dropdown offers (spec section 7: "suppliers for the dropdown"), by
// name. 100 is the most one page may hold (D10).
import { gql } from "../../../api/gql.ts";
import useSWR from "swr";
import { graphqlRequest } from "../../../api/graphql.ts";

export const SupplierOptionsQuery = gql`
  query SupplierOptions {
    suppliers(first: 100) {
      totalCount
      nodes {
        id
        name
      }
    }
  }
`;

export interface SupplierOption {
  id: string;
  name: string;
}

// Starts with "Supplier", so a supplier save (which revalidates every "Supplier*" key) refreshes it.
export const supplierOptionsKey = ["SupplierOptions", {}] as const;

export const fetchSupplierOptions = () =>
  graphqlRequest<{ suppliers: { totalCount: number; nodes: SupplierOption[] } }>(SupplierOptionsQuery).then(
    (data) => data.suppliers.nodes,
  );

/** The store's suppliers, fetched only once `enabled` (the dropdown is open). */
export function useSupplierOptions(enabled: boolean) {
  return useSWR(enabled ? supplierOptionsKey : null, fetchSupplierOptions);
}
