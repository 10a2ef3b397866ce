// The GraphQL endpoint: authentication, validation against the schema, Relay paging (D10), store
// scoping (D11) and permissions (D6) on reads. Black-box: the test's own orders in the accounts' store;
// another store is a provider state; D10's refusals, D20's search rule and D24's 501 are strict.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql, signInAs } from "./support/client.ts";
import { createStockedOrder, moveTo } from "./support/orders.ts";
import { otherStoreToken, session, unique } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { assertRefused } from "./support/snapshot.ts";
import { contract } from "./support/tiers.ts";

const owner = async () => (await session("owner")).token;

const ORDERS = `query ContractOrders($first: Int, $after: String, $last: Int, $before: String, $status: [PurchaseOrderStatus!], $id: ID) {
  allPurchaseOrders(first: $first, after: $after, last: $last, before: $before, status: $status, id: $id) {
    totalCount
    nodes { id status dateModified }
    edges { cursor }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

describe("graphql", () => {
  contract("a GraphQL call without a token gets 401", {}, async () => {
    assert.is((await gql(ORDERS, { first: 5 })).status, 401);
  });

  contract("an unknown field is a validation error naming it", {}, async () => {
    const accessToken = await owner();
    const res = await gql(
      `query Bad { allPurchaseOrders(first: 5) { nodes { id secretMargin } } }`,
      {},
      accessToken,
    );
    assertRefused(
      res,
      { code: "BAD_REQUEST", message: 'Cannot query field "secretMargin"' },
      "unknown field",
    );
    assert.is(res.body.data, undefined);
  });

  contract("a syntax error is a 400 with the parser's message", {}, async () => {
    const accessToken = await owner();
    const res = await gql(`query Broken { allPurchaseOrders(first: 5) { nodes { id }`, {}, accessToken);
    assertRefused(res, { code: "BAD_REQUEST", message: "Syntax Error" }, "syntax error");
  });

  contract("orders page forwards and back with each page size, newest change first", {}, async () => {
    const token = await owner();
    // The test's own orders, made one after the other: newest change first, they come in reverse.
    const own: string[] = [];
    for (let i = 0; i < 7; i++) own.unshift((await createStockedOrder(token)).id);
    for (const size of [5, 10, 25, 50, 100]) {
      const seen: string[] = [];
      const dates: string[] = [];
      let after: string | null = null;
      let page;
      do {
        page = (await gql(ORDERS, { first: size, after }, token)).body.data.allPurchaseOrders;
        assert.ok(page.nodes.length <= size);
        seen.push(...page.nodes.map((n: { id: string }) => n.id));
        dates.push(...page.nodes.map((n: { dateModified: string }) => n.dateModified));
        after = page.pageInfo.endCursor;
      } while (page.pageInfo.hasNextPage);
      const ids = seen;
      assert.equal(
        ids.filter((id) => own.includes(id)),
        own,
        `forwards by ${size}: the own orders once each, newest first`,
      );
      const back = (await gql(ORDERS, { last: size, before: page.pageInfo.startCursor }, token)).body.data
        .allPurchaseOrders;
      const start = Math.max(0, ids.length - page.nodes.length - size);
      assert.equal(
        back.nodes.map((n: { id: string }) => n.id),
        ids.slice(start, ids.length - page.nodes.length),
        `back by ${size}`,
      );
      assert.equal(dates, [...dates].sort().reverse(), `newest change first by ${size}`);
    }
  });

  contract("page sizes outside 1..100 and bad cursors are refused", { strict: "D10" }, async () => {
    const token = await owner();
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

  contract("the status filter keeps only the listed statuses", {}, async () => {
    const token = await owner();
    const open = (await createStockedOrder(token)).id;
    const ordered = (await createStockedOrder(token)).id;
    await moveTo(token, ordered, ["ORDERED"]);
    const page = (await gql(ORDERS, { first: 100, status: ["ORDERED", "CLOSED"] }, token)).body.data
      .allPurchaseOrders;
    assert.ok(page.totalCount > 0);
    assert.ok(page.nodes.every((n: { status: string }) => n.status === "ORDERED" || n.status === "CLOSED"));
    const listed = page.nodes.map((n: { id: string }) => n.id);
    assert.ok(listed.includes(ordered), "the own ORDERED order, the newest change, is on the first page");
    assert.not.ok(listed.includes(open), "the own OPEN order is not");
  });

  contract(
    "another store's order and supplier answer exactly like ids that do not exist",
    { state: "second store" },
    async ({ state }) => {
      const second = await otherStoreToken(state);
      const theirOrder = (await createStockedOrder(second)).id;
      const added = await gql(ADD_SUPPLIER, { ...createForm(), name: unique("Their supplier") }, second);
      const theirSupplier = added.body.data.addSupplier.supplier.id;

      const first = await owner();
      const byId = (await gql(ORDERS, { id: theirOrder }, first)).body;
      const missing = (await gql(ORDERS, { id: "999999" }, first)).body;
      assert.equal(byId, missing);
      assert.is(byId.data.allPurchaseOrders.totalCount, 0);

      const supplier = `query One($id: ID!) { supplier(id: $id) { id name } }`;
      assert.equal((await gql(supplier, { id: theirSupplier }, first)).body, { data: { supplier: null } });
      assert.equal((await gql(supplier, { id: "999999" }, first)).body, { data: { supplier: null } });
    },
  );

  contract(
    "a viewer may not read purchase orders and an account without a store may not read products",
    { roles: ["viewer"], state: "user without store" },
    async ({ state }) => {
      const viewer = await session("viewer");
      assert.is((await gql(ORDERS, { first: 5 }, viewer.token)).body.errors[0].extensions.code, "FORBIDDEN");
      const newcomer = await signInAs(state.accounts.user!.email, state.accounts.user!.password);
      const res = await gql(`query P { products(first: 5) { totalCount } }`, {}, newcomer.accessToken);
      assert.is(res.body.errors[0].extensions.code, "FORBIDDEN");
    },
  );

  contract(
    "product search matches name, SKU, MPN and variation SKU, case-insensitively",
    { strict: "D20" },
    async () => {
      const token = await owner();
      const SEARCH = `query Search($search: String) { products(first: 5, search: $search) { totalCount nodes { sku variations { sku } } } }`;
      const withVariations = (
        await gql(`query V { products(first: 100) { nodes { sku variations { sku } } } }`, {}, token)
      ).body.data.products.nodes.find((p: { variations: unknown[] }) => p.variations.length);
      const variationSku: string = withVariations.variations[0].sku;
      const res = (await gql(SEARCH, { search: variationSku.toLowerCase() }, token)).body.data.products;
      assert.is(res.nodes[0].sku, withVariations.sku);
      assert.ok(res.nodes.length <= 5);
    },
  );

  contract("an API path without a handler is a JSON 501, never HTML", { strict: "D24" }, async () => {
    const res = await fetch(new URL("nothing/here", (await import("./support/target.ts")).apiBase));
    assert.is(res.status, 501);
    assert.match(res.headers.get("content-type") ?? "", "application/json");
  });
});
