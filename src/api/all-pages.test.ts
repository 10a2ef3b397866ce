// Reading every page of a connection (D77): all records once each, in order; a failed page fails the
// whole read; a provider that never moves on is stopped.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Connection } from "../../schema/connection.ts";
import { fetchAllPages, type PageRequest } from "./all-pages.ts";

type Row = { id: string };
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1) }));

/** A provider over `all`, paging by index cursors. */
function provider(all: Row[], fail?: (call: number) => boolean) {
  const calls: PageRequest[] = [];
  const fetchPage = async (page: PageRequest): Promise<Connection<Row>> => {
    calls.push(page);
    if (fail?.(calls.length)) throw new Error("The service is unavailable right now.");
    const start = page.after === null ? 0 : Number(page.after);
    const nodes = all.slice(start, start + page.first);
    const end = start + nodes.length;
    return {
      totalCount: all.length,
      nodes,
      pageInfo: {
        hasNextPage: end < all.length,
        hasPreviousPage: start > 0,
        startCursor: String(start),
        endCursor: String(end),
      },
    };
  };
  return { calls, fetchPage };
}

test("stops after maxPages pages when the read needs only the newest records", async () => {
  const { calls, fetchPage } = provider(rows(450));
  const some = await fetchAllPages(fetchPage, undefined, 100, 2);
  assert.equal(some, rows(200));
  assert.equal(calls.length, 2);
});

test("reads page after page of 100 until the last, telling the progress", async () => {
  const { calls, fetchPage } = provider(rows(250));
  const progress: [number, number][] = [];
  const all = await fetchAllPages(fetchPage, (done, total) => progress.push([done, total]));
  assert.equal(all, rows(250));
  assert.equal(calls, [
    { first: 100, after: null },
    { first: 100, after: "100" },
    { first: 100, after: "200" },
  ]);
  assert.equal(progress, [
    [100, 250],
    [200, 250],
    [250, 250],
  ]);
});

test("an empty list is one call and no records", async () => {
  const { calls, fetchPage } = provider([]);
  assert.equal(await fetchAllPages(fetchPage), []);
  assert.is(calls.length, 1);
});

test("a page that fails fails the whole read: nothing half-read is handed on", async () => {
  const { fetchPage } = provider(rows(250), (call) => call === 2);
  try {
    await fetchAllPages(fetchPage);
    assert.unreachable("the read should fail");
  } catch (error) {
    assert.is((error as Error).message, "The service is unavailable right now.");
  }
});

test("a record met twice (the list moved while it was read) is kept once", async () => {
  const all = rows(3);
  const fetchPage = async (page: PageRequest): Promise<Connection<Row>> =>
    page.after === null
      ? {
          totalCount: 3,
          nodes: all.slice(0, 2),
          pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: "a", endCursor: "b" },
        }
      : {
          totalCount: 3,
          nodes: all.slice(1),
          pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: "c", endCursor: "d" },
        };
  assert.equal(await fetchAllPages(fetchPage, undefined, 2), all);
});

test("a provider that says there is more but gives the same cursor again is stopped", async () => {
  const fetchPage = async (): Promise<Connection<Row>> => ({
    totalCount: 9,
    nodes: rows(1),
    pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: "x", endCursor: "x" },
  });
  try {
    await fetchAllPages(fetchPage);
    assert.unreachable("the read should stop");
  } catch (error) {
    assert.match((error as Error).message, /did not move on/);
  }
});

test.run();
