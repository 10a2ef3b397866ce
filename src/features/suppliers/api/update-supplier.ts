// Saving a supplier's edit form (spec section 7): every field, email included.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../api/graphql.ts";
import { refreshSupplierReads } from "./suppliers.ts";

export const UpdateSupplierMutation = graphql(`
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
`);

export type UpdateSupplierVariables = VariablesOf<typeof UpdateSupplierMutation>;

/** What both supplier mutations send (spec section 7): every field of the form, no id. */
export type SupplierPayload = Omit<UpdateSupplierVariables, "id">;

/** Saves the supplier; resolves to its id. */
export const updateSupplier = (variables: UpdateSupplierVariables) =>
  graphqlRequest(UpdateSupplierMutation, variables).then((data) => data.updateSupplier.supplier.id);

/** updateSupplier, then every cached supplier read is dropped, so the list it lands on is current. */
export function useUpdateSupplier() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: UpdateSupplierVariables) => {
      const id = await updateSupplier(variables);
      void refreshSupplierReads(mutate);
      return id;
    },
    [mutate],
  );
}
