// The first screen's read, started at boot: the shell's screens are in the gate's chunk,
// so once that chunk is in, the read the first screen opens with starts before React renders
// the gate and the shell, instead of once the screen has mounted.
import { matchRoute, type Parser } from "wouter";
import type { AppRoute } from "./routes.tsx";

interface RouteMatch {
  entry: AppRoute;
  params: Record<string, string | undefined>;
}

/** The first of `screens` whose pattern matches `path` (as wouter's Switch picks), with its parameters. */
export function routeAt(parser: Parser, screens: readonly AppRoute[], path: string): RouteMatch | null {
  for (const entry of screens) {
    const [matches, params] = matchRoute(parser, entry.route.pattern, path);
    if (matches) return { entry, params };
  }
  return null;
}

/** Starts the read the route's screen opens with (for the URL's `search`), if it has one. */
export function preloadRead({ entry, params }: RouteMatch, search: string): void {
  entry.data?.(params, new URLSearchParams(search));
}
