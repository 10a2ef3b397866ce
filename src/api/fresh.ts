// Fresh screens (D210): a screen's read opts in with `useFresh()`, and SWR re-reads it
// when the tab becomes visible again, when the connection comes back, and every `interval` ms while the
// tab is visible and the screen idle (lib/screen-activity.ts). All of it is SWR's own machinery: its
// focus and reconnect events, its polling timer, its per-key deduping (one read in flight per key). The
// one bend: `isVisible`, which SWR asks before each of those re-reads and only then, answers "no" while
// the screen is busy. `isPaused` would not do: SWR asks it on mount and after a write too, so a search
// typed into a list would never be read. A list re-reads its current page only: only its key is mounted.
import { createContext, useContext, useEffect, useMemo } from "react";
import { unstable_serialize, useSWRConfig, type Key, type SWRConfiguration } from "swr";
import { STORE_CHANGED_EVENT } from "../../schema/demo-events.ts";
import { screenIdle } from "../lib/screen-activity.ts";

export interface FreshTiming {
  /** Between two re-reads of an idle, visible screen. */
  interval: number;
  /** How long after the last key pressed in a field the screen counts as idle. */
  typingPause: number;
  /** Two re-reads on the tab's return are at least this far apart (SWR's focusThrottleInterval). */
  focusThrottle: number;
}

export const FRESH_TIMING: FreshTiming = { interval: 15_000, typingPause: 3_000, focusThrottle: 5_000 };

const FreshTimingContext = createContext(FRESH_TIMING);

/** Gives the screens below it other timings (tests shorten them). */
export const FreshTimingProvider = FreshTimingContext.Provider;

const pageVisible = () => typeof document === "undefined" || document.visibilityState !== "hidden";

/** The keys of the fresh reads on screen now, for a change in another tab of the demo. */
const onScreen = new Map<string, number>();

/** SWR options that keep `key`'s read fresh while its screen is open; merge them over the read's own. */
export function useFresh(key: Key, options: SWRConfiguration = {}): SWRConfiguration {
  const timing = useContext(FreshTimingContext);
  const id = unstable_serialize(key);
  useEffect(() => {
    onScreen.set(id, (onScreen.get(id) ?? 0) + 1);
    return () => {
      const left = (onScreen.get(id) ?? 1) - 1;
      if (left) onScreen.set(id, left);
      else onScreen.delete(id);
    };
  }, [id]);
  const fresh = useMemo<SWRConfiguration>(
    () => ({
      refreshInterval: timing.interval,
      refreshWhenHidden: false,
      refreshWhenOffline: false,
      revalidateOnFocus: true,
      revalidateOnReconnect: true,
      focusThrottleInterval: timing.focusThrottle,
      isVisible: () => pageVisible() && screenIdle(timing.typingPause),
    }),
    [timing],
  );
  return { ...options, ...fresh };
}

/**
 * Re-reads the fresh reads on screen when the demo's store took another tab's write (no polling: the
 * provider's BroadcastChannel, mocks/store/indexeddb-adapter.ts). A busy screen skips it; its next
 * interval brings the change.
 */
export function FreshOnStoreChange(): null {
  const { mutate } = useSWRConfig();
  const timing = useContext(FreshTimingContext);
  useEffect(() => {
    const reread = () => {
      if (screenIdle(timing.typingPause)) void mutate((key) => onScreen.has(unstable_serialize(key)));
    };
    window.addEventListener(STORE_CHANGED_EVENT, reread);
    return () => window.removeEventListener(STORE_CHANGED_EVENT, reread);
  }, [mutate, timing]);
  return null;
}
