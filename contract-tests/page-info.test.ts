// pageInfo of the lists (schema/schema.graphql's PageInfo, the Relay cursor connections the spec's
// lists follow): paging forwards with `first`, hasNextPage says whether rows follow the page, also when
// the page is full. Black-box: the test makes two suppliers and two orders, so each list holds at least
// two rows, then reads the rows at its end through their own cursors; other runs' rows do not matter.
// Before this file no test caught contract:mutants' has-next-page-full-page (true whenever a page is full).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql } from "./support/client.ts";
import { createOrder } from "./support/orders.ts";
import { session, unique } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { contract } from "./support/tiers.ts";

const list = (field: string) => `query ContractPageInfo($first: Int, $after: String, $last: Int) {
  ${field}(first: $first, after: $after, last: $last) {
    totalCount
    edges { cursor }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface Page {
  totalCount: number;
  edges: { cursor: string }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function read(field: string, variables: object, token: string): Promise<Page> {
  const res = await gql(list(field), variables, token);
  assert.is(res.body.errors, undefined, `${field} ${JSON.stringify(variables)}`);
  return res.body.data[field];
}

/** hasNextPage on full pages of one row: at the start, just before the end, and at the end. */
async function checkEnds(field: string, token: string) {
  const lastTwo = await read(field, { last: 2 }, token);
  assert.ok(lastTwo.totalCount >= 2, `${field}: the test made two rows`);
  assert.is(lastTwo.edges.length, 2, `${field}: last 2`);
  const first = await read(field, { first: 1 }, token);
  assert.is(first.pageInfo.hasNextPage, true, `${field}: a first page of 1 row of ${first.totalCount}`);
  const [beforeLast, last] = lastTwo.edges;
  const final = await read(field, { first: 1, after: beforeLast!.cursor }, token);
  assert.is(final.edges.length, 1, `${field}: the last row, after the one before it`);
  assert.is(final.pageInfo.endCursor, last!.cursor, `${field}: the page ends at the last row`);
  assert.is(final.pageInfo.hasNextPage, false, `${field}: a full page that ends the list has no next page`);
  const past = await read(field, { first: 1, after: last!.cursor }, token);
  assert.is(past.edges.length, 0, `${field}: nothing after the last row`);
  assert.is(past.pageInfo.hasNextPage, false, `${field}: nothing after the last row`);
}

describe("page-info", () => {
  contract("suppliers: hasNextPage is false on a full page that ends the list, true before", {}, async () => {
    const { token } = await session("owner");
    for (const name of [unique("Page Info Supplier"), unique("Page Info Supplier")]) {
      const res = await gql(ADD_SUPPLIER, { ...createForm(), name }, token);
      assert.is(res.body.errors, undefined, "addSupplier");
    }
    await checkEnds("suppliers", token);
  });

  contract("orders: hasNextPage is false on a full page that ends the list, true before", {}, async () => {
    const { token } = await session("owner");
    for (let i = 0; i < 2; i++) await createOrder(token);
    await checkEnds("allPurchaseOrders", token);
  });
});
