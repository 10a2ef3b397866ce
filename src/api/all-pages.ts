// Every page of a Relay connection, read one after another: what an export needs, which must
// hold the whole list, not the page on screen. Pages are of the largest size a list offers; a
// record seen twice (the list moved while it was read) is kept once; a failed page fails the whole
// read, so no half list is ever handed on.
import type { Connection } from "../../schema/connection.ts";

/** The largest page a list offers: the fewest calls. */
const ALL_PAGES_SIZE = 100;

export interface PageRequest {
  first: number;
  after: string | null;
}

/**
 * Reads pages until the last (or `maxPages`, for a read that needs only the newest records);
 * `progress` hears the records read so far and the list's total.
 */
export async function fetchAllPages<T extends { id: string }>(
  fetchPage: (page: PageRequest) => Promise<Connection<T>>,
  progress: (done: number, total: number) => void = () => {},
  size = ALL_PAGES_SIZE,
  maxPages = Infinity,
): Promise<T[]> {
  const rows = new Map<string, T>();
  const cursors = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const page = await fetchPage({ first: size, after });
    for (const row of page.nodes) if (!rows.has(row.id)) rows.set(row.id, row);
    progress(rows.size, Math.max(page.totalCount, rows.size));
    const next = page.pageInfo.endCursor;
    if (!page.pageInfo.hasNextPage || cursors.size + 1 >= maxPages) return [...rows.values()];
    // A provider that says there is more but gives no new place to read from would loop for ever.
    if (!next || cursors.has(next)) throw new Error(`The list did not move on after ${rows.size} records.`);
    cursors.add(next);
    after = next;
  }
}
