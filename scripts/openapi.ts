// The REST half of the contract as an OpenAPI 3.1 document, for provider teams that do not read
// TypeScript: made from the same zod table the app and the fake provider use (schema/rest.ts), so it
// cannot drift. `npm run codegen` writes it to schema/openapi.json; a unit test fails while it is stale.
import * as z from "zod/mini";
import { ERROR_STATUS } from "../schema/errors.ts";
import {
  type Endpoint,
  Faults,
  FeedbackMessage,
  Member,
  OutboxMessage,
  Permission,
  REST,
  Role,
  StoreInvite,
  User,
} from "../schema/rest.ts";

export const OPENAPI_FILE = "schema/openapi.json";

type JsonSchema = Record<string, unknown>;

/** The shapes several calls share, named once under components.schemas and referred to by $ref. */
const SHARED: Record<string, z.ZodMiniType> = {
  User,
  Role,
  Permission,
  Member,
  StoreInvite,
  FeedbackMessage,
  OutboxMessage,
  Faults,
};

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/**
 * Every schema of the table as JSON Schema 2020-12 (what OpenAPI 3.1 schemas are): the shared shapes, and
 * each call's request and answer named `<Call>Request` / `<Call>Response` (a shape two calls share keeps the
 * first one's name). Both are read as zod's input side: what the provider receives, and what the app
 * accepts from it (unknown fields in an answer are ignored, so answers are open objects).
 */
function components(): { schemas: Record<string, JsonSchema>; names: Map<unknown, string> } {
  const registry = z.registry<{ id: string }>();
  const names = new Map<unknown, string>();
  const name = (schema: z.ZodMiniType, id: string) => {
    if (names.has(schema)) return;
    names.set(schema, id);
    registry.add(schema, { id });
  };
  for (const [id, schema] of Object.entries(SHARED)) name(schema, id);
  for (const [call, endpoint] of Object.entries(REST) as [string, Endpoint][]) {
    if (endpoint.body !== "none") name(endpoint.request, `${pascal(call)}Request`);
    if (endpoint.answer === "json") name(endpoint.response, `${pascal(call)}Response`);
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: "input",
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: "any",
    // A multipart file (z.instanceof(Blob)) has no JSON Schema: it is a binary part.
    override: ({ zodSchema, jsonSchema }) => {
      if ((zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def?.type === "custom")
        Object.assign(jsonSchema, { type: "string", contentMediaType: "application/octet-stream" });
    },
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  return { schemas, names };
}

const ERROR_BODY: JsonSchema = {
  type: "object",
  description: "A refusal: `code` is one of the contract's error codes, `description` a sentence for people.",
  properties: {
    code: { type: "string", enum: [...new Set(Object.keys(ERROR_STATUS))] },
    description: { type: "string" },
  },
  required: ["description"],
};

function operation(name: string, endpoint: Endpoint, names: Map<unknown, string>) {
  const parameters = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, param]) => ({
    name: param,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const requestBody =
    endpoint.body === "none"
      ? undefined
      : {
          required: true,
          content: {
            [endpoint.body === "json" ? "application/json" : "multipart/form-data"]: {
              schema: ref(names.get(endpoint.request)!),
            },
          },
        };
  const success =
    endpoint.answer === "blob"
      ? { "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } } }
      : { "application/json": { schema: ref(names.get(endpoint.response)!) } };
  return {
    operationId: name,
    ...(endpoint.extension && { "x-extension": true }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    ...(endpoint.auth && { security: [{ bearer: [] }] }),
    responses: {
      "200": { description: "Done.", content: success },
      default: {
        description: "Refused: 4xx for what the client sent, 5xx for the provider's own failure.",
        content: { "application/json": { schema: ERROR_BODY } },
      },
    },
  };
}

const sortKeys = <T>(object: Record<string, T>) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));

/** The document, as the text written to schema/openapi.json. */
export function openApiDocument(): string {
  const { schemas, names } = components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of Object.entries(REST) as [string, Endpoint][]) {
    const path = "/" + endpoint.path.replace(/:([A-Za-z]+)/g, "{$1}");
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation(name, endpoint, names);
  }
  const document = {
    openapi: "3.1.0",
    info: {
      title: "Stock Sense provider: REST calls",
      version: "1",
      description:
        "The REST calls of the back office's contract (the GraphQL half is schema/schema.graphql). Paths are relative to the API base (`apiBase` of the app's config, `/api/` by default). Operations marked `x-extension` are outside the product spec: the app uses them only where a provider answers them.",
    },
    servers: [{ url: "/api" }],
    components: {
      schemas: sortKeys(schemas),
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
    paths: sortKeys(paths),
  };
  return JSON.stringify(document, null, 2) + "\n";
}
