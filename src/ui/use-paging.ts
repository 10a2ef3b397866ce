// Relay paging for a list screen (spec sections 3 and 4): forwards with first/after, backwards
// with last/before. The position in the list is counted here because cursors are opaque. The page is
// kept in the URL's query (size, after or before, at), beside the list's filter, so a reload or a
// shared link opens the same page and the Back button walks back through the pages.
import { useSearchParams } from "wouter";
import type { PageInfo, PageVariables } from "../../schema/connection.ts";

/** The page sizes a list offers (spec section 9). */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;

/** none: the first page; right: the next page; left: the previous page (spec section 4). */
export type PageDirection = "none" | "right" | "left";

export interface PageState {
  size: number;
  direction: PageDirection;
  /** The cursor the page starts after (right) or ends before (left). */
  cursor: string | null;
  /** How many rows come before this page: 0 on the first page. */
  position: number;
}

/** Page 1 of a list. */
export const firstPage = (size: number): PageState => ({
  size,
  direction: "none",
  cursor: null,
  position: 0,
});

/** The query variables that fetch this page. */
export function pageVariables(page: PageState): PageVariables {
  if (page.direction === "right") return { first: page.size, after: page.cursor };
  if (page.direction === "left") return { last: page.size, before: page.cursor };
  return { first: page.size };
}

/** The page after the one shown, which has `shown` rows. */
export const nextPage = (page: PageState, info: PageInfo, shown: number): PageState =>
  info.endCursor === null
    ? page
    : { ...page, direction: "right", cursor: info.endCursor, position: page.position + shown };

/** The page before the one shown. */
export const previousPage = (page: PageState, info: PageInfo): PageState =>
  info.startCursor === null
    ? page
    : {
        ...page,
        direction: "left",
        cursor: info.startCursor,
        position: Math.max(0, page.position - page.size),
      };

// ---------------------------------------------------------------------------------------------
// The page in the URL

/** The query keys of a page; a list's filter uses keys of its own. */
const KEY = { size: "size", after: "after", before: "before", at: "at" } as const;
const POSITION_KEYS = [KEY.after, KEY.before, KEY.at];

/** The page `query` describes; anything unreadable (a hand-edited link) falls back to page 1. */
export function pageFromQuery(query: URLSearchParams, defaultSize: number): PageState {
  const size = Number(query.get(KEY.size));
  const page = firstPage((PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize);
  const at = Number(query.get(KEY.at) ?? 0);
  const position = Number.isSafeInteger(at) && at >= 0 ? at : 0;
  const after = query.get(KEY.after);
  const before = query.get(KEY.before);
  if (after) return { ...page, direction: "right", cursor: after, position };
  if (before) return { ...page, direction: "left", cursor: before, position };
  return page;
}

/** `query` with `page` in it; the default size and page 1 are left out, so a plain link stays plain. */
export function withPage(query: URLSearchParams, page: PageState, defaultSize: number): URLSearchParams {
  const next = withoutPosition(query);
  next.delete(KEY.size);
  if (page.size !== defaultSize) next.set(KEY.size, String(page.size));
  if (page.direction !== "none" && page.cursor !== null) {
    next.set(page.direction === "right" ? KEY.after : KEY.before, page.cursor);
    next.set(KEY.at, String(page.position));
  }
  return next;
}

/** `query` back on page 1, its size kept (a new filter). */
function withoutPosition(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of POSITION_KEYS) next.delete(key);
  return next;
}

export interface Paging {
  page: PageState;
  variables: PageVariables;
  setSize(size: number): void;
  next(info: PageInfo, shown: number): void;
  previous(info: PageInfo): void;
  /** Page 1 in place of this page (no history entry): a page the list no longer has. */
  restart(): void;
}

/** Paging for the list on screen, read from and written to the URL (each move a history entry). */
export function usePaging(defaultSize: number): Paging {
  const [query, setQuery] = useSearchParams();
  const page = pageFromQuery(query, defaultSize);
  const go = (next: PageState) => {
    if (next !== page) setQuery(withPage(query, next, defaultSize));
  };
  return {
    page,
    variables: pageVariables(page),
    setSize: (size) => go(firstPage(size)),
    next: (info, shown) => go(nextPage(page, info, shown)),
    previous: (info) => go(previousPage(page, info)),
    restart: () => setQuery(withPage(query, firstPage(page.size), defaultSize), { replace: true }),
  };
}

/**
 * A list's filter kept in the URL as repeated `key`s (null: not in the URL, the list's default; an
 * empty list is kept as one empty `key=`); a new value goes back to page 1.
 */
export function useQueryFilter(key: string): [string[] | null, (values: string[] | null) => void] {
  const [query, setQuery] = useSearchParams();
  const set = (values: string[] | null) => {
    const next = withoutPosition(query);
    next.delete(key);
    if (values) for (const value of values.length ? values : [""]) next.append(key, value);
    setQuery(next);
  };
  return [filterOfQuery(query, key), set];
}

/** A filter's values in `query` (null: not in the URL, the list's default). */
export const filterOfQuery = (query: URLSearchParams, key: string): string[] | null =>
  query.has(key) ? query.getAll(key).filter(Boolean) : null;
