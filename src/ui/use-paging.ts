// Relay paging for a list screen (spec sections 3 and 4, D10): forwards with first/after, backwards
// with last/before. The position in the list is counted here because cursors are opaque.
import { useState } from "react";
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
  /** The filter this page belongs to; a new one goes back to page 1 (D10). */
  filter: string;
}

/** Page 1 of a list. */
export const firstPage = (size: number, filter = ""): PageState => ({
  size,
  direction: "none",
  cursor: null,
  position: 0,
  filter,
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

export interface Paging {
  page: PageState;
  variables: PageVariables;
  setSize(size: number): void;
  next(info: PageInfo, shown: number): void;
  previous(info: PageInfo): void;
}

/** Paging state for one list; `filter` is any text that changes when the list's filter does. */
export function usePaging(defaultSize: number, filter = ""): Paging {
  const [stored, setPage] = useState(() => firstPage(defaultSize, filter));
  // A new filter resets to page 1 during this render, so no request for a stale page goes out.
  let page = stored;
  if (stored.filter !== filter) {
    page = firstPage(stored.size, filter);
    setPage(page);
  }
  return {
    page,
    variables: pageVariables(page),
    setSize: (size) => setPage(firstPage(size, filter)),
    next: (info, shown) => setPage((now) => nextPage(now, info, shown)),
    previous: (info) => setPage((now) => previousPage(now, info)),
  };
}
