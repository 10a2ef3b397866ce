// Reading a JSON body the way a hardened server does. Only under its own content type: a
// web page may send any site a "simple" cross-origin POST as text/plain without asking first, so a
// server that reads JSON from text/plain lets any page a user has open act on it (415). Then within a
// size (413) and a nesting depth (400) checked on the text, before JSON.parse spends seconds on a body
// nested millions deep.
import { fail } from "../rules/errors.ts";

const JSON_TYPE = /^application\/json\s*(;|$)/i;
/** No JSON call of the contract comes near: the largest is a GraphQL request of at most 16 KiB of query. */
export const MAX_JSON_BYTES = 2 ** 20;
/** The contract's deepest JSON body nests 5 levels (GraphQL variables with item lists). */
const MAX_JSON_DEPTH = 32;

/**
 * Refuses with UNSUPPORTED_MEDIA_TYPE (415) a body not sent as application/json, or sent with no content
 * type at all (GraphQL over HTTP asks a server to refuse a POST without one, D56).
 */
function requireJsonBody(request: Request): void {
  const type = request.headers.get("content-type");
  if (type !== null && JSON_TYPE.test(type)) return;
  fail(
    "UNSUPPORTED_MEDIA_TYPE",
    `Send the body as application/json; it came as ${type === null ? "no content type" : `"${type}"`}.`,
  );
}

/** How deep `text` nests arrays and objects, strings skipped; stops counting past MAX_JSON_DEPTH. */
function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > deepest && (deepest = depth) > MAX_JSON_DEPTH) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The body as JSON, or a RuleError: 415 (content type), 413 (size), 400 (depth, not JSON). `unreadable`
 * is the code for text that is not JSON: GraphQL calls a request it cannot read BAD_REQUEST.
 */
export async function readJsonBody(
  request: Request,
  unreadable: "BAD_USER_INPUT" | "BAD_REQUEST" = "BAD_USER_INPUT",
): Promise<unknown> {
  requireJsonBody(request);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > MAX_JSON_BYTES)
    fail("PAYLOAD_TOO_LARGE", `The JSON body is ${bytes.length} bytes; at most ${MAX_JSON_BYTES} are read.`);
  const text = new TextDecoder().decode(bytes);
  if (depthOf(text) > MAX_JSON_DEPTH)
    fail("BAD_USER_INPUT", `The JSON body nests more than ${MAX_JSON_DEPTH} levels deep.`);
  try {
    return JSON.parse(text);
  } catch {
    fail(unreadable, "The request body is not valid JSON.");
  }
}
