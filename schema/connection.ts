// The Relay connection shape every paged list answers, as the shared list UI reads it, and the
// variables that page it. The lists' own answer types are generated (src/api/generated/); they fit
// this shape, which the compiler checks wherever a list hands its answer to the shared UI.
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  totalCount: number;
  nodes: T[];
  pageInfo: PageInfo;
}

/** Forwards with first/after, backwards with last/before (spec section 4 "direction"). */
export type PageVariables =
  { first: number; after?: string | null } | { last: number; before?: string | null };
