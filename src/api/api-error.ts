// The one error every API call throws: it carries the HTTP status, the provider's code and the body,
// so a screen can tell "not found" from "forbidden" from "the network is down" (SWR's pattern).

export interface ApiErrorDetails {
  /** HTTP status; 0 when no answer arrived at all. */
  status: number;
  /** The provider's error code (REST body `code` or GraphQL `extensions.code`), when it sent one. */
  code?: string;
  body?: unknown;
}

export class ApiError extends Error {
  name = "ApiError";
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

/** One short line for a screen, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
