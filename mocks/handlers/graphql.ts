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
  type GraphQLSchema,
} from "graphql";
import { http } from "msw";
import type { Provider } from "../provider.ts";
import { RuleError } from "../rules/errors.ts";
import { authenticate } from "../rules/session.ts";
import { limitRule, MAX_QUERY_BYTES, MAX_TOKENS, nestingProblem } from "../graphql/limits.ts";
import { documentCache } from "../graphql/document-cache.ts";
import { buildProviderSchema } from "../graphql/schema.ts";
import {
  acceptedMedia,
  graphqlAnswer,
  malformedRequest,
  requestError,
  type GraphQLMedia,
} from "./graphql-media.ts";
import { readJsonBody } from "./json-body.ts";
import { errorResponse, onceSaved } from "./respond.ts";

/** A GraphQL-over-HTTP request's parameters, once checked. */
interface GraphQLParams {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The parameters of `body`, or why it is not a GraphQL-over-HTTP request (one of the wrong kind). */
function paramsOf(body: unknown): GraphQLParams | string {
  if (!isRecord(body) || typeof body.query !== "string") return 'The request needs a "query" string.';
  if (body.operationName != null && typeof body.operationName !== "string")
    return '"operationName" must be a string.';
  if (body.variables != null && !isRecord(body.variables)) return '"variables" must be an object.';
  if (body.extensions != null && !isRecord(body.extensions)) return '"extensions" must be an object.';
  return body as unknown as GraphQLParams;
}

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

/** A schema and its documents, each text parsed and validated once (document-cache.ts, bounded). */
function served(schema: GraphQLSchema) {
  const documents = documentCache((query) => {
    const document = read(query);
    if (!("kind" in document)) return document;
    const invalid = validate(schema, document, [...specifiedRules, limitRule]);
    return invalid.length ? invalid : document;
  });
  return { schema, documents };
}

/**
 * `schema`: one built ahead for the provider's extensions as they are now (browser.ts builds it while
 * the store opens), or built when first asked. Another set of extensions (a test switching them) gets a
 * schema of its own, built once.
 */
export function graphqlHandler(provider: Provider, schema?: GraphQLSchema) {
  const keyOf = () => [...provider.extensions].sort().join(",");
  const schemas = new Map<string, ReturnType<typeof served>>();
  if (schema) schemas.set(keyOf(), served(schema));
  const current = () => {
    const key = keyOf();
    let found = schemas.get(key);
    if (!found) schemas.set(key, (found = served(buildProviderSchema([...provider.extensions]))));
    return found;
  };
  // Registered without a trailing slash so it answers both /graphql and /graphql/ (RECIPES.md).
  async function respond(request: Request, media: GraphQLMedia): Promise<Response> {
    try {
      const session = await authenticate(provider, request.headers.get("authorization"));
      let body: GraphQLParams | string;
      try {
        body = paramsOf(await readJsonBody(request, "BAD_REQUEST"));
      } catch (error) {
        if (!(error instanceof RuleError)) throw error;
        return malformedRequest(media, error.message, error.code);
      }
      if (typeof body === "string") return malformedRequest(media, body);
      const { schema, documents } = current();
      const document = documents.check(body.query);
      if (!("kind" in document)) return requestError(media, document);
      // Anonymous operations arrive with operationName "" (RECIPES.md).
      const operationName = body.operationName || undefined;
      const operation = getOperationAST(document, operationName);
      if (!operation)
        return requestError(media, [
          new GraphQLError(
            operationName
              ? `The document has no operation named "${operationName}".`
              : "The document holds several operations: name the one to run in operationName.",
          ),
        ]);
      // Variables of the wrong type (a string for a number, null for a required value) are the
      // caller's input at fault, checked before anything runs.
      const variables = getVariableValues(schema, operation.variableDefinitions ?? [], body.variables ?? {});
      if (variables.errors) return requestError(media, variables.errors, "BAD_USER_INPUT");
      const result: ExecutionResult = await execute({
        schema,
        document,
        variableValues: body.variables ?? undefined,
        operationName,
        contextValue: { provider, session },
      });
      return graphqlAnswer(media, {
        data: result.data ?? null,
        ...(result.errors && { errors: result.errors.map(formatError) }),
      });
    } catch (error) {
      // A refusal before the request is read (401) keeps its REST body, under application/json.
      return errorResponse(error);
    }
  }
  return http.post("*/graphql", async ({ request }) =>
    onceSaved(provider, () => respond(request, acceptedMedia(request))),
  );
}
