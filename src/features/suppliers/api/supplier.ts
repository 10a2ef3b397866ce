// One supplier for its edit page (spec section 7): its fields and its orders in the chosen statuses.
// Null when the active store has no supplier with this id (D11).
import useSWR from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type ResultOf, type VariablesOf } from "../../../api/graphql.ts";
import { cacheKey, readOptions } from "../../../api/cache.ts";

export const SupplierQuery = graphql(`
  query Supplier($id: ID!, $poStatus: [PurchaseOrderStatus!]) {
    supplier(id: $id) {
      id
      name
      email
      primaryAddress {
        id
        address1
        address2
        city
        state
        zipCode
      }
      contactNumber {
        id
        number
        extension
      }
      faxNumber {
        id
        number
        extension
      }
      purchaseOrders(status: $poStatus) {
        id
        dateCreated
        dateOrdered
        dateReceived
        status
        calculateTotal
        items {
          id
          quantity
        }
      }
    }
  }
`);

export type SupplierDetail = NonNullable<ResultOf<typeof SupplierQuery>["supplier"]>;

/** One row of the supplier's 'Recent Purchase Orders'. */
export type SupplierOrder = SupplierDetail["purchaseOrders"][number];

/** The document's variables, the status filter always given (the page's filter has a default). */
export type SupplierVariables = VariablesOf<typeof SupplierQuery> & { poStatus: PurchaseOrderStatus[] };

export const supplierKey = (variables: SupplierVariables) => cacheKey("Supplier", variables);

export const fetchSupplier = (variables: SupplierVariables) =>
  graphqlRequest(SupplierQuery, variables).then((data) => data.supplier);

/** The supplier, null when there is none; its fields stay on screen while a new status filter loads. */
export function useSupplier(variables: SupplierVariables) {
  return useSWR(supplierKey(variables), ([, v]) => fetchSupplier(v), readOptions("Supplier"));
}
