// The Relay connection shape every paged list answers (D10), and the variables that page it.
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  totalCount: number;
  nodes: T[];
  edges: { cursor: string }[];
  pageInfo: PageInfo;
}

/** Forwards with first/after, backwards with last/before (spec section 4 "direction"). */
export type PageVariables =
  { first: number; after?: string | null } | { last: number; before?: string | null };

/** What every paged list asks for besides its nodes (D10); interpolated into the list documents. */
export const PAGE_FIELDS = `
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
      }`;
