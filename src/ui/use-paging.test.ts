import { test } from "uvu";
import * as assert from "uvu/assert";
import { firstPage, nextPage, pageVariables, previousPage } from "./use-paging.ts";

const info = (startCursor: string | null, endCursor: string | null) => ({
  hasNextPage: true,
  hasPreviousPage: true,
  startCursor,
  endCursor,
});

test("the first page asks for the first rows only", () => {
  assert.equal(pageVariables(firstPage(25)), { first: 25 });
});

test("next asks for the rows after the last cursor and moves the position by the rows shown", () => {
  const page = nextPage(firstPage(5), info("c0", "c4"), 5);
  assert.is(page.direction, "right");
  assert.is(page.position, 5);
  assert.equal(pageVariables(page), { first: 5, after: "c4" });
});

test("previous asks for the rows before the first cursor and moves the position back a page", () => {
  const second = nextPage(firstPage(5), info("c0", "c4"), 5);
  const back = previousPage(second, info("c5", "c9"));
  assert.is(back.direction, "left");
  assert.is(back.position, 0);
  assert.equal(pageVariables(back), { last: 5, before: "c5" });
});

test("an empty page has no cursor to move from, so the page stays", () => {
  const page = firstPage(5);
  assert.is(nextPage(page, info(null, null), 0), page);
  assert.is(previousPage(page, info(null, null)), page);
});

test.run();
