// Products and customers over GraphQL (spec sections 2, 5 and 7, D10, D11, D20): the lists the screens page
// through, the purchase order editor's product search, and who may read them.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { gql, ownerIn, signInAs } from "./support/client.ts";
import { walk, type Page } from "./support/paging.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const PRODUCTS = `query ContractProducts($first: Int, $after: String, $last: Int, $before: String, $search: String) {
  products(first: $first, after: $after, last: $last, before: $before, search: $search) {
    totalCount
    nodes {
      id source sourceId name sku mpn price cost isInventoryTracking inventoryLevel
      variations { id name sku mpn price cost inventoryLevel }
    }
    edges { cursor }
  }
}`;

const CUSTOMERS = `query ContractCustomers($first: Int, $after: String, $last: Int, $before: String) {
  customers(first: $first, after: $after, last: $last, before: $before) {
    totalCount
    nodes { id source sourceId email firstName lastName company phone { id number extension } }
    edges { cursor }
  }
}`;

interface Product {
  id: string;
  name: string;
  sku: string;
  mpn: string;
  price: number;
  cost: number;
  variations: { id: string; sku: string; mpn: string; price: number; cost: number; inventoryLevel: number }[];
}

// ---------------------------------------------------------------------------------------------
// Products

test("the product list pages forwards and back with each page size, by name, variations included", async () => {
  const token = await ownerIn("Maple Street Market");
  const all: Page<Product> = (await gql(PRODUCTS, { first: 100 }, token)).body.data.products;
  assert.ok(all.totalCount > 25, "more than one page at the default size of 25");
  assert.is(all.nodes.length, all.totalCount);
  const names = all.nodes.map((p) => p.name);
  assert.equal(
    names,
    [...names].sort((a, b) => a.localeCompare(b)),
  );
  const withVariations = all.nodes.filter((p) => p.variations.length);
  assert.ok(withVariations.length > 0 && withVariations.length < all.nodes.length, "some have variations");
  for (const v of withVariations.flatMap((p) => p.variations)) {
    assert.type(v.sku, "string");
    assert.type(v.price, "number");
    assert.ok(Number.isInteger(v.inventoryLevel));
  }

  for (const size of [25, 5, 10, 50, 100]) await walk(PRODUCTS, "products", size, token, all.nodes);
});

test("product search keeps at most 5 matches by name, SKU, MPN or variation SKU and MPN, any case (D20)", async () => {
  const token = await ownerIn("Maple Street Market");
  const all: Product[] = (await gql(PRODUCTS, { first: 100 }, token)).body.data.products.nodes;
  const search = async (text: string) =>
    (await gql(PRODUCTS, { first: 5, search: text }, token)).body.data.products as Page<Product>;

  const broad = await search("sku-");
  assert.is(broad.nodes.length, 5, "at most 5 even when every product matches");
  assert.is(broad.totalCount, all.length);

  // D20 spelled out: the searched texts, compared case-insensitively, in the list's name order.
  const matching = (text: string) =>
    all.filter((p) =>
      [p.name, p.sku, p.mpn, ...p.variations.flatMap((v) => [v.sku, v.mpn])].some((t) =>
        t.toLowerCase().includes(text.toLowerCase()),
      ),
    );
  const plain = all.find((p) => !p.variations.length)!;
  const varied = all.find((p) => p.variations.length)!;
  const variation = varied.variations.at(-1)!;
  for (const [text, wanted] of [
    [plain.sku.toLowerCase(), plain],
    [plain.mpn.toLowerCase(), plain],
    [plain.name.split(" ").at(-1)!.toUpperCase(), plain],
    [variation.sku.toLowerCase(), varied],
    [variation.mpn.toLowerCase(), varied],
  ] as const) {
    const found = await search(text);
    const expected = matching(text);
    assert.is(found.totalCount, expected.length, `"${text}" matches`);
    assert.equal(
      found.nodes.map((p) => p.id),
      expected.slice(0, 5).map((p) => p.id),
      `"${text}"`,
    );
    assert.ok(expected.includes(wanted), `"${text}" finds ${wanted.name}`);
  }
  assert.equal((await search("no product has this text")).nodes, []);
});

test("product search and lists never show another store's products (D11)", async () => {
  const harbor = await ownerIn("Harbor Hardware");
  const [theirs] = (await gql(PRODUCTS, { first: 1 }, harbor)).body.data.products.nodes as Product[];
  const maple = await ownerIn("Maple Street Market");
  const found = (await gql(PRODUCTS, { first: 5, search: theirs!.sku }, maple)).body.data.products;
  assert.equal(found, { totalCount: 0, nodes: [], edges: [] });
  const mine: Product[] = (await gql(PRODUCTS, { first: 100 }, maple)).body.data.products.nodes;
  assert.not.ok(mine.some((p) => p.id === theirs!.id));
});

// ---------------------------------------------------------------------------------------------
// Customers

test("the customer list pages forwards and back with each page size, phones as number and extension", async () => {
  const token = await ownerIn("Maple Street Market");
  const all = (await gql(CUSTOMERS, { first: 100 }, token)).body.data.customers as Page<{
    id: string;
    phone: { id: string; number: string; extension: string } | null;
  }>;
  assert.ok(all.totalCount > 25, "more than one page at the default size of 25");
  assert.is(all.nodes.length, all.totalCount);
  const phones = all.nodes.map((c) => c.phone).filter((p) => p !== null);
  assert.ok(phones.length > 0, "some customers have a phone");
  for (const phone of phones) {
    assert.type(phone.number, "string");
    assert.type(phone.extension, "string");
  }

  for (const size of [25, 5, 10, 50, 100]) await walk(CUSTOMERS, "customers", size, token, all.nodes);
});

// ---------------------------------------------------------------------------------------------
// Who may read

test("an account without a store may read neither products nor customers", async () => {
  const { accessToken } = await signInAs("newcomer@example.com");
  for (const [query, field] of [
    [PRODUCTS, "products"],
    [CUSTOMERS, "customers"],
  ] as const) {
    const res = await gql(query, { first: 25 }, accessToken);
    assert.is(res.body.errors?.[0]?.extensions?.code, "FORBIDDEN", field);
    assert.is(res.body.data, null);
  }
});

test("any member of the store may read products and customers, even one without permissions", async () => {
  const { accessToken } = await signInAs("viewer@example.com");
  for (const [query, field] of [
    [PRODUCTS, "products"],
    [CUSTOMERS, "customers"],
  ] as const) {
    const res = await gql(query, { first: 25 }, accessToken);
    assert.is(res.body.errors, undefined, field);
    assert.is(res.body.data[field].nodes.length, 25);
  }
});

test.run("catalog");
