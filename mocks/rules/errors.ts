// The one error type rules throw. The REST wrapper turns it into a status and a body, the GraphQL
// endpoint into `errors[].extensions.code`; neither pastes its own mapping per handler.
import type { ErrorCode } from "../../schema/errors.ts";

export class RuleError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A REST body other than the default `{ code, description }` (register's shapes). */
    readonly body?: unknown,
    /** The input fields at fault, sent as GraphQL `extensions.fields` so a form can mark them. */
    readonly fields?: readonly string[],
    /** For TOO_MANY_REQUESTS: seconds until a try may succeed, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "RuleError";
  }
}

/** Throws TOO_MANY_REQUESTS, saying in how many seconds (at least 1) to try again. */
export function throttled(message: string, retryAfterSeconds: number): never {
  throw new RuleError(
    "TOO_MANY_REQUESTS",
    message,
    undefined,
    undefined,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
}

/** Throws a RuleError; typed `never` so it ends control flow. */
export function fail(code: ErrorCode, message: string, body?: unknown, fields?: readonly string[]): never {
  throw new RuleError(code, message, body, fields);
}
