// Route preloads (issue 15). A screen rendered before its chunk is in suspends, and React 19 holds a
// fallback at least 300 ms; a screen that starts its read only once mounted waits for its chunk first.
// So the shell loads a route's chunk and starts its read before rendering it: on navigation it keeps
// the screen shown until the next one has loaded (as a transition would; wouter's location store cannot
// take part in one), and a link pointed at or focused loads its route's chunk ahead of the click.
import { useEffect, useRef, useState } from "react";
import { matchRoute, useLocation, useRouter, useSearch, type Parser } from "wouter";
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

/**
 * Loads the route's chunk and starts its read (for the URL's `search`): `chunk` resolves once the
 * chunk is in, `read` settles once the read is answered.
 */
function preloadRoute({ entry, params }: RouteMatch, search: string) {
  const read = entry.data?.(params, new URLSearchParams(search));
  return { chunk: entry.screen.preload(), read };
}

/** The first screen's read, started at boot (D117): D92's idle preloads wait for it as for any other. */
let bootRead: Promise<unknown> | void;

/** At boot, before the shell renders: the route's chunk and read (D117); resolves once the chunk is in. */
export function preloadAtBoot(match: RouteMatch, search: string): Promise<void> {
  const { chunk, read } = preloadRoute(match, search);
  bootRead = read;
  return chunk;
}

/**
 * The path the routes render: the current one once its screen's chunk is in, the one shown before
 * meanwhile (null before the first, for the shell's loading page). A chunk that fails to load is
 * rendered anyway, so React.lazy retries it and the failure shows as it always did.
 */
export function useReadyLocation(screens: readonly AppRoute[]): string | null {
  const { parser } = useRouter();
  const [location] = useLocation();
  const search = useSearch();
  const [shown, setShown] = useState<string | null>(null);
  const reading = useRef<Promise<unknown> | void>(bootRead);
  const target = routeAt(parser, screens, location);
  const loaded = !target || target.entry.screen.loaded();
  // What renders now is what is shown next time a chunk is awaited (state derived during render).
  if (loaded && shown !== location) setShown(location);
  const ready = loaded ? location : shown;
  // Once a screen is shown and its read answered, the screens it leads to load their chunks while the
  // page is idle (D92); not sooner: the idle moments while its read waits belong to that read.
  const next = ready === null ? undefined : routeAt(parser, screens, ready)?.entry.leadsTo;
  useEffect(() => {
    // Only screens this user may open (`screens` is filtered by permission).
    const allowed = next?.filter((screen) => screens.some((entry) => entry.screen === screen));
    if (!allowed?.length) return;
    let cancel: (() => void) | undefined;
    let current = true;
    void Promise.resolve(reading.current).then(() => {
      if (current)
        cancel = whenIdle(() => allowed.forEach((screen) => void screen.preload().catch(() => {})));
    });
    return () => {
      current = false;
      cancel?.();
    };
  }, [next, screens]);
  useEffect(() => {
    if (loaded || !target) return;
    let current = true;
    const show = () => current && setShown(location);
    const { chunk, read } = preloadRoute(target, search);
    reading.current = read;
    chunk.then(show, show);
    return () => void (current = false);
    // `target` follows from `location`: a new object each render must not start the load again.
  }, [location, loaded]);
  return ready;
}

/** Runs `work` when the page is next idle (at the latest after 2 s); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

/** The app path a link points to, or null for a link out of the app (another origin or base). */
function linkPath(link: HTMLAnchorElement, base: string): string | null {
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${base}/`)) return null;
  return url.pathname.slice(base.length);
}

/** Loads the chunk of any app link the pointer rests on or focus reaches, before it is followed. */
export function usePreloadOnIntent(screens: readonly AppRoute[]): void {
  const { parser, base } = useRouter();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const path = linkPath(link, base);
      const match = path === null ? null : routeAt(parser, screens, path);
      if (match) void match.entry.screen.preload().catch(() => {}); // a failure shows on navigation
    };
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [parser, base, screens]);
}
