// The one error type rules throw. The REST wrapper turns it into a status and a body, the GraphQL
// endpoint into `errors[].extensions.code`; neither pastes its own mapping per handler.
import type { ErrorCode } from "../../schema/errors.ts";

export class RuleError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** A REST body other than the default `{ code, description }` (D13's register shapes). */
    readonly body?: unknown,
    /** The input fields at fault, sent as GraphQL `extensions.fields` so a form can mark them. */
    readonly fields?: readonly string[],
  ) {
    super(message);
    this.name = "RuleError";
  }
}

/** Throws a RuleError; typed `never` so it ends control flow. */
export function fail(code: ErrorCode, message: string, body?: unknown, fields?: readonly string[]): never {
  throw new RuleError(code, message, body, fields);
}
