// GraphQL over HTTP's two answer types (D55, D56). A client that names
// `application/graphql-response+json` in Accept (the app, the contract suite) gets it, and with it
// status codes that say what happened: a request that could not run is a 4xx without `data`. Any other
// client (no Accept, `*/*`, `application/json`) is a legacy one: the spec asks for 200 on every
// well-formed request, its errors in the body, because a proxy in front may replace a 4xx's body.
import { GraphQLError } from "graphql";
import { HttpResponse } from "msw";
import { ERROR_STATUS, type ErrorCode } from "../../schema/errors.ts";
import { GRAPHQL_RESPONSE } from "../../schema/graphql-media.ts";

export type GraphQLMedia = typeof GRAPHQL_RESPONSE | "application/json";

/** How much the client wants `type` by its Accept header: its q value, 0 when not named. */
function weight(accept: string, type: string): number {
  for (const range of accept.split(",")) {
    const [name, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((param) => param.startsWith("q="));
    return q ? Number(q.slice(2)) || 0 : 1;
  }
  return 0;
}

/** The answer's type: graphql-response+json when Accept names it at least as high as application/json. */
export function acceptedMedia(request: Request): GraphQLMedia {
  const accept = request.headers.get("accept") ?? "";
  const wanted = weight(accept, GRAPHQL_RESPONSE);
  return wanted > 0 && wanted >= weight(accept, "application/json") ? GRAPHQL_RESPONSE : "application/json";
}

/** A GraphQL response body under `media`. */
export function graphqlAnswer(media: GraphQLMedia, body: object, status = 200): Response {
  return HttpResponse.json(body, {
    status,
    headers: { "content-type": `${media}; charset=utf-8` },
  });
}

const errorsOf = (errors: readonly GraphQLError[], code: ErrorCode) => ({
  errors: errors.map((e) => ({ ...e.toJSON(), extensions: { ...e.extensions, code } })),
});

/**
 * A well-formed request that cannot run (a document that cannot be read, breaks a limit or fails
 * validation, no such operation, variables of the wrong type): GraphQL's request errors, no `data`.
 * The code's 4xx under graphql-response+json; 200 under application/json (GraphQL over HTTP 6.4.1).
 */
export function requestError(
  media: GraphQLMedia,
  errors: readonly GraphQLError[],
  code: ErrorCode = "BAD_REQUEST",
): Response {
  return graphqlAnswer(media, errorsOf(errors, code), media === GRAPHQL_RESPONSE ? ERROR_STATUS[code] : 200);
}

/**
 * A request that is not a GraphQL-over-HTTP request at all (a body that is not JSON, or not a map with
 * a string `query`): the code's 4xx under either type, as the spec asks.
 */
export function malformedRequest(media: GraphQLMedia, message: string, code: ErrorCode = "BAD_REQUEST") {
  return graphqlAnswer(media, errorsOf([new GraphQLError(message)], code), ERROR_STATUS[code]);
}
