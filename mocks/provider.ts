// The fake provider's state: the store, the token secret, the clock and the fault settings. Handlers
// receive it; nothing else is global, so tests open as many independent providers as they like. Where
// the seed comes from is the caller's business: faker in Node (seed/cached.ts), a JSON file or a lazily
// loaded faker in the browser (browser.ts).
import { createThrottles, type Throttles } from "./auth/throttle.ts";
import { createFaultSwitch, NO_FAULTS, type FaultOptions, type FaultSwitch } from "./faults/faults.ts";
import {
  memoryAdapter,
  openStore,
  type FakeStore,
  type MakeSeed,
  type PersistenceAdapter,
} from "./store/store.ts";
import type { Db } from "./store/tables.ts";
import { EXTENSIONS, type ExtensionName } from "../schema/extensions.ts";

/**
 * A fresh signing secret (32 random bytes, base64url), the default for every provider: a secret in the
 * source let anyone sign a token of their own. Tokens of another process are refused.
 */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * Who may call the demo's own endpoints (reset, faults, outbox, feedback inbox): anyone ("open", the
 * in-page demo, whose toolkit sends no token), a signed-in user ("signed-in", `npm run provider
 * --demo-endpoints`), or nobody ("off", the HTTP server's default: any web page could reach it).
 */
export type DemoEndpoints = "open" | "signed-in" | "off";

export interface Provider {
  store: FakeStore;
  demoEndpoints: DemoEndpoints;
  /** The provider-state call (handlers/provider-states.ts): off unless asked for. */
  providerStates: boolean;
  /**
   * The contract extensions its GraphQL schema shows (D231; all unless asked otherwise). A test may
   * switch them between requests; a reset leaves them as they are.
   */
  extensions: Set<ExtensionName>;
  secret: string;
  now(): Date;
  /** The offset `now` runs ahead of real time by, moved only by the `clock` provider state. */
  clock: Clock;
  /** Fault injection, applied by handlers/faults.ts; off unless set. */
  faults: FaultSwitch;
  /** The brakes on guessing passwords and on registering; in memory, cleared by a reset. */
  throttles: Throttles;
  /** The demo's "Reset demo data": the seed back, the faults off, the throttles cleared, real time. */
  reset(): Promise<void>;
}

export interface Clock {
  /** How far ahead of the real clock `now` is, in milliseconds. */
  readonly offsetMs: number;
  advance(ms: number): void;
  /** Back to real time (also done by `reset`). */
  reset(): void;
}

/** `base` shifted by an offset: `now` stays one function, so a test that swaps and restores it still can. */
function offsetClock(base: () => Date): { clock: Clock; now: () => Date } {
  let offsetMs = 0;
  const clock: Clock = {
    get offsetMs() {
      return offsetMs;
    },
    advance: (ms) => void (offsetMs += ms),
    reset: () => void (offsetMs = 0),
  };
  return { clock, now: () => (offsetMs ? new Date(base().getTime() + offsetMs) : base()) };
}

export interface ProviderOptions {
  adapter?: PersistenceAdapter;
  /** Makes the database a reset goes back to. */
  makeSeed: MakeSeed;
  /** Whether a stored database may be kept; the demo started with another seed replaces it. */
  keepStored?: (stored: Db) => boolean;
  /** Throw on a write that changes rows it does not name (D70); on in the tests' provider. */
  checkWrites?: boolean;
  /** The token signing secret; a random one per provider unless given. */
  secret?: string;
  now?: () => Date;
  faults?: FaultOptions;
  /** "open" unless given. */
  demoEndpoints?: DemoEndpoints;
  /** The provider-state call; off unless given (the tests' in-process provider has it on). */
  providerStates?: boolean;
  /** The contract extensions on (D231); all unless given. */
  extensions?: readonly ExtensionName[];
}

/** A provider over a store opened from `adapter` (memory by default) or, when it holds nothing, `makeSeed`. */
export async function createProvider(options: ProviderOptions): Promise<Provider> {
  const { clock, now } = offsetClock(options.now ?? (() => new Date()));
  const store = await openStore(options.adapter ?? memoryAdapter(), options.makeSeed, {
    keep: options.keepStored,
    checkWrites: options.checkWrites,
  });
  const faults = createFaultSwitch(options.faults);
  const throttles = createThrottles();
  return {
    store,
    demoEndpoints: options.demoEndpoints ?? "open",
    providerStates: options.providerStates ?? false,
    extensions: new Set(options.extensions ?? EXTENSIONS),
    secret: options.secret ?? randomSecret(),
    now,
    clock,
    faults,
    throttles,
    async reset() {
      faults.set(NO_FAULTS);
      clock.reset();
      for (const throttle of Object.values(throttles)) throttle.clearAll();
      await store.reset();
    },
  };
}
