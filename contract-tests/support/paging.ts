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
