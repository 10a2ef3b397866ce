// The provider-state call (rules/provider-states.ts): `GET /api/provider-states` lists the
// states, `POST` sets one up. Off unless the provider was started with it: then a 404, as if absent.
import { http, HttpResponse } from "msw";
import { ERROR_STATUS } from "../../schema/errors.ts";
import type { Provider } from "../provider.ts";
import { listStates, setUpState } from "../rules/provider-states.ts";
import { readJsonBody } from "./json-body.ts";
import { errorResponse, onceSaved } from "./respond.ts";

const PATH = "*/api/provider-states";

const off = () =>
  HttpResponse.json(
    {
      code: "NOT_FOUND",
      description: "The provider-state call is off: start the provider with --provider-states to use it.",
    },
    { status: ERROR_STATUS.NOT_FOUND },
  );

export const providerStateHandlers = (provider: Provider) => [
  http.get(PATH, () => (provider.providerStates ? HttpResponse.json(listStates()) : off())),
  http.post(PATH, ({ request }) => {
    if (!provider.providerStates) return off();
    return onceSaved(provider, async () => {
      try {
        return HttpResponse.json(await setUpState(provider, await readJsonBody(request)));
      } catch (error) {
        return errorResponse(error);
      }
    });
  }),
  http.all(PATH, ({ request }) =>
    provider.providerStates
      ? HttpResponse.json(
          { code: "METHOD_NOT_ALLOWED", description: `${request.method} is not served here: GET or POST.` },
          { status: 405, headers: { allow: "GET, POST" } },
        )
      : off(),
  ),
];
