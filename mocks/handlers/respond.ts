// Turning rule outcomes into HTTP answers, in one place for REST and GraphQL alike.
import { HttpResponse } from "msw";
import { ERROR_STATUS } from "../../schema/errors.ts";
import type { Provider } from "../provider.ts";
import { RuleError } from "../rules/errors.ts";

/**
 * Hands over `answer` once the store has persisted every change so far (D23): the app may reload the
 * page the moment it hears back (sign-in, Reset demo data), and the reloaded page must find the change.
 */
export async function onceSaved(provider: Provider, answer: Response): Promise<Response> {
  await provider.store.saved();
  return answer;
}

/** A JSON error answer for anything a rule (or a bug) threw. */
export function errorResponse(error: unknown): Response {
  if (error instanceof RuleError)
    return HttpResponse.json((error.body ?? { code: error.code, description: error.message }) as object, {
      status: ERROR_STATUS[error.code],
      headers: error.retryAfterSeconds ? { "retry-after": String(error.retryAfterSeconds) } : {},
    });
  // A bug in the fake, not a refusal: say so plainly instead of pretending it was the caller's fault.
  const description = error instanceof Error ? error.message : String(error);
  return HttpResponse.json(
    { code: "INTERNAL", description: `The fake provider failed: ${description}` },
    { status: 500 },
  );
}
