// A drafted order's lines and supplier in one updatePurchaseOrder (spec section 7 lists vendorID among
// its arguments), replacing any lines an earlier attempt left on it.
import { graphql } from "../../../api/generated/gql.ts";
import { graphqlRequest, type VariablesOf } from "../../../api/graphql.ts";

export const DraftReplenishOrderMutation = graphql(`
  mutation DraftReplenishOrder(
    $id: ID!
    $itemAdditions: [PurchaseOrderItemAddition!]
    $itemRemovals: [ID!]
    $vendorID: ID
  ) {
    updatePurchaseOrder(
      id: $id
      itemAdditions: $itemAdditions
      itemRemovals: $itemRemovals
      vendorID: $vendorID
    ) {
      purchaseOrder {
        id
      }
    }
  }
`);

export const draftReplenishOrder = (variables: VariablesOf<typeof DraftReplenishOrderMutation>) =>
  graphqlRequest(DraftReplenishOrderMutation, variables);
