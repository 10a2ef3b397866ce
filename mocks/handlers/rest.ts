// Builds an msw handler for one endpoint of the REST table: parses the body with the contract's
// schema (400 on a bad one), authenticates when the endpoint needs a token (401), runs the resolver,
// checks the answer against the contract and maps refusals (respond.ts). Handlers stay one-liners.
import { http, HttpResponse } from "msw";
import type * as z from "zod/mini";
import { REST, type RestName, type RestRequest, type RestResponse } from "../../schema/rest.ts";
import type { Provider } from "../provider.ts";
import { fail } from "../rules/errors.ts";
import { authenticate, type Session } from "../rules/session.ts";
import { readJsonBody } from "./json-body.ts";
import { errorResponse, onceSaved } from "./respond.ts";

type Auth<N extends RestName> = (typeof REST)[N]["auth"] extends true ? Session : null;

export interface RestCall<N extends RestName, Body> {
  body: Body;
  params: Record<string, string>;
  session: Auth<N>;
  request: Request;
}

type Answer<N extends RestName> = RestResponse<N> | Response;

async function readBody(request: Request, kind: "none" | "json" | "multipart"): Promise<unknown> {
  if (kind === "none") return undefined;
  if (kind === "json") return readJsonBody(request);
  try {
    return Object.fromEntries((await request.formData()).entries());
  } catch {
    fail("BAD_USER_INPUT", "The request body is not valid multipart form data.");
  }
}

function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; ");
}

/** The msw handler for `REST[name]`; `request` overrides the body schema where the provider is more lenient. */
export function restHandler<N extends RestName, B = RestRequest<N>>(
  provider: Provider,
  name: N,
  resolve: (call: RestCall<N, B>) => Answer<N> | Promise<Answer<N>>,
  request?: z.ZodMiniType<B>,
) {
  const endpoint = REST[name];
  const method = endpoint.method.toLowerCase() as "get" | "post" | "delete";
  async function respond(req: Request, params: Record<string, string>): Promise<Response> {
    try {
      const session = endpoint.auth ? await authenticate(provider, req.headers.get("authorization")) : null;
      const parsed = (request ?? endpoint.request).safeParse(await readBody(req, endpoint.body));
      if (!parsed.success)
        fail("BAD_USER_INPUT", `The request is not valid: ${describeIssues(parsed.error)}.`);
      const answer = await resolve({
        body: parsed.data as B,
        params,
        session: session as Auth<N>,
        request: req,
      });
      if (answer instanceof Response) return answer;
      const checked = endpoint.response.safeParse(answer);
      if (!checked.success)
        throw new Error(`${name} answered outside the contract: ${describeIssues(checked.error)}`);
      return HttpResponse.json(answer as object);
    } catch (error) {
      return errorResponse(error);
    }
  }
  return http[method](`*/api/${endpoint.path}`, async ({ request: req, params }) =>
    onceSaved(provider, () => respond(req, params as Record<string, string>)),
  );
}
