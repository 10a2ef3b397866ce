// Fault injection applied in one place: this gate comes first in the handler list and sees
// every /api/ and GraphQL call. It may delay the call, answer 503 or drop it as a network error;
// otherwise it answers nothing and msw moves on to the real handler. The demo's own endpoints
// (demo/*) are never touched, so the panel that turns the faults off keeps working.
import { http, HttpResponse } from "msw";
import { ERROR_STATUS, type ErrorCode } from "../../schema/errors.ts";
import type { Provider } from "../provider.ts";

const DEMO_ENDPOINTS = /\/api\/demo\//;

export const OUTAGE = {
  code: "UNAVAILABLE" satisfies ErrorCode,
  description: "The demo is simulating an outage (fault injection).",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faultGate(provider: Provider) {
  const gate = async ({ request }: { request: Request }) => {
    if (DEMO_ENDPOINTS.test(new URL(request.url).pathname)) return undefined;
    const outcome = provider.faults.next();
    // A network error, as when the connection is down: fetch rejects, there is no status at all.
    if (outcome.kind === "offline") return HttpResponse.error();
    if (outcome.delayMs) await sleep(outcome.delayMs);
    // The delay stands for the network: a call its client gave up on meanwhile never reaches the
    // provider (else it would write into whatever the store holds by then).
    if (request.signal.aborted) return HttpResponse.error();
    if (outcome.kind === "fail") return HttpResponse.json(OUTAGE, { status: ERROR_STATUS.UNAVAILABLE });
    return undefined;
  };
  return [http.all("*/api/*", gate), http.all("*/graphql*", gate)];
}
