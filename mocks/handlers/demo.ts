// The demo's own endpoints (D23, issue 7, D29 extensions). handlers/faults.ts never touches them.
import type { Provider } from "../provider.ts";
import { health, listFeedback, listOutbox, readFaults, resetDemo, setFaults } from "../rules/demo.ts";
import { restHandler } from "./rest.ts";

export const demoHandlers = (provider: Provider) => [
  restHandler(provider, "demoReset", () => resetDemo(provider)),
  restHandler(provider, "demoOutbox", () => listOutbox(provider)),
  restHandler(provider, "demoFeedback", () => listFeedback(provider)),
  restHandler(provider, "demoFaults", () => readFaults(provider)),
  restHandler(provider, "setDemoFaults", ({ body }) => setFaults(provider, body)),
  restHandler(provider, "demoHealth", health),
];
