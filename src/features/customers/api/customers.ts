// The customer list (spec section 7): paged, with totalCount and cursors.
import useSWR from "swr";
import type { PageVariables } from "../../../../schema/connection.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf } from "../../../api/graphql.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";
import { useFresh } from "../../../api/fresh.ts";

export const CustomersQuery = graphql(`
  query Customers($first: Int, $after: String, $last: Int, $before: String) {
    customers(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...PageInfoFields
      }
      edges {
        cursor
      }
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
`);

export type CustomerRow = ResultOf<typeof CustomersQuery>["customers"]["nodes"][number];

/** A customer's name as the list shows it: first and last. */
export const customerName = (c: Pick<CustomerRow, "firstName" | "lastName">) =>
  `${c.firstName} ${c.lastName}`.trim();

export const customersKey = (variables: PageVariables) => cacheKey("Customers", variables);

export const fetchCustomers = (variables: PageVariables) =>
  graphqlRequest(CustomersQuery, variables).then((data) => data.customers);

/** One page of customers; the previous page stays on screen while the next loads. */
export function useCustomers(variables: PageVariables) {
  const key = customersKey(variables);
  return useSWR(key, ([, v]) => fetchCustomers(v), useFresh(key, readOptions("Customers")));
}
