// What the screen shown offers the command palette: a screen's button or link offers
// its own action while it is mounted, with its own handler, so the palette runs exactly what a press
// would run and offers only what the screen shows the user (its permission and status checks included).
// The palette reads the offers; nothing else is kept.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";

export interface ScreenAction {
  /** Unique on the screen; also the option's key in the palette. */
  id: string;
  /** The words on the button or link, so the palette says what the screen says. */
  label: string;
  run(): void;
}

const offers = new Map<object, readonly ScreenAction[]>();
const listeners = new Set<() => void>();
let offered: readonly ScreenAction[] = [];

function publish() {
  offered = [...offers.values()].flat();
  for (const listener of listeners) listener();
}

/**
 * Offers `actions` to the palette while the calling component is mounted. Each runs the handler of the
 * latest render, so a handler made anew on each render is fine.
 */
export function useScreenActions(actions: readonly ScreenAction[]): void {
  const latest = useRef(actions);
  // Kept after each commit (not during render, which React may run and throw away).
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const shape = actions.map((action) => `${action.id}\u0000${action.label}`).join("\u0001");
  useEffect(() => {
    const owner = {};
    const run = (id: string) => () => latest.current.find((action) => action.id === id)?.run();
    offers.set(
      owner,
      latest.current.map(({ id, label }) => ({ id, label, run: run(id) })),
    );
    publish();
    return () => {
      offers.delete(owner);
      publish();
    };
  }, [shape]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => offered;

/** The actions the screens shown now offer, in the order they were offered. */
export function useOfferedActions(): readonly ScreenAction[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
