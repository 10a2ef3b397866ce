// The GraphQL client: POST { operationName, variables, query } to the configured endpoint with the
// bearer token. Transport failures, HTTP errors and `errors` in the answer all become an ApiError
// whose `code` is the first error's `extensions.code` (NOT_FOUND, FORBIDDEN, INVALID_TRANSITION...).
import type { DocumentNode, OperationDefinitionNode } from "graphql";
import { getConfig } from "../app/config.ts";
import { ApiError } from "./api-error.ts";
import { readJson, resolveUrl, send } from "./transport.ts";

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The name of the document's (single) operation. */
export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === "OperationDefinition",
  );
  if (!operation?.name) throw new Error("GraphQL documents must hold one named operation.");
  return operation.name.value;
}

/** Sends the document's own source text, so the client never needs graphql's printer. */
function sourceOf(document: DocumentNode): string {
  const body = document.loc?.source.body;
  if (!body) throw new Error(`The GraphQL document ${operationName(document)} has no source text.`);
  return body;
}

export async function graphqlRequest<TData, TVariables extends object = Record<string, never>>(
  document: DocumentNode,
  variables?: TVariables,
): Promise<TData> {
  const response = await send(resolveUrl(getConfig().graphqlUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      operationName: operationName(document),
      variables: variables ?? {},
      query: sourceOf(document),
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
      { status: response.status, code: first?.extensions?.code, body: answer },
    );
  }
  return answer.data;
}
