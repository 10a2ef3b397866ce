// The demo's own endpoints (D23, D29 extensions).
import type { Provider } from "../provider.ts";
import { restHandler } from "./rest.ts";

export const demoHandlers = (provider: Provider) => [
  restHandler(provider, "demoReset", async () => {
    await provider.store.reset();
    return { data: {} };
  }),
];
