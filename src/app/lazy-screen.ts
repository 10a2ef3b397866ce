// Screens load lazily so each part of the app is its own chunk (DESIGN.md section 4 budgets). A screen
// rendered before its chunk is in suspends, and React 19 then holds the fallback for 300 ms however soon
// the chunk arrives (issue 15). So the shell loads a chunk before it renders the screen (preload), and a
// loaded screen renders at once, never through React.lazy again.
import {
  createElement,
  lazy,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactElement,
} from "react";

export interface LazyScreen<P extends object = object> {
  (props: P): ReactElement;
  /** Loads the screen's chunk (once; again after a failure); resolves when it renders without suspending. */
  preload(): Promise<void>;
  /** Whether the chunk is in. */
  loaded(): boolean;
}

/** A lazily loaded component from a module's named export. */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => void (component = pick(module)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Only for a render that comes before the chunk: it suspends, as any lazy component does.
  const Lazy = lazy(() => preload().then(() => ({ default: component! })));
  const Screen = (props: P) => createElement(component ?? Lazy, props);
  return Object.assign(Screen, { preload, loaded: () => component !== undefined });
}

/**
 * Whether `screen` may render now: its chunk is in, or failed to load (the screen then retries through
 * React.lazy and reports the failure). Starts the load when `wanted`, and renders again once it settled.
 */
export function useLoaded(screen: LazyScreen<never>, wanted = true): boolean {
  const [failed, setFailed] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loaded = screen.loaded();
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    screen.preload().then(
      () => current && rerender(),
      () => current && setFailed(true),
    );
    return () => void (current = false);
  }, [screen, wanted, loaded]);
  return loaded || failed;
}
