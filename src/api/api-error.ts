// The one error every API call throws: it carries the HTTP status, the provider's code and the body,
// so a screen can tell "not found" from "forbidden" from "the network is down" (SWR's pattern).
import { UNAVAILABLE_REASON, type FailureKind } from "../lib/failure.ts";

export interface ApiErrorDetails {
  /** HTTP status; 0 when no answer arrived at all. */
  status: number;
  /** The provider's error code (REST body `code` or GraphQL `extensions.code`), when it sent one. */
  code?: string;
  body?: unknown;
}

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(message: string, details: ApiErrorDetails) {
    super(message);
    this.status = details.status;
    this.code = details.code;
    this.body = details.body;
  }
}

// GraphQL servers report a crash inside a 200 answer; these codes mean "not you, the service".
const SERVICE_CODES = new Set(["BAD_RESPONSE", "TIMEOUT", "INTERNAL_SERVER_ERROR", "UNAVAILABLE"]);

/**
 * What `error` means to the user; undefined for no error. Anything that is not an ApiError (a fetcher
 * choking on an answer of the wrong shape) counts as an answer that was not understood: unavailable.
 */
export function failureKind(error: unknown): FailureKind | undefined {
  if (error === undefined || error === null) return undefined;
  if (!(error instanceof ApiError)) return "unavailable";
  const { status, code } = error;
  // 0: no answer; 408/429: come back later; 5xx, 501 from a static host without a provider included.
  if (status === 0 || status === 408 || status === 429 || status >= 500) return "unavailable";
  if (code !== undefined && SERVICE_CODES.has(code)) return "unavailable";
  if (status === 404 || code === "NOT_FOUND") return "not-found";
  return "refused";
}

/**
 * One short line for a screen, whatever was thrown. When the service was not reached it is always the
 * same plain reason, never a host's or a status code's words ("No provider at this host", "HTTP 501").
 */
export function errorMessage(error: unknown): string {
  // The provider's own "too many tries" says how long to wait (D50); a proxy's 429 carries no such code.
  if (error instanceof ApiError && error.status === 429 && error.code === "TOO_MANY_REQUESTS")
    return error.message;
  if (error instanceof ApiError)
    return failureKind(error) === "unavailable" ? UNAVAILABLE_REASON : error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
