// The fake provider inside a Node process (msw/node): what screen tests and in-process contract runs use.
import { setupServer, type SetupServer } from "msw/node";
import { createHandlers } from "./handlers/index.ts";
import { createProvider, type Provider, type ProviderOptions } from "./provider.ts";
import { cachedSeed } from "./seed/cached.ts";

export interface InProcessProvider {
  provider: Provider;
  /** msw's server, for a test that puts handlers in front of the provider's (`use`, `resetHandlers`). */
  server: SetupServer;
  close(): void;
}

/** Intercepts `fetch` in this process; a request no handler answers is an error, not a real network call. */
async function startInProcessProvider(options: Partial<ProviderOptions> = {}): Promise<InProcessProvider> {
  const provider = await createProvider({
    makeSeed: cachedSeed({}, options.now),
    // Every test's writes are checked: a change a write does not name would be lost on a reload (D70).
    checkWrites: true,
    // The contract suite's states tier asks for what the spec's calls cannot set up.
    providerStates: true,
    ...options,
  });
  const server = setupServer(...createHandlers(provider));
  server.listen({ onUnhandledRequest: "error" });
  return { provider, server, close: () => server.close() };
}

let shared: Promise<InProcessProvider> | null = null;

/** One provider per test process: msw/node may only listen once. Reset its store between tests. */
export function sharedInProcessProvider(): Promise<InProcessProvider> {
  shared ??= startInProcessProvider();
  return shared;
}
