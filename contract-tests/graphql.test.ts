// The GraphQL endpoint: authentication, validation against the schema, Relay paging (D10), store
// scoping (D11) and permissions (D6) on reads.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { gql, ownerIn, signInAs } from "./support/client.ts";
import { assertRefused } from "./support/snapshot.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const ORDERS = `query ContractOrders($first: Int, $after: String, $last: Int, $before: String, $status: [PurchaseOrderStatus!], $id: ID) {
  allPurchaseOrders(first: $first, after: $after, last: $last, before: $before, status: $status, id: $id) {
    totalCount
    nodes { id status dateModified }
    edges { cursor }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

test("a GraphQL call without a token gets 401", async () => {
  assert.is((await gql(ORDERS, { first: 5 })).status, 401);
});

test("an unknown field is a validation error naming it", async () => {
  const { accessToken } = await signInAs("owner@example.com");
  const res = await gql(
    `query Bad { allPurchaseOrders(first: 5) { nodes { id secretMargin } } }`,
    {},
    accessToken,
  );
  assertRefused(res, { code: "BAD_REQUEST", message: 'Cannot query field "secretMargin"' }, "unknown field");
  assert.is(res.body.data, undefined);
});

test("a syntax error is a 400 with the parser's message", async () => {
  const { accessToken } = await signInAs("owner@example.com");
  const res = await gql(`query Broken { allPurchaseOrders(first: 5) { nodes { id }`, {}, accessToken);
  assertRefused(res, { code: "BAD_REQUEST", message: "Syntax Error" }, "syntax error");
});

test("orders page forwards and back with each page size, newest change first", async () => {
  const token = await ownerIn("Maple Street Market");
  const all = (await gql(ORDERS, { first: 100 }, token)).body.data.allPurchaseOrders;
  const ids = all.nodes.map((n: { id: string }) => n.id);
  const dates = all.nodes.map((n: { dateModified: string }) => n.dateModified);
  assert.equal(dates, [...dates].sort().reverse());
  for (const size of [5, 10, 25, 50, 100]) {
    const seen: string[] = [];
    let after: string | null = null;
    let page;
    do {
      page = (await gql(ORDERS, { first: size, after }, token)).body.data.allPurchaseOrders;
      assert.ok(page.nodes.length <= size);
      seen.push(...page.nodes.map((n: { id: string }) => n.id));
      after = page.pageInfo.endCursor;
    } while (page.pageInfo.hasNextPage);
    assert.equal(seen, ids, `forwards by ${size}`);
    const back = (await gql(ORDERS, { last: size, before: page.pageInfo.startCursor }, token)).body.data
      .allPurchaseOrders;
    const start = Math.max(0, ids.length - page.nodes.length - size);
    assert.equal(
      back.nodes.map((n: { id: string }) => n.id),
      ids.slice(start, ids.length - page.nodes.length),
      `back by ${size}`,
    );
  }
});

test("page sizes outside 1..100 and bad cursors are refused", async () => {
  const token = await ownerIn("Maple Street Market");
  for (const variables of [
    { first: 0 },
    { first: -1 },
    { first: 101 },
    { last: 1e9 },
    { first: 5, after: "bogus" },
  ]) {
    const res = await gql(ORDERS, variables, token);
    assert.is(res.body.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", JSON.stringify(variables));
  }
});

test("the status filter keeps only the listed statuses", async () => {
  const token = await ownerIn("Maple Street Market");
  const page = (await gql(ORDERS, { first: 100, status: ["ORDERED", "CLOSED"] }, token)).body.data
    .allPurchaseOrders;
  assert.ok(page.totalCount > 0);
  assert.ok(page.nodes.every((n: { status: string }) => n.status === "ORDERED" || n.status === "CLOSED"));
});

test("another store's order and supplier answer exactly like ids that do not exist", async () => {
  const second = await ownerIn("Harbor Hardware");
  const theirOrder = (await gql(ORDERS, { first: 1 }, second)).body.data.allPurchaseOrders.nodes[0].id;
  const theirSupplier = (await gql(`query S { suppliers(first: 1) { nodes { id } } }`, {}, second)).body.data
    .suppliers.nodes[0].id;

  const first = await ownerIn("Maple Street Market");
  const byId = (await gql(ORDERS, { id: theirOrder }, first)).body;
  const missing = (await gql(ORDERS, { id: "999999" }, first)).body;
  assert.equal(byId, missing);
  assert.is(byId.data.allPurchaseOrders.totalCount, 0);

  const supplier = `query One($id: ID!) { supplier(id: $id) { id name } }`;
  assert.equal((await gql(supplier, { id: theirSupplier }, first)).body, { data: { supplier: null } });
  assert.equal((await gql(supplier, { id: "999999" }, first)).body, { data: { supplier: null } });
});

test("a viewer may not read purchase orders and an account without a store may not read products", async () => {
  const viewer = await signInAs("viewer@example.com");
  assert.is(
    (await gql(ORDERS, { first: 5 }, viewer.accessToken)).body.errors[0].extensions.code,
    "FORBIDDEN",
  );
  const newcomer = await signInAs("newcomer@example.com");
  const res = await gql(`query P { products(first: 5) { totalCount } }`, {}, newcomer.accessToken);
  assert.is(res.body.errors[0].extensions.code, "FORBIDDEN");
});

test("product search matches name, SKU, MPN and variation SKU, case-insensitively (D20)", async () => {
  const token = await ownerIn("Maple Street Market");
  const SEARCH = `query Search($search: String) { products(first: 5, search: $search) { totalCount nodes { sku variations { sku } } } }`;
  const withVariations = (
    await gql(`query V { products(first: 100) { nodes { sku variations { sku } } } }`, {}, token)
  ).body.data.products.nodes.find((p: { variations: unknown[] }) => p.variations.length);
  const variationSku: string = withVariations.variations[0].sku;
  const res = (await gql(SEARCH, { search: variationSku.toLowerCase() }, token)).body.data.products;
  assert.is(res.nodes[0].sku, withVariations.sku);
  assert.ok(res.nodes.length <= 5);
});

test("an API path without a handler is a JSON 501, never HTML (D24)", async () => {
  const res = await fetch(new URL("nothing/here", (await import("./support/target.ts")).apiBase));
  assert.is(res.status, 501);
  assert.match(res.headers.get("content-type") ?? "", "application/json");
});

test.run("graphql");
