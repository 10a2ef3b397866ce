// The parse cache's bound (issue 13): distinct documents past MAX_CACHED_DOCUMENTS push the oldest
// out, so arbitrary query texts cannot grow the provider's memory without end.
import { parse, GraphQLError } from "graphql";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { documentCache, MAX_CACHED_DOCUMENTS } from "./document-cache.ts";

/** A cache over graphql-js's parser, and the texts it had to read. */
function counting() {
  const read: string[] = [];
  const cache = documentCache((query) => {
    read.push(query);
    try {
      return parse(query);
    } catch (error) {
      return [error as GraphQLError];
    }
  });
  return { cache, read };
}

const query = (n: number) => `query Q${n} { suppliers(first: ${n}) { totalCount } }`;

test("after more distinct documents than the bound, the cache holds exactly the bound, the newest kept", () => {
  const { cache, read } = counting();
  const count = MAX_CACHED_DOCUMENTS + 50;
  for (let n = 0; n < count; n++) assert.ok("kind" in cache.check(query(n)));
  assert.is(cache.size, MAX_CACHED_DOCUMENTS);
  read.length = 0;
  cache.check(query(count - 1));
  cache.check(query(count - MAX_CACHED_DOCUMENTS));
  assert.equal(read, [], "the newest documents answer from the cache");
  cache.check(query(0));
  assert.equal(read, [query(0)], "the oldest was pushed out and is read again");
  assert.is(cache.size, MAX_CACHED_DOCUMENTS);
});

test("a document sent again is read once; a text that cannot be read is never kept", () => {
  const { cache, read } = counting();
  const first = cache.check(query(1));
  assert.is(cache.check(query(1)), first);
  for (let i = 0; i < 3; i++) assert.not.ok("kind" in cache.check("query {"));
  assert.is(cache.size, 1);
  assert.equal(read, [query(1), "query {", "query {", "query {"]);
});

test.run();
