// How long the edit screen waits before sending (spec sections 4 and 9) and between retries of a
// failed save. Read at each use, so screen tests can shorten them and put them back afterwards.
export const EDIT_DELAYS = {
  /** Quantity and cost cells: sent this long after the last edit. */
  items: 2000,
  /** Ship-to, shipping and discount. */
  order: 1000,
  /** The product search asks the provider this long after the last keystroke. */
  search: 1000,
  /** The first retry of a failed save; each next one waits twice as long, up to retryMax. */
  retry: 2000,
  retryMax: 30_000,
};

/** The production values, for tests that change EDIT_DELAYS to restore them. */
export const PRODUCTION_EDIT_DELAYS = Object.freeze({ ...EDIT_DELAYS });

/** The timers the edit queue uses, looked up at each use: tests swap in a virtual clock. */
export const EDIT_TIMERS = {
  set: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const REAL_EDIT_TIMERS = Object.freeze({ ...EDIT_TIMERS });

/** Puts the edit queue's timers on a test's virtual clock; returns what puts the real ones back. */
export function editTimersOn(clock: {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}): () => void {
  Object.assign(EDIT_TIMERS, { set: clock.setTimeout, clear: clock.clearTimeout });
  return () => Object.assign(EDIT_TIMERS, REAL_EDIT_TIMERS);
}
