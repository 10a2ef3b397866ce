// The demo's outbox and feedback inbox on the HTTP server (--demo-endpoints) show a caller only its own
// mail (D140, D144); the page's in-process provider shows all of it. A test of the server's rule switches
// the in-process provider to that rule for its case, then back.
import { sharedInProcessProvider } from "../../mocks/node.ts";
import { remote } from "./target.ts";
import type { Context, Needs } from "./tiers.ts";

type Register = (name: string, needs: Needs, body: (context: Context) => Promise<void>) => void;

/** `register`'s test (`contract` or `braked`), run with the server's rule. */
export const onServerRule =
  (register: Register) => (name: string, needs: Needs, body: (context: Context) => Promise<void>) =>
    register(name, needs, async (context) => {
      if (remote) return body(context);
      const { provider } = await sharedInProcessProvider();
      provider.demoEndpoints = "signed-in";
      try {
        await body(context);
      } finally {
        provider.demoEndpoints = "open";
      }
    });
