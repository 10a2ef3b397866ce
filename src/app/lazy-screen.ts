// The app's lazily loaded parts (the signed-in gate with the shell and its screens, the signed-out
// routes, the demo bar) are chunks of their own (D133). A part rendered before its chunk is in suspends,
// and React 19 then holds the fallback for 300 ms however soon the chunk arrives. So the app
// loads a part's chunk before it renders it (preload), and a loaded part renders at once, never through
// React.lazy again.
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
