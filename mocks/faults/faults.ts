// Fault injection for showing resilience: added latency, an error rate, offline. Off by default.
// The settings live with the provider; handlers/faults.ts applies them to every call but the demo's own.
import type { Faults } from "../../schema/rest.ts";
import { mulberry32 } from "./random.ts";

export const NO_FAULTS: Faults = Object.freeze({ latencyMs: 0, errorRate: 0, offline: false });

/** The seed of the error-rate draws unless one is given: a Node run replays the same failures. */
const DEFAULT_FAULT_SEED = 1;

/** What happens to one call: answered normally, answered 503, or dropped as a network error. */
export interface FaultOutcome {
  kind: "pass" | "fail" | "offline";
  /** Added before the answer (none when offline: the network error is immediate). */
  delayMs: number;
}

/** One call's fate under `faults`; draws one number from `random` unless offline. */
export function decideFault(faults: Faults, random: () => number): FaultOutcome {
  if (faults.offline) return { kind: "offline", delayMs: 0 };
  return { kind: random() < faults.errorRate ? "fail" : "pass", delayMs: faults.latencyMs };
}

export interface FaultSwitch {
  readonly current: Faults;
  /** New settings; the draws start again from the seed, so the same settings fail the same calls. */
  set(faults: Faults): void;
  /** Decides the next call's fate. */
  next(): FaultOutcome;
}

export interface FaultOptions {
  initial?: Faults;
  seed?: number;
  /** Called after every change, e.g. to keep the settings across the app's page reloads. */
  onChange?(faults: Faults): void;
}

export function createFaultSwitch(options: FaultOptions = {}): FaultSwitch {
  const seed = options.seed ?? DEFAULT_FAULT_SEED;
  let current = { ...(options.initial ?? NO_FAULTS) };
  let random = mulberry32(seed);
  return {
    get current() {
      return current;
    },
    set(faults) {
      current = { ...faults };
      random = mulberry32(seed);
      options.onChange?.(current);
    },
    next: () => decideFault(current, random),
  };
}
