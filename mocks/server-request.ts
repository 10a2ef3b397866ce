// From Node's HTTP request to the fetch Request the msw handlers read, for mocks/server.ts. What
// cannot be a call of the API at all is refused here with a 4xx before anything is read (once
// a bad Host header, an absolute-URL request line, `*` as the path and TRACE each answered 500).
import type { IncomingMessage } from "node:http";
import { ERROR_STATUS, type ErrorCode } from "../schema/errors.ts";
import { FEEDBACK_IMAGE, REST } from "../schema/rest.ts";
import { setClient } from "./auth/throttle.ts";
import { MAX_JSON_BYTES } from "./handlers/json-body.ts";

/** The methods the API answers (the REST table's and GraphQL's), and CORS preflights. */
const METHODS = ["GET", "POST", "DELETE", "OPTIONS"];
/** A Host header: a name or IPv4 address, or an IPv6 one in brackets, and an optional port. */
const HOST = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

export interface RequestProblem {
  status: number;
  headers?: Record<string, string>;
  code: ErrorCode;
  description: string;
}

const problem = (code: ErrorCode, description: string, headers?: Record<string, string>) => ({
  status: ERROR_STATUS[code],
  code,
  description,
  ...(headers && { headers }),
});

/** Why `req` is no call of this API, or null. */
export function requestProblem(req: IncomingMessage): RequestProblem | null {
  if (!METHODS.includes(req.method ?? ""))
    return problem("METHOD_NOT_ALLOWED", `${req.method} is not served here: use ${METHODS.join(", ")}.`, {
      allow: METHODS.join(", "),
    });
  // Only origin-form ("/path?query"): an absolute URL is a proxy's request line, `*` is for OPTIONS only.
  const target = req.url ?? "";
  if (!target.startsWith("/") && !(req.method === "OPTIONS" && target === "*"))
    return problem(
      "BAD_REQUEST",
      `The request target must be a path starting with "/"; got "${target.slice(0, 100)}".`,
    );
  // RFC 9112 3.2: an HTTP/1.1 request without a Host is a 400 (Node's own would carry no API headers).
  if (req.headers.host === undefined && req.httpVersion === "1.1")
    return problem("BAD_REQUEST", "An HTTP/1.1 request must name its Host.");
  if (!HOST.test(req.headers.host ?? "localhost"))
    return problem("BAD_REQUEST", "The Host header is not a host name or address with an optional port.");
  return null;
}

// The largest body read: the 10 MB screenshot and its multipart wrapping; any other body (JSON,
// GraphQL) at most the 1 MiB a JSON body may be, so 40 GraphQL requests of 10 MB at once hold 40 MiB,
// not 400. A larger one is not held in memory: the rest is read and dropped, then refused. (Closing
// the connection mid-body instead makes the client's fetch fail on the reset before it can read the 413.)
export const MAX_BODY_BYTES = FEEDBACK_IMAGE.maxBytes + 2 ** 20;

/** The calls that upload (a screenshot with the report, a file to an order: D240), under the API paths the handlers answer. */
const UPLOAD_PATH = new RegExp(
  `/api/(${REST.feedbackImage.path}|${REST.addPurchaseOrderAttachment.path.replace(":id", "[^/]+")})$`,
);

/**
 * How many bytes of `req`'s body are read: the upload's for a multipart POST to the upload path, a
 * JSON body's for anything else (a multipart header alone, on any other path, buys no more).
 */
function bodyLimit(req: IncomingMessage): number {
  const multipart = /^multipart\/form-data\s*(;|$)/i.test(req.headers["content-type"] ?? "");
  const path = (req.url ?? "").split("?")[0]!;
  return multipart && req.method === "POST" && UPLOAD_PATH.test(path) ? MAX_BODY_BYTES : MAX_JSON_BYTES;
}

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is over ${limit} bytes.`);
  }
}

/** The fetch Request for `req` (checked by requestProblem first), its client recorded; BodyTooLarge past its limit. */
export async function toRequest(req: IncomingMessage): Promise<Request> {
  const limit = bodyLimit(req);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw new BodyTooLarge(limit);
  const body = chunks.length && req.method !== "GET" ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(name, value);
  const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, {
    method: req.method,
    headers,
    body,
  });
  // The peer's address, not a header the caller writes: the guessing brakes count per client.
  setClient(request, req.socket.remoteAddress ?? "unknown");
  return request;
}
