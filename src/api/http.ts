// The REST client: one function for every endpoint of the contract's table (schema/rest.ts).
// Base from the runtime config, bearer token from storage, no credentials cookies; answers are parsed
// with the contract's schemas; refusals become an ApiError with the provider's description.
import { REST, restPath, type RestName, type RestRequest, type RestResponse } from "../../schema/rest.ts";
import { getConfig } from "../config/config.ts";
import { ApiError } from "./api-error.ts";
import { readJson, resolveUrl, send } from "./transport.ts";
import { whileWriting } from "../lib/screen-activity.ts";

export interface RestOptions<N extends RestName> {
  body?: RestRequest<N>;
  params?: Record<string, string | number>;
}

function encodeBody(kind: "none" | "json" | "multipart", body: unknown): { body?: BodyInit; type?: string } {
  if (kind === "none") return {};
  if (kind === "json") return { body: JSON.stringify(body), type: "application/json" };
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, string | Blob>)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, value);
  }
  return { body: form };
}

/** The message a provider's error body carries, in any of the contract's shapes. */
function describeErrorBody(body: unknown): string | undefined {
  if (Array.isArray(body))
    return (
      body
        .map((item) => (item as { description?: string })?.description)
        .filter(Boolean)
        .join("\n") || undefined
    );
  if (body && typeof body === "object") {
    const { description, errors } = body as { description?: unknown; errors?: unknown };
    if (typeof description === "string") return description;
    if (errors && typeof errors === "object")
      return Object.values(errors)
        .flat()
        .find((m) => typeof m === "string");
  }
  return undefined;
}

/** Calls `REST[name]`; resolves to its parsed answer (a Blob for binary answers) or throws ApiError. */
export async function rest<N extends RestName>(
  name: N,
  options: RestOptions<N> = {},
): Promise<RestResponse<N>> {
  const endpoint = REST[name];
  const encoded = encodeBody(endpoint.body, options.body);
  const headers: Record<string, string> = { accept: endpoint.answer === "blob" ? "*/*" : "application/json" };
  if (encoded.type) headers["content-type"] = encoded.type;
  const sending = send(resolveUrl(getConfig().apiBase, restPath(endpoint.path, options.params)), {
    method: endpoint.method,
    headers,
    body: encoded.body,
    authorized: endpoint.auth,
    name: endpoint.path,
  });
  // A write on its way holds the open screen's fresh reads back (api/fresh.ts).
  const response = await (endpoint.method === "GET" ? sending : whileWriting(sending));
  if (!response.ok) {
    const body = await readJson(response);
    const code = (body as { code?: unknown } | undefined)?.code;
    throw new ApiError(describeErrorBody(body) ?? `The request failed (HTTP ${response.status}).`, {
      status: response.status,
      code: typeof code === "string" ? code : undefined,
      body,
    });
  }
  if (endpoint.answer === "blob") return (await response.blob()) as RestResponse<N>;
  const body = await readJson(response);
  const parsed = endpoint.response.safeParse(body);
  if (!parsed.success)
    throw new ApiError("The server's answer was not understood.", {
      status: response.status,
      code: "BAD_RESPONSE",
      body,
    });
  return parsed.data as RestResponse<N>;
}
