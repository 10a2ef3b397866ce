// A provider out of service for one GraphQL operation (HTTP 503), for screen tests that show what a
// user sees when one call of several fails. `when` picks which of its calls fail (every one by default).
import { http, HttpResponse } from "msw";

export const unavailableFor = (operation: string, when: () => boolean = () => true) =>
  http.post("*/graphql/", async ({ request }) => {
    const { operationName } = (await request.clone().json()) as { operationName: string };
    if (operationName === operation && when())
      return HttpResponse.json({ message: "Service Unavailable" }, { status: 503 });
    return undefined;
  });
