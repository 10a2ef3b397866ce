// The only `fetch` caller (DESIGN.md section 2). It adds the bearer token, never sends cookies, turns
// "no answer at all" into an ApiError with status 0, and ends the session on a 401 to a call that
// carried a token (spec section 8). A 401 to a call without one (sign-in) is only a refusal (D27).
import { page } from "../lib/page.ts";
import { keepPendingSaves } from "../lib/pending-saves.ts";
import { clearSession, storedToken } from "../session/storage.ts";
import { ApiError } from "./api-error.ts";
import { providerReady } from "./provider-ready.ts";

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** Send the stored bearer token. */
  authorized: boolean;
}

/** "No answer at all": status 0, with what went wrong as its body. */
const unreachable = (cause: unknown) =>
  new ApiError("The server could not be reached. Check the connection and try again.", {
    status: 0,
    body: cause,
  });

/** An absolute URL for `path` under a configured base that may itself be origin-relative. */
export function resolveUrl(base: string, path = ""): string {
  return new URL(path, new URL(base, window.location.origin)).toString();
}

export async function send(url: string, options: SendOptions): Promise<Response> {
  const ready = providerReady();
  if (ready) await waitForProvider(ready);
  const token = options.authorized ? storedToken() : null;
  const headers = token ? { ...options.headers, authorization: `Bearer ${token}` } : options.headers;
  let response: Response;
  try {
    // Looked up at call time: msw/node in tests patches the global after this module loads.
    response = await globalThis.fetch(url, {
      method: options.method,
      headers,
      body: options.body,
      credentials: "omit",
    });
  } catch (error) {
    throw unreachable(error);
  }
  if (response.status === 401 && token) {
    // Unsent edits are kept for after the next sign-in (issue 8) before the page goes.
    keepPendingSaves();
    clearSession();
    page.reload();
  }
  return response;
}

/** In the demo, until its provider has started; a provider that failed to start answers nothing. */
async function waitForProvider(ready: Promise<unknown>): Promise<void> {
  try {
    await ready;
  } catch (error) {
    throw unreachable(error);
  }
}

/** The JSON body, or undefined when there is none or it is not JSON (a static host's HTML page). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
