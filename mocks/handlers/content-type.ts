// JSON bodies only under their own content type (issue 13): a web page may send any site a "simple"
// cross-origin POST as text/plain without asking first, so a server that reads JSON from text/plain
// lets any page a user has open act on it. application/json always needs CORS's permission.
import { fail } from "../rules/errors.ts";

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Refuses with UNSUPPORTED_MEDIA_TYPE (415) a body not sent as application/json. `missing` says what
 * a request without any content type gets: GraphQL over HTTP reads it as JSON (graphql-http).
 */
export function requireJsonBody(request: Request, missing: "json" | "refuse" = "refuse"): void {
  const type = request.headers.get("content-type");
  if (type === null ? missing === "json" : JSON_TYPE.test(type)) return;
  fail(
    "UNSUPPORTED_MEDIA_TYPE",
    `Send the body as application/json; it came as ${type === null ? "no content type" : `"${type}"`}.`,
  );
}
