// After a write, the cached reads it made stale. SWR's plain revalidation keeps a cached read and
// refetches it where it is on screen, so a list opened next would show, for a moment, the rows from
// before the write (a supplier just created missing from the list it lands on). Dropping them
// instead makes that list load afresh.
import type { ScopedMutator } from "swr";

/**
 * Drops every cached read `isStale` matches and refetches those on screen. Only for reads kept with
 * keepPreviousData, which keep their rows on screen (marked busy) while they load again.
 */
export const dropStaleReads = (mutate: ScopedMutator, isStale: (key: unknown) => boolean) =>
  mutate(isStale, undefined);
