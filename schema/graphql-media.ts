// GraphQL over HTTP's answer types: the app and the contract suite ask for the newer one
// first, so a request that cannot run comes back as a 4xx, and take application/json from a provider
// that does not offer it (there such a request may come back as a 200 with `errors`).
export const GRAPHQL_RESPONSE = "application/graphql-response+json";
/** The Accept header every GraphQL call of ours sends. */
export const GRAPHQL_ACCEPT = `${GRAPHQL_RESPONSE}, application/json;q=0.9`;
