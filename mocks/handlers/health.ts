// GET /api/health (an extension of the spec): 200 without a token while the provider runs. It comes
// before the fault gate: the injected faults stand for the network between app and provider, and a
// process manager asking whether the provider is up must not be told "no" by a simulated outage.
import type { Provider } from "../provider.ts";
import { restHandler } from "./rest.ts";

export function healthHandlers(provider: Provider) {
  const started = performance.now();
  return [
    restHandler(provider, "health", () => ({
      status: "ok" as const,
      uptimeSeconds: Math.floor((performance.now() - started) / 1000),
    })),
  ];
}
