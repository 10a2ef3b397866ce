// The tests that count towards a guessing brake (D50's sign-ins and registrations, D141's reset asks):
// the provider state "brakes released" (D203) forgets every count before such a test and again when it
// ends, pass or fail, so its failures never add up with the rest of the run's and lock the run's own
// accounts. A provider without the state has the test reported skipped, saying so.
import { offeredStates, providerState } from "./states.ts";
import { contract, type Context, type Needs } from "./tiers.ts";

const RELEASED = "brakes released";

/** A contract test run between two releases of the brakes. */
export function braked(name: string, needs: Needs, body: (context: Context) => Promise<void>) {
  contract(name, needs, async (context) => {
    const states = await offeredStates();
    if (typeof states === "string") return void context.t.skip(`states tier: ${states}`);
    if (!states.includes(RELEASED))
      return void context.t.skip(`states tier: the provider does not offer state "${RELEASED}" (D203)`);
    await providerState(RELEASED);
    try {
      await body(context);
    } finally {
      await providerState(RELEASED);
    }
  });
}
