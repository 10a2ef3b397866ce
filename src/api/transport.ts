// The only `fetch` caller (docs/ARCHITECTURE.md). It adds the bearer token, never sends cookies, turns
// "no answer at all" into an ApiError with status 0, and ends the session on a 401 to a call that
// carried a token (spec section 8). A 401 to a call without one (sign-in) is only a refusal (D27).
import { page } from "../lib/page.ts";
import { keepPendingSaves } from "../lib/pending-saves.ts";
import { endSession, storedToken } from "../session/storage.ts";
import { ApiError } from "./api-error.ts";
import { logCall } from "./call-log.ts";
import { providerReady } from "./provider-ready.ts";

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** Send the stored bearer token. */
  authorized: boolean;
  /**
   * What the call log keeps of the call (call-log.ts): the GraphQL operation's name or the REST path's
   * template, never the URL with its values.
   */
  name: string;
}

/**
 * How long a call may go unanswered before it counts as "the service could not be reached". Long, as
 * a feedback upload over a phone's connection takes a while; tests set it short.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const REQUEST_LIMITS = { timeoutMs: DEFAULT_TIMEOUT_MS };

/** "No answer at all": status 0, with what went wrong as its body. */
const unreachable = (cause: unknown, timedOut = false) =>
  new ApiError(timedOut ? "The server did not answer in time." : "The server could not be reached.", {
    status: 0,
    code: timedOut ? "TIMEOUT" : undefined,
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
  // Without a limit a provider that accepts the connection and never answers leaves a screen loading
  // forever, with no Try Again to offer. Cleared once the answer starts, so no timer outlives the call.
  const limit = new AbortController();
  const timer = setTimeout(() => limit.abort(), REQUEST_LIMITS.timeoutMs);
  const started = performance.now();
  const logged = (status: number) =>
    logCall({
      method: options.method,
      name: options.name,
      status,
      ms: Math.round(performance.now() - started),
      at: new Date().toISOString(),
    });
  try {
    // Looked up at call time: msw/node in tests patches the global after this module loads.
    response = await globalThis.fetch(url, {
      method: options.method,
      headers,
      body: options.body,
      credentials: "omit",
      signal: limit.signal,
    });
  } catch (error) {
    logged(0);
    throw unreachable(error, limit.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  logged(response.status);
  // Only while the token is still the stored one: two calls in flight with it both meet the 401, and the
  // session ends (and the page reloads) once, not twice.
  if (response.status === 401 && token && storedToken() === token) {
    // Unsent edits are kept for after the next sign-in before the page goes.
    keepPendingSaves();
    endSession();
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
