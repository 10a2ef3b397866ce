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
