import { test } from "uvu";
import * as assert from "uvu/assert";
import { RuleError } from "./errors.ts";
import { connection } from "./paging.ts";

const rows = Array.from({ length: 12 }, (_, i) => i + 1);

test("the first page has no previous page and a cursor to continue", () => {
  const page = connection(rows, { first: 5 });
  assert.equal(page.nodes, [1, 2, 3, 4, 5]);
  assert.is(page.totalCount, 12);
  assert.equal([page.pageInfo.hasPreviousPage, page.pageInfo.hasNextPage], [false, true]);
});

test("after the end cursor comes the next page; the last page says so", () => {
  const second = connection(rows, { first: 5, after: connection(rows, { first: 5 }).pageInfo.endCursor });
  assert.equal(second.nodes, [6, 7, 8, 9, 10]);
  const third = connection(rows, { first: 5, after: second.pageInfo.endCursor });
  assert.equal(third.nodes, [11, 12]);
  assert.equal([third.pageInfo.hasPreviousPage, third.pageInfo.hasNextPage], [true, false]);
});

test("last/before pages backwards", () => {
  const third = connection(rows, { first: 5, after: connection(rows, { first: 10 }).pageInfo.endCursor });
  const back = connection(rows, { last: 5, before: third.pageInfo.startCursor });
  assert.equal(back.nodes, [6, 7, 8, 9, 10]);
  assert.equal(connection(rows, { last: 5, before: back.pageInfo.startCursor }).nodes, [1, 2, 3, 4, 5]);
});

test("an empty list is one empty page without cursors", () => {
  const page = connection([], { first: 5 });
  assert.equal(page.nodes, []);
  assert.equal(page.pageInfo, {
    hasNextPage: false,
    hasPreviousPage: false,
    startCursor: null,
    endCursor: null,
  });
});

const refused = (args: object) =>
  assert.throws(
    () => connection(rows, args),
    (error: Error) => error instanceof RuleError && error.code === "BAD_USER_INPUT",
  );

test("sizes outside 1..100, both first and last, and foreign cursors are refused", () => {
  for (const args of [
    { first: 0 },
    { first: -1 },
    { first: 101 },
    { last: 1e9 },
    { first: 1.5 },
    { first: 5, last: 5 },
  ])
    refused(args);
  refused({ first: 5, after: "not base64!" });
  refused({ first: 5, after: btoa("cursor:99") });
  refused({ first: 5, after: btoa("offset:1") });
});

test.run();
