// Products and customers over GraphQL (spec sections 2, 5 and 7, D10, D11, D20): the lists the screens page
// through, the purchase order editor's product search, and who may read them. The spec has no call that
// makes products or customers, so the black-box tests read the accounts' store's catalogue as it is, and are
// skipped, saying why, when it is too small to page; D20's search rule and D159's name order are strict.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { gql, ownerIn, signInAs } from "./support/client.ts";
import { walk, type Page } from "./support/paging.ts";
import { session } from "./support/sessions.ts";
import { contract } from "./support/tiers.ts";

const owner = async () => (await session("owner")).token;

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

describe("catalog", () => {
  contract(
    "the product list pages forwards and back with each page size, variations included",
    {},
    async ({ t }) => {
      const token = await owner();
      const all: Page<Product> = (await gql(PRODUCTS, { first: 100 }, token)).body.data.products;
      const withVariations = all.nodes.filter((p) => p.variations.length);
      if (
        all.totalCount <= 25 ||
        all.totalCount > 100 ||
        !withVariations.length ||
        withVariations.length === all.totalCount
      )
        return void t.skip("needs a store of 26 to 100 products, some with variations and some without");
      assert.is(all.nodes.length, all.totalCount);
      for (const v of withVariations.flatMap((p) => p.variations)) {
        assert.type(v.sku, "string");
        assert.type(v.price, "number");
        assert.ok(Number.isInteger(v.inventoryLevel));
      }

      for (const size of [25, 5, 10, 50, 100]) await walk(PRODUCTS, "products", size, token, all.nodes);
    },
  );

  contract("the product list is ordered by name", { strict: "D159" }, async () => {
    const names = (
      (await gql(PRODUCTS, { first: 100 }, await owner())).body.data.products as Page<Product>
    ).nodes.map((p) => p.name);
    assert.ok(names.length > 1);
    assert.equal(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
  });

  contract(
    "product search keeps at most 5 matches by name, SKU, MPN or variation SKU and MPN, any case",
    { strict: "D20", state: "seed" },
    async () => {
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
    },
  );

  contract(
    "product search and lists never show another store's products (D11)",
    { state: "seed" },
    async () => {
      const harbor = await ownerIn("Harbor Hardware");
      const [theirs] = (await gql(PRODUCTS, { first: 1 }, harbor)).body.data.products.nodes as Product[];
      const maple = await ownerIn("Maple Street Market");
      const found = (await gql(PRODUCTS, { first: 5, search: theirs!.sku }, maple)).body.data.products;
      assert.equal(found, { totalCount: 0, nodes: [], edges: [] });
      const mine: Product[] = (await gql(PRODUCTS, { first: 100 }, maple)).body.data.products.nodes;
      assert.not.ok(mine.some((p) => p.id === theirs!.id));
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Customers

  contract(
    "the customer list pages forwards and back with each page size, phones as number and extension",
    {},
    async ({ t }) => {
      const token = await owner();
      const all = (await gql(CUSTOMERS, { first: 100 }, token)).body.data.customers as Page<{
        id: string;
        phone: { id: string; number: string; extension: string } | null;
      }>;
      const phones = all.nodes.map((c) => c.phone).filter((p) => p !== null);
      if (all.totalCount <= 25 || all.totalCount > 100 || !phones.length)
        return void t.skip("needs a store of 26 to 100 customers, some with a phone");
      assert.is(all.nodes.length, all.totalCount);
      for (const phone of phones) {
        assert.type(phone.number, "string");
        assert.type(phone.extension, "string");
      }

      for (const size of [25, 5, 10, 50, 100]) await walk(CUSTOMERS, "customers", size, token, all.nodes);
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Who may read

  contract(
    "an account without a store may read neither products nor customers",
    { state: "user without store" },
    async ({ state }) => {
      const { accessToken } = await signInAs(state.accounts.user!.email, state.accounts.user!.password);
      for (const [query, field] of [
        [PRODUCTS, "products"],
        [CUSTOMERS, "customers"],
      ] as const) {
        const res = await gql(query, { first: 25 }, accessToken);
        assert.is(res.body.errors?.[0]?.extensions?.code, "FORBIDDEN", field);
        assert.is(res.body.data, null);
      }
    },
  );

  contract(
    "any member of the store may read products and customers, even one without permissions",
    { roles: ["viewer"] },
    async () => {
      const { token: accessToken } = await session("viewer");
      const ownerToken = await owner();
      for (const [query, field] of [
        [PRODUCTS, "products"],
        [CUSTOMERS, "customers"],
      ] as const) {
        const res = await gql(query, { first: 25 }, accessToken);
        assert.is(res.body.errors, undefined, field);
        const asOwner = (await gql(query, { first: 25 }, ownerToken)).body.data[field];
        assert.ok(asOwner.nodes.length > 0, `the store has ${field}`);
        assert.equal(res.body.data[field], asOwner, `the viewer reads what the owner reads: ${field}`);
      }
    },
  );
});
