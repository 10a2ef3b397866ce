import { test } from "uvu";
import * as assert from "uvu/assert";
import { matchProducts, type SearchProduct } from "./product-search.ts";

const product = (
  id: string,
  sku: string,
  mpn: string,
  variations: [string, string][] = [],
): SearchProduct => ({
  id,
  sku,
  mpn,
  variations: variations.map(([vsku, vmpn], i) => ({ id: `${id}.${i + 1}`, sku: vsku, mpn: vmpn })),
});

const shirt = product("1", "SKU-1", "MPN-SHIRT", [
  ["SKU-1-1", "MPN-SHIRT-S"],
  ["SKU-1-2", "MPN-SHIRT-M"],
]);
const shirtLong = product("2", "SKU-10", "MPN-LONG", [["SKU-10-1", "MPN-LONG-S"]]);
const mug = product("3", "MUG", "");

/** Each match as "product" or "product.variation", so a case reads in one line. */
const ids = (search: string, products: SearchProduct[]) =>
  matchProducts(search, products).map((m) => m.variation?.id ?? m.product.id);

test("an exact product SKU returns that product only, even among other results", () => {
  assert.equal(ids("SKU-1", [shirt, shirtLong]), ["1"]);
});

test("an exact product MPN returns that product only, ignoring case and spaces", () => {
  assert.equal(ids("  mpn-long ", [shirt, shirtLong]), ["2"]);
});

test("with a single result, an exact variation SKU returns that variation only", () => {
  assert.equal(ids("SKU-1-2", [shirt]), ["1.2"]);
});

test("with a single result, an exact variation MPN returns that variation only", () => {
  assert.equal(ids("mpn-shirt-s", [shirt]), ["1.1"]);
});

test("with several results, an exact variation SKU lists everything", () => {
  assert.equal(ids("SKU-10-1", [shirtLong, mug]), ["2", "2.1", "3"]);
});

test("otherwise every product is listed, each followed by its variations", () => {
  assert.equal(ids("shirt", [shirt, shirtLong, mug]), ["1", "1.1", "1.2", "2", "2.1", "3"]);
});

test("a product's exact SKU wins over a variation's on the single result", () => {
  const odd = product("4", "X", "", [["X", ""]]);
  assert.equal(ids("x", [odd]), ["4"]);
});

test("a blank search offers nothing", () => {
  assert.equal(ids("   ", [shirt, mug]), []);
  assert.equal(ids("x", []), []);
});

test("the matches carry the product and the variation themselves", () => {
  const [match] = matchProducts("SKU-1-1", [shirt]);
  assert.is(match!.product, shirt);
  assert.is(match!.variation, shirt.variations[0]);
});

test.run();
