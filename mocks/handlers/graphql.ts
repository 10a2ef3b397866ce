// The one GraphQL endpoint: POST {operationName, variables, query} with a bearer token, executed by
// graphql-js against schema.graphql (an unknown field is a validation error, as on a real server).
// A plain `http.post` rather than msw's `graphql.operation` keeps the handler free of msw's own parsing.
import {
  execute,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
} from "graphql";
import { http, HttpResponse } from "msw";
import { ERROR_STATUS, type ErrorCode } from "../../schema/errors.ts";
import type { Provider } from "../provider.ts";
import { RuleError } from "../rules/errors.ts";
import { authenticate } from "../rules/session.ts";
import { limitRule, MAX_QUERY_BYTES, MAX_TOKENS, nestingProblem } from "../graphql/limits.ts";
import { buildProviderSchema } from "../graphql/schema.ts";
import { readJsonBody } from "./json-body.ts";
import { errorResponse, onceSaved } from "./respond.ts";

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Rule refusals keep their code (and the fields at fault); anything else thrown by a resolver is INTERNAL. */
function formatError(error: GraphQLError) {
  const original = error.originalError;
  const rule = original instanceof RuleError ? original : undefined;
  const code = rule ? rule.code : (error.extensions.code ?? (original ? "INTERNAL" : "BAD_REQUEST"));
  return {
    ...error.toJSON(),
    extensions: { ...error.extensions, code, ...(rule?.fields && { fields: rule.fields }) },
  };
}

const MAX_CACHED_DOCUMENTS = 200;

/**
 * A request refused before anything ran: 400, with `code` on every error. BAD_REQUEST for a query
 * that cannot be read, breaks a limit or fails validation; BAD_USER_INPUT for variables of the wrong type.
 */
const badRequest = (errors: readonly GraphQLError[], code: ErrorCode = "BAD_REQUEST") =>
  HttpResponse.json(
    { errors: errors.map((e) => ({ ...e.toJSON(), extensions: { ...e.extensions, code } })) },
    { status: ERROR_STATUS[code] },
  );

/** The parsed document, or why it cannot be read; a parser crash (stack overflow) is a refusal too. */
function read(query: string): DocumentNode | readonly GraphQLError[] {
  const bytes = new TextEncoder().encode(query).length;
  if (bytes > MAX_QUERY_BYTES)
    return [new GraphQLError(`The query is ${bytes} bytes; at most ${MAX_QUERY_BYTES} are read.`)];
  const nesting = nestingProblem(query);
  if (nesting) return [new GraphQLError(nesting)];
  try {
    return parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return [error instanceof GraphQLError ? error : new GraphQLError(`The query cannot be read: ${error}`)];
  }
}

const RESPONSE_TYPE = "application/graphql-response+json";

/**
 * GraphQL over HTTP: a client that accepts `application/graphql-response+json` gets its answer under
 * that type (graphql-http's audit); others, the app included, get `application/json` as before.
 */
function asAccepted(request: Request, answer: Response): Response {
  if (!(request.headers.get("accept") ?? "").includes(RESPONSE_TYPE)) return answer;
  const headers = new Headers(answer.headers);
  headers.set("content-type", `${RESPONSE_TYPE}; charset=utf-8`);
  return new Response(answer.body, { status: answer.status, headers });
}

export function graphqlHandler(provider: Provider) {
  const schema = buildProviderSchema();
  // An app sends the same few documents over and over: parse and validate each text once, as
  // servers do (a bounded cache, so arbitrary queries cannot grow it without end).
  const documents = new Map<string, DocumentNode>();
  const checkDocument = (query: string): DocumentNode | readonly GraphQLError[] => {
    const known = documents.get(query);
    if (known) return known;
    const document = read(query);
    if (!("kind" in document)) return document;
    const invalid = validate(schema, document, [...specifiedRules, limitRule]);
    if (invalid.length) return invalid;
    if (documents.size >= MAX_CACHED_DOCUMENTS) documents.delete(documents.keys().next().value!);
    documents.set(query, document);
    return document;
  };
  // Registered without a trailing slash so it answers both /graphql and /graphql/ (RECIPES.md).
  async function respond(request: Request): Promise<Response> {
    try {
      const session = await authenticate(provider, request.headers.get("authorization"));
      let body: GraphQLBody;
      try {
        body = (await readJsonBody(request, "json", "BAD_REQUEST")) as GraphQLBody;
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        return badRequest([new GraphQLError(error.message)], error.code);
      }
      if (!isRecord(body) || typeof body.query !== "string")
        return badRequest([new GraphQLError('The request needs a "query" string.')]);
      if (body.variables != null && !isRecord(body.variables))
        return badRequest([new GraphQLError('"variables" must be an object.')]);
      const document = checkDocument(body.query);
      if (!("kind" in document)) return badRequest(document);
      // Anonymous operations arrive with operationName "" (RECIPES.md).
      const operationName =
        typeof body.operationName === "string" && body.operationName ? body.operationName : undefined;
      const operation = getOperationAST(document, operationName);
      if (!operation)
        return badRequest([
          new GraphQLError(
            operationName
              ? `The document has no operation named "${operationName}".`
              : "The document holds several operations: name the one to run in operationName.",
          ),
        ]);
      // Variables of the wrong type (a string for a number, null for a required value) are the
      // caller's input at fault, checked before anything runs.
      const variables = getVariableValues(schema, operation.variableDefinitions ?? [], body.variables ?? {});
      if (variables.errors) return badRequest(variables.errors, "BAD_USER_INPUT");
      const result: ExecutionResult = await execute({
        schema,
        document,
        variableValues: body.variables ?? undefined,
        operationName,
        contextValue: { provider, session },
      });
      return HttpResponse.json({
        data: result.data ?? null,
        ...(result.errors && { errors: result.errors.map(formatError) }),
      });
    } catch (error) {
      return errorResponse(error);
    }
  }
  return http.post("*/graphql", async ({ request }) =>
    onceSaved(provider, async () => asAccepted(request, await respond(request))),
  );
}
