// Saving a supplier's edit form (spec section 7): every field, email included.
import { gql } from "../../../api/gql.ts";
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphqlRequest } from "../../../api/graphql.ts";
import { dropStaleReads } from "../../../api/stale-reads.ts";
import { isSupplierKey } from "./suppliers.ts";
import type { SupplierPayload } from "./supplier-payload.ts";

export const UpdateSupplierMutation = gql`
  mutation UpdateSupplier(
    $id: ID!
    $name: String!
    $primaryAddress: AddressInput!
    $contactNumber: PhoneNumberInput!
    $faxNumber: PhoneNumberInput
    $email: String
  ) {
    updateSupplier(
      id: $id
      name: $name
      primaryAddress: $primaryAddress
      contactNumber: $contactNumber
      faxNumber: $faxNumber
      email: $email
    ) {
      supplier {
        id
      }
    }
  }
`;

export type UpdateSupplierVariables = SupplierPayload & { id: string };

/** Saves the supplier; resolves to its id. */
export const updateSupplier = (variables: UpdateSupplierVariables) =>
  graphqlRequest<{ updateSupplier: { supplier: { id: string } } }, UpdateSupplierVariables>(
    UpdateSupplierMutation,
    variables,
  ).then((data) => data.updateSupplier.supplier.id);

/** updateSupplier, then every cached supplier read is dropped, so the list it lands on is current. */
export function useUpdateSupplier() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: UpdateSupplierVariables) => {
      const id = await updateSupplier(variables);
      void dropStaleReads(mutate, isSupplierKey);
      return id;
    },
    [mutate],
  );
}
