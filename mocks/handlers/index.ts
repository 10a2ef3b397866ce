// Every handler of the fake provider, in match order: a path that does not decode is refused first,
// then the health call, then the fault gate (it answers only when a fault hits), then GraphQL, the
// catch-alls last.
// msw tries the handlers in turn, reading the cookies and compiling the path of each one it passes, and
// most of the app's calls are GraphQL: ahead of the REST handlers (none of which matches its path) it is
// the fifth tried, not the 35th (D95).
import type { GraphQLSchema } from "graphql";
import { http, HttpResponse } from "msw";
import type { Provider } from "../provider.ts";
import { authHandlers } from "./auth.ts";
import { demoHandlers } from "./demo.ts";
import { faultGate } from "./faults.ts";
import { feedbackHandlers } from "./feedback.ts";
import { graphqlHandler } from "./graphql.ts";
import { healthHandlers } from "./health.ts";
import { inviteHandlers } from "./invites.ts";
import { malformedPathGate } from "./malformed-path.ts";
import { memberHandlers } from "./members.ts";
import { notesHandlers } from "./notes.ts";
import { providerStateHandlers } from "./provider-states.ts";
import { purchaseOrderHandlers } from "./purchase-orders.ts";
import { roleHandlers } from "./roles.ts";

/** `schema`: the provider's GraphQL schema when built ahead (browser.ts), else built here. */
export function createHandlers(provider: Provider, schema?: GraphQLSchema) {
  return [
    malformedPathGate(),
    ...healthHandlers(provider), // ahead of the faults (health.ts)
    ...faultGate(provider),
    graphqlHandler(provider, schema),
    ...authHandlers(provider),
    ...inviteHandlers(provider),
    ...demoHandlers(provider),
    ...feedbackHandlers(provider),
    ...purchaseOrderHandlers(provider),
    ...notesHandlers(provider),
    ...roleHandlers(provider),
    ...memberHandlers(provider),
    ...providerStateHandlers(provider),
    // D24: an API call without a handler is a JSON 501, never the static host's index.html.
    http.all("*/api/*", ({ request }) =>
      HttpResponse.json(
        {
          code: "NOT_IMPLEMENTED",
          description: `${request.method} ${new URL(request.url).pathname} is not implemented.`,
        },
        { status: 501 },
      ),
    ),
    // GraphQL is served over POST only: another method on it is 405 with Allow (D56), as HTTP asks.
    http.all("*/graphql*", ({ request }) =>
      HttpResponse.json(
        {
          code: "METHOD_NOT_ALLOWED",
          description: `GraphQL over ${request.method} is not served: use POST.`,
        },
        { status: 405, headers: { allow: "POST" } },
      ),
    ),
  ];
}
