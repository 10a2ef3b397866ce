// Screens load lazily so each part of the app is its own chunk (DESIGN.md section 4 budgets).
import { lazy, type ComponentType } from "react";

/** A lazily loaded component from a module's named export. */
export const lazyScreen = <M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => lazy(() => load().then((module) => ({ default: pick(module) })));
