// The provider-state call (docs/PROVIDERS.md, in the spirit of Pact's provider states): what the spec's
// own calls cannot set up, asked for by name. `GET <states-url>` lists the states a provider offers;
// `POST <states-url>` with `{"state", "params"}` sets one up and answers the accounts and ids it made.
import { send } from "./client.ts";
import { runStore } from "./sessions.ts";
import { config, type Account } from "./config.ts";

/** The states this suite asks for; a provider may offer any subset (the tests needing others are skipped). */
export const STATE_NAMES = [
  "seed",
  "user without store",
  "expired invite",
  "second store",
  "store of its own",
  "brakes released",
  "clock",
] as const;
export type StateName = (typeof STATE_NAMES)[number];

export interface StateAnswer {
  accounts: Record<string, Account>;
  ids: Record<string, string>;
}

let offered: Promise<readonly string[] | string> | null = null;

/** The states the provider offers, or why none can be asked for (probed once per run). */
export function offeredStates(): Promise<readonly string[] | string> {
  offered ??= (async () => {
    const url = config.statesUrl;
    if (!url) return "no provider-state call was given (--states-url)";
    const res = await send(url, { method: "GET" }).catch((error: Error) => ({
      status: 0,
      body: String(error.cause ?? error.message),
    }));
    if (res.status !== 200 || !Array.isArray(res.body?.states))
      return `the provider has no provider-state call at ${url} (GET answered ${res.status || res.body})`;
    return res.body.states as string[];
  })();
  return offered;
}

/**
 * Sets up state `name` on the provider and answers its accounts and ids; throws when it is refused.
 * Every state is told `store`, the name of the store the run's accounts work in.
 */
export async function providerState(name: StateName, params: object = {}): Promise<StateAnswer> {
  if (name !== "seed") params = { store: (await runStore()).name, ...params };
  const res = await send(config.statesUrl!, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ state: name, params }),
  });
  if (res.status !== 200)
    throw new Error(`Provider state "${name}" failed: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as StateAnswer;
}

/**
 * Moves the provider's clock `seconds` forward (the `clock` state, D216) and answers its new now. A test
 * that moves it names `clock: true` in its needs: the tiers put the clock back after it.
 */
export async function advanceClock(seconds: number): Promise<Date> {
  return new Date((await providerState("clock", { advanceSeconds: seconds })).ids.now!);
}

/** The provider's clock back to real time. */
export const resetClock = () => providerState("clock", { reset: true });
