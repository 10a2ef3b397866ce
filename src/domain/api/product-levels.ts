// A product's and its variations' reorder levels (extension "reorder", D245): the one selection the
// Products page's levels read and Replenish's product read both spread; the generator appends it to each
// document that spreads it, so it is sent only with those documents, to a provider that has the extension.
import { graphql } from "../../api/generated/gql.ts";

export const ProductLevelsFields = graphql(`
  fragment ProductLevelsFields on Product {
    id
    reorderPoint
    targetLevel
    variations {
      id
      reorderPoint
      targetLevel
    }
  }
`);
