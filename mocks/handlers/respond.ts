// Turning rule outcomes into HTTP answers, in one place for REST and GraphQL alike.
import { HttpResponse } from "msw";
import { ERROR_STATUS } from "../../schema/errors.ts";
import type { Provider } from "../provider.ts";
import { RuleError } from "../rules/errors.ts";

/**
 * Runs `respond` and hands over its answer once the store has persisted every change so far: the
 * app may reload the page the moment it hears back (sign-in, Reset demo data), and the reloaded page
 * must find the change. When a change made meanwhile was not persisted (the demo's save was rolled
 * back, D85, or the data file could not be written) the call is answered 503 instead: an answer never
 * acknowledges a write that is lost.
 */
export async function onceSaved(provider: Provider, respond: () => Promise<Response>): Promise<Response> {
  const since = provider.store.writes();
  const answer = await respond();
  try {
    await provider.store.saved(since);
  } catch (error) {
    return errorResponse(new RuleError("UNAVAILABLE", (error as Error).message));
  }
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
