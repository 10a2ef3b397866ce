// Paging checks shared by the list contracts (D10): walk a connection forwards and back by edge cursors.
import * as assert from "uvu/assert";
import { gql } from "./client.ts";

export interface Page<T> {
  totalCount: number;
  nodes: T[];
  edges: { cursor: string }[];
}

/**
 * Pages through `field` of `query` by `size` to the end, then back to the start, by edge cursors as the
 * list screens do; both walks must give `all`, every page but the last full.
 */
export async function walk<T>(query: string, field: string, size: number, token: string, all: T[]) {
  const read = async (variables: object): Promise<Page<T>> =>
    (await gql(query, variables, token)).body.data[field];
  const forwards: T[] = [];
  let page: Page<T>;
  let after: string | null = null;
  do {
    page = await read({ first: size, after });
    assert.is(page.totalCount, all.length);
    assert.is(page.edges.length, page.nodes.length);
    assert.is(page.nodes.length, Math.min(size, all.length - forwards.length), `a page of ${size}`);
    forwards.push(...page.nodes);
    after = page.edges.at(-1)!.cursor;
  } while (forwards.length < all.length);
  assert.equal(forwards, all, `forwards by ${size}`);

  const backwards = [...page.nodes];
  let before = page.edges[0]!.cursor;
  while (backwards.length < all.length) {
    const back = await read({ last: size, before });
    assert.is(back.nodes.length, Math.min(size, all.length - backwards.length), `back by ${size}`);
    backwards.unshift(...back.nodes);
    before = back.edges[0]!.cursor;
  }
  assert.equal(backwards, all, `back by ${size}`);
}

/**
 * Black-box paging (issue 26): pages through `field` of `query` by `size` to the end, then back to the
 * start, on a provider holding anyone's data. Each page's edges match its nodes and every page before the
 * last is full; the ids `own` (what the test made) each appear exactly once each way, in the same order.
 * Answers the forward walk, for order checks on the test's own rows.
 */
export async function walkOwn<T extends { id: string }>(
  query: string,
  field: string,
  size: number,
  token: string,
  own: string[],
): Promise<T[]> {
  const read = async (variables: object): Promise<Page<T>> => {
    const res = await gql(query, variables, token);
    assert.is(res.body.errors, undefined, `${field} ${JSON.stringify(variables)}`);
    return res.body.data[field];
  };
  const walkTo = async (direction: "after" | "before") => {
    const seen: T[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: Page<T> =
        direction === "after"
          ? await read({ first: size, after: cursor })
          : await read({ last: size, before: cursor });
      assert.is(page.edges.length, page.nodes.length, `edges and nodes of a page of ${size}`);
      assert.ok(page.nodes.length <= size, `at most ${size} a page`);
      if (direction === "after") seen.push(...page.nodes);
      else seen.unshift(...page.nodes);
      if (page.nodes.length < size || seen.length >= page.totalCount) return seen;
      cursor = (direction === "after" ? page.edges.at(-1) : page.edges[0])!.cursor;
    }
  };
  const mine = (rows: T[]) => rows.map((row) => row.id).filter((id) => own.includes(id));
  const forwards = await walkTo("after");
  assert.equal(new Set(mine(forwards)).size, own.length, `forwards by ${size}: each own row once`);
  assert.is(mine(forwards).length, own.length, `forwards by ${size}: no own row twice`);
  const backwards = await walkTo("before");
  assert.equal(mine(backwards), mine(forwards), `back by ${size}: the own rows, in the same order`);
  return forwards;
}
