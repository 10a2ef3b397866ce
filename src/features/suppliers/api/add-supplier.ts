// Creating a supplier (spec section 7). The create form has no email field, so none is sent (D26).
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../api/graphql.ts";
import { refreshSupplierReads } from "./suppliers.ts";

export const AddSupplierMutation = graphql(`
  mutation AddSupplier(
    $name: String!
    $primaryAddress: AddressInput!
    $contactNumber: PhoneNumberInput!
    $faxNumber: PhoneNumberInput
  ) {
    addSupplier(
      name: $name
      primaryAddress: $primaryAddress
      contactNumber: $contactNumber
      faxNumber: $faxNumber
    ) {
      supplier {
        id
      }
    }
  }
`);

export type AddSupplierVariables = VariablesOf<typeof AddSupplierMutation>;

/** Creates the supplier; resolves to its id. */
export const addSupplier = (variables: AddSupplierVariables) =>
  graphqlRequest(AddSupplierMutation, variables).then((data) => data.addSupplier.supplier.id);

/** addSupplier, then every cached supplier read is dropped, so the list it lands on shows the new one. */
export function useAddSupplier() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variables: AddSupplierVariables) => {
      const id = await addSupplier(variables);
      void refreshSupplierReads(mutate);
      return id;
    },
    [mutate],
  );
}
