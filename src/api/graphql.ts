// The GraphQL client: POST { operationName, variables, query } to the configured endpoint with the
// bearer token. Transport failures, HTTP errors and `errors` in the answer all become an ApiError
// whose `code` is the first error's `extensions.code` (NOT_FOUND, FORBIDDEN, INVALID_TRANSITION...):
// a request that cannot run is the same error whether it came as a graphql-response+json 4xx or as
// a legacy application/json 200 (D56).
// A document is a TypedDocumentString from the generated `graphql()` (scripts/codegen.mjs): its text
// as written, typed with its result and variables, so the client never parses GraphQL.
import { getConfig } from "../config/config.ts";
import { ApiError } from "./api-error.ts";
import { GRAPHQL_ACCEPT } from "../../schema/graphql-media.ts";
import { answerProblem } from "./answer-shape.ts";
import type { TypedDocumentString } from "./generated/graphql.ts";
import { readJson, resolveUrl, send } from "./transport.ts";
import { whileWriting } from "../lib/screen-activity.ts";

const isMutation = (document: { toString(): string }) => /^\s*mutation\b/.test(String(document));

/** A document's result type, as generated from its selection. */
export type ResultOf<D> = D extends TypedDocumentString<infer R, infer _> ? R : never;
/** A document's variables type, as generated from its variable definitions. */
export type VariablesOf<D> = D extends TypedDocumentString<infer _, infer V> ? V : never;

interface GraphQLAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const OPERATION = /^\s*(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * The operation's name. The generator refuses anonymous operations; what has none here is a text that
 * `graphql()` does not know (generated types older than the document: run `npm run codegen`).
 */
export function operationName<R, V>(document: TypedDocumentString<R, V>): string {
  const name = OPERATION.exec(String(document))?.[1];
  if (!name)
    throw new Error(`Not a named GraphQL operation from src/api/generated (npm run codegen?):\n${document}`);
  return name;
}

/** Variables may be left out only where the operation declares none that are required. */
type VariablesArgument<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

export async function graphqlRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArgument<TVariables>
): Promise<TResult> {
  const name = operationName(document);
  const sending = send(resolveUrl(getConfig().graphqlUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: GRAPHQL_ACCEPT },
    body: JSON.stringify({
      operationName: name,
      variables: variables ?? {},
      query: String(document),
    }),
    authorized: true,
    name,
  });
  // A mutation on its way holds the open screen's fresh reads back (api/fresh.ts).
  const response = await (isMutation(document) ? whileWriting(sending) : sending);
  const answer = (await readJson(response)) as GraphQLAnswer | undefined;
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
  const wrong = answerProblem(name, answer.data);
  if (wrong)
    throw new ApiError(`The answer to ${name} is not what was asked: ${wrong}.`, {
      status: response.status,
      body: answer,
    });
  return answer.data as TResult; // checked against the generated schema just above
}
