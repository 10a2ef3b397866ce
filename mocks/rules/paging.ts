// Relay cursor connections over an ordered list. Cursors are opaque offsets; page sizes are
// 1 to 100 and a bad cursor or size is refused, never silently clamped.
import { fail } from "./errors.ts";

export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Connection<T> {
  totalCount: number;
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

const PREFIX = "cursor:";
const encodeCursor = (offset: number) => btoa(`${PREFIX}${offset}`);

function decodeCursor(cursor: string, length: number): number {
  let text = "";
  try {
    text = atob(cursor);
  } catch {
    // falls through to the refusal below
  }
  const offset = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : NaN;
  if (!Number.isInteger(offset) || offset < 0 || offset > length)
    fail("BAD_USER_INPUT", `The cursor "${cursor}" is not valid.`);
  return offset;
}

function checkSize(name: string, value: number | null | undefined): void {
  if (value == null) return;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PAGE_SIZE)
    fail("BAD_USER_INPUT", `"${name}" must be a whole number from 1 to ${MAX_PAGE_SIZE}; got ${value}.`);
}

/** One page of `rows`, which are already filtered and ordered. */
export function connection<T>(rows: readonly T[], args: PageArgs): Connection<T> {
  checkSize("first", args.first);
  checkSize("last", args.last);
  if (args.first != null && args.last != null) fail("BAD_USER_INPUT", 'Give "first" or "last", not both.');
  let start = args.after != null ? decodeCursor(args.after, rows.length) + 1 : 0;
  let end = args.before != null ? decodeCursor(args.before, rows.length) : rows.length;
  if (args.last != null) start = Math.max(start, end - args.last);
  else end = Math.min(end, start + (args.first ?? MAX_PAGE_SIZE));
  const nodes = start < end ? rows.slice(start, end) : [];
  const edges = nodes.map((node, i) => ({ cursor: encodeCursor(start + i), node }));
  return {
    totalCount: rows.length,
    edges,
    nodes,
    pageInfo: {
      hasNextPage: start + nodes.length < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
