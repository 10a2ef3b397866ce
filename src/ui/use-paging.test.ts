import { test } from "uvu";
import * as assert from "uvu/assert";
import { firstPage, nextPage, pageFromQuery, pageVariables, previousPage, withPage } from "./use-paging.ts";

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

// ---------------------------------------------------------------------------------------------
// The page in the URL

const query = (text: string) => new URLSearchParams(text);

test("a page written to the query reads back the same; page 1 at the default size writes nothing", () => {
  const page = nextPage(firstPage(10), info("c0", "c9"), 10);
  const written = withPage(query("status=OPEN"), page, 5);
  assert.is(written.toString(), "status=OPEN&size=10&after=c9&at=10");
  assert.equal(pageFromQuery(written, 5), page);
  assert.is(withPage(query("status=OPEN&after=c9&at=10"), firstPage(5), 5).toString(), "status=OPEN");
});

test("a previous page keeps its cursor as 'before'", () => {
  const back = previousPage(nextPage(firstPage(5), info("c0", "c4"), 5), info("c5", "c9"));
  const written = withPage(query(""), back, 5);
  assert.is(written.toString(), "before=c5&at=0");
  assert.equal(pageVariables(pageFromQuery(written, 5)), { last: 5, before: "c5" });
});

test("a hand-edited query falls back: an unknown size to the default, a bad position to 0", () => {
  assert.equal(pageFromQuery(query("size=7&at=-3&after=c4"), 25), {
    size: 25,
    direction: "right",
    cursor: "c4",
    position: 0,
  });
  assert.equal(pageFromQuery(query("size=abc&at=1e400"), 5), firstPage(5));
});

test.run();
