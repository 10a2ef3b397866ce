// The demo's provider answers inside the page (D125): the page's `fetch` asks msw's handlers
// first, through `getResponse` (as the HTTP server does, mocks/server.ts), and what no handler answers
// (the build's own files, the seed) goes to the network as before. No service worker: a call costs no
// round trip through another process, a load does not wait for a worker to start, register or take
// the page, and the demo runs where service workers do not (private windows, plain HTTP hosts).
import { getResponse, type RequestHandler } from "msw";

type Fetch = typeof globalThis.fetch;

/** Rejects with the signal's reason once it aborts, as `fetch` does; otherwise settles as `answer`. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/**
 * From now on `target.fetch` answers from `handlers()` (read at each call, so the provider's handlers
 * can arrive after this is installed; none yet means every request goes to the network). A handler's
 * `HttpResponse.error()` rejects as a network failure does, and an aborted call rejects with its
 * signal's reason even while a handler is still waiting (an injected latency).
 */
export function answerInPage(target: { fetch: Fetch }, handlers: () => RequestHandler[]): void {
  const network = target.fetch.bind(target);
  target.fetch = async (input, init) => {
    const request = new Request(input, init);
    const current = handlers();
    if (!current.length) return network(request);
    const response = await untilAborted(getResponse(current, request.clone()), request.signal);
    if (!response) return network(request);
    if (response.type === "error") throw new TypeError("Failed to fetch");
    return response;
  };
}

type Registrations = Pick<ServiceWorkerContainer, "getRegistrations">;

/**
 * Unregisters msw's service worker, which demo builds before D125 registered and kept registered: left
 * alone, it would still start for every request of a returning visitor's page, only to let it through.
 */
export async function forgetOldWorker(container: Registrations | undefined): Promise<void> {
  for (const registration of (await container?.getRegistrations()) ?? []) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (worker?.scriptURL.endsWith("/mockServiceWorker.js")) await registration.unregister();
  }
}
