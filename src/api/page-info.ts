// What every paged list asks of its page, spread into the list documents as
// `pageInfo { ...PageInfoFields }`; the generator appends the fragment to each document that spreads it.
import { graphql } from "./generated/gql.ts";

export const PageInfoFields = graphql(`
  fragment PageInfoFields on PageInfo {
    hasNextPage
    hasPreviousPage
    startCursor
    endCursor
  }
`);
