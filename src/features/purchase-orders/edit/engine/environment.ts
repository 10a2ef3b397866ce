// What the edit engine needs from the world, handed to it instead of reached for: how long
// it waits (spec sections 4 and 9) and the timers it waits with. The app makes one environment for its
// life (edit-context.tsx); a test makes its own, with a virtual clock or shorter delays, so no test
// ever changes what another one, or the app, runs with.

/** How long the edit screen waits before sending, and between retries of a failed save. */
export interface EditDelays {
  /** Quantity and cost cells: sent this long after the last edit. */
  readonly items: number;
  /** Ship-to, shipping and discount. */
  readonly order: number;
  /** The product search asks the provider this long after the last keystroke. */
  readonly search: number;
  /** The first retry of a failed save; each next one waits twice as long, up to retryMax. */
  readonly retry: number;
  readonly retryMax: number;
}

/** The timers the edit queues wait with; a virtual clock (mocks/faults/virtual-clock.ts) fits as it is. */
export interface EditTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface EditEnvironment {
  readonly delays: EditDelays;
  readonly timers: EditTimers;
}

/** The spec's delays: items 2 s, order fields 1 s, the search 1 s. */
export const SPEC_DELAYS: EditDelays = Object.freeze({
  items: 2000,
  order: 1000,
  search: 1000,
  retry: 2000,
  retryMax: 30_000,
});

const REAL_TIMERS: EditTimers = Object.freeze({
  setTimeout: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** An environment with the spec's delays and the real timers, save what `options` changes. */
export function editEnvironment(
  options: { delays?: Partial<EditDelays>; timers?: EditTimers } = {},
): EditEnvironment {
  return {
    delays: Object.freeze({ ...SPEC_DELAYS, ...options.delays }),
    timers: options.timers ?? REAL_TIMERS,
  };
}
