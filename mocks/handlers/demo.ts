// The demo's own endpoints (extensions of the spec). handlers/faults.ts never touches them.
// They can wipe the stores, turn on outages and read mail, so the HTTP server keeps them off unless
// asked, and then answers them to signed-in users only, each reading only its own mail (D140,
// provider.ts DemoEndpoints).
import { http, HttpResponse } from "msw";
import { ERROR_STATUS } from "../../schema/errors.ts";
import type { Provider } from "../provider.ts";
import { authenticate } from "../rules/session.ts";
import { errorResponse } from "./respond.ts";
import { health, listFeedback, listPage, readFaults, resetDemo, setFaults } from "../rules/demo.ts";
import { listOutbox } from "../rules/demo-outbox.ts";
import { restHandler } from "./rest.ts";

const DEMO = "*/api/demo/*";

/** Answers for the endpoints' callers they refuse; nothing (msw goes on to them) for the others. */
function demoGate(provider: Provider) {
  return http.all(DEMO, async ({ request }) => {
    if (provider.demoEndpoints === "off")
      return HttpResponse.json(
        {
          code: "NOT_FOUND",
          description: "The demo endpoints are off: start the provider with --demo-endpoints to use them.",
        },
        { status: ERROR_STATUS.NOT_FOUND },
      );
    if (provider.demoEndpoints === "open") return undefined;
    try {
      await authenticate(provider, request.headers.get("authorization"));
      return undefined;
    } catch (error) {
      return errorResponse(error);
    }
  });
}

/** Who reads the outbox or the inbox: nobody in particular in the page (all of it), the caller on the server. */
const readerOf = (provider: Provider, request: Request) =>
  provider.demoEndpoints === "open" ? null : authenticate(provider, request.headers.get("authorization"));

export const demoHandlers = (provider: Provider) => [
  demoGate(provider),
  restHandler(provider, "demoReset", () => resetDemo(provider)),
  // The in-page toolkit reads the whole outbox; a signed-in caller of the HTTP server its own mail (D140).
  restHandler(provider, "demoOutbox", async ({ request }) =>
    listOutbox(
      provider,
      listPage(new URL(request.url).searchParams, "outbox"),
      await readerOf(provider, request),
    ),
  ),
  // Likewise the reports: the whole inbox in the page, a caller's own and its stores' on the server (D144).
  restHandler(provider, "demoFeedback", async ({ request }) =>
    listFeedback(
      provider,
      listPage(new URL(request.url).searchParams, "feedback"),
      await readerOf(provider, request),
    ),
  ),
  restHandler(provider, "demoFaults", () => readFaults(provider)),
  restHandler(provider, "setDemoFaults", ({ body }) => setFaults(provider, body)),
  restHandler(provider, "demoHealth", health),
];
