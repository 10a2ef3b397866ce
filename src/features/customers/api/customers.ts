// The customer list (spec section 7): paged, with totalCount and cursors.
import { gql } from "../../../api/gql.ts";
import useSWR from "swr";
import { PAGE_FIELDS, type Connection, type PageVariables } from "../../../../schema/connection.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

export const CustomersQuery = gql`
  query Customers($first: Int, $after: String, $last: Int, $before: String) {
    customers(first: $first, after: $after, last: $last, before: $before) {
      ${PAGE_FIELDS}
      nodes {
        id
        firstName
        lastName
        email
        company
        phone {
          id
          number
          extension
        }
      }
    }
  }
`;

export interface CustomerRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: { id: string; number: string; extension: string } | null;
}

export const customersKey = (variables: PageVariables) => ["Customers", variables] as const;

export const fetchCustomers = (variables: PageVariables) =>
  graphqlRequest<{ customers: Connection<CustomerRow> }, PageVariables>(CustomersQuery, variables).then(
    (data) => data.customers,
  );

/** One page of customers; the previous page stays on screen while the next loads. */
export function useCustomers(variables: PageVariables) {
  return useSWR(customersKey(variables), ([, v]) => fetchCustomers(v), { keepPreviousData: true });
}
