// The GraphQL client: POST { operationName, variables, query } to the configured endpoint with the
// bearer token. Transport failures, HTTP errors and `errors` in the answer all become an ApiError
// whose `code` is the first error's `extensions.code` (NOT_FOUND, FORBIDDEN, INVALID_TRANSITION...).
import { getConfig } from "../config/config.ts";
import { ApiError } from "./api-error.ts";
import type { GraphQLDocument } from "./gql.ts";
import { readJson, resolveUrl, send } from "./transport.ts";

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphqlRequest<TData, TVariables extends object = Record<string, never>>(
  document: GraphQLDocument,
  variables?: TVariables,
): Promise<TData> {
  const response = await send(resolveUrl(getConfig().graphqlUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      operationName: document.operationName,
      variables: variables ?? {},
      query: document.source,
    }),
    authorized: true,
  });
  const answer = (await readJson(response)) as GraphQLAnswer<TData> | undefined;
  const first = answer?.errors?.[0];
  if (first || !response.ok || answer?.data == null) {
    const description = (answer as { description?: unknown } | undefined)?.description;
    throw new ApiError(
      first?.message ??
        (typeof description === "string" ? description : `The request failed (HTTP ${response.status}).`),
      {
        status: response.status,
        // A 200 that is not JSON (a static host's index.html) is an answer we could not read.
        code: first?.extensions?.code ?? (answer === undefined ? "BAD_RESPONSE" : undefined),
        body: answer,
      },
    );
  }
  return answer.data;
}
