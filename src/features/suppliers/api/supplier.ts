// One supplier for its edit page (spec section 7): its fields and its orders in the chosen statuses.
// Null when the active store has no supplier with this id (D11).
import { gql } from "../../../api/gql.ts";
import useSWR from "swr";
import type { PurchaseOrderStatus } from "../../../../schema/status.ts";
import { graphqlRequest } from "../../../api/graphql.ts";

export const SupplierQuery = gql`
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
`;

interface PhoneNumber {
  id: string;
  number: string;
  extension: string;
}

export interface SupplierOrder {
  id: string;
  dateCreated: string;
  dateOrdered: string | null;
  dateReceived: string | null;
  status: PurchaseOrderStatus;
  calculateTotal: number;
  items: { id: string; quantity: number }[];
}

export interface SupplierDetail {
  id: string;
  name: string;
  email: string;
  primaryAddress: {
    id: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zipCode: string;
  };
  contactNumber: PhoneNumber;
  faxNumber: PhoneNumber;
  purchaseOrders: SupplierOrder[];
}

export interface SupplierVariables {
  id: string;
  poStatus: PurchaseOrderStatus[];
}

export const supplierKey = (variables: SupplierVariables) => ["Supplier", variables] as const;

export const fetchSupplier = (variables: SupplierVariables) =>
  graphqlRequest<{ supplier: SupplierDetail | null }, SupplierVariables>(SupplierQuery, variables).then(
    (data) => data.supplier,
  );

/** The supplier, null when there is none; its fields stay on screen while a new status filter loads. */
export function useSupplier(variables: SupplierVariables) {
  return useSWR(supplierKey(variables), ([, v]) => fetchSupplier(v), { keepPreviousData: true });
}
