// The last-price picker and look-up (D225): the supplier's newest priced line wins, else any
// supplier's; the look-up reads at most the supplier's 20 latest orders and at most five pages.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readPricedOrders } from "./last-price.ts";
import { awayFrom, lastPrices, pickLastPrice, type PricedOrder } from "./last-price-pick.ts";

const line = (productId: string, unitCost: number, variationId: string | null = null) => ({
  product: { id: productId },
  variation: variationId === null ? null : { id: variationId },
  unitCost,
});

const order = (id: string, vendor: string | null, day: number, items: PricedOrder["items"]): PricedOrder => ({
  id,
  dateCreated: `2026-01-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  dateOrdered: `2026-02-${String(day).padStart(2, "0")}T10:00:00.000Z`,
  vendor: vendor === null ? null : { id: vendor, name: `Supplier ${vendor}` },
  items,
});

const A = "a";
const B = "b";

test("the supplier's most recent line wins over a newer line from another supplier", () => {
  const orders = [
    order("3", B, 20, [line("p1", 9)]),
    order("2", A, 10, [line("p1", 12.4)]),
    order("1", A, 5, [line("p1", 11)]),
  ];
  const price = pickLastPrice(orders, { productId: "p1", variationId: null }, A);
  assert.equal(price, {
    unitCost: 12.4,
    orderId: "2",
    date: "2026-02-10T10:00:00.000Z",
    vendor: { id: A, name: "Supplier a" },
    sameSupplier: true,
  });
});

test("without a line from the supplier, the newest line from any supplier is taken and said to be another's", () => {
  const orders = [order("1", B, 5, [line("p1", 8)]), order("2", null, 9, [line("p1", 7.5)])];
  const price = pickLastPrice(orders, { productId: "p1", variationId: null }, A);
  assert.is(price?.unitCost, 7.5);
  assert.is(price?.orderId, "2");
  assert.is(price?.sameSupplier, false);
});

test("orders are taken newest by their date, not by the order they arrive in", () => {
  const orders = [order("1", A, 3, [line("p1", 5)]), order("2", A, 25, [line("p1", 6)])];
  assert.is(pickLastPrice(orders, { productId: "p1", variationId: null }, A)?.orderId, "2");
});

test("a variation and its product are different items", () => {
  const orders = [order("1", A, 3, [line("p1", 5), line("p1", 7, "v1")])];
  const prices = lastPrices(orders, A);
  assert.is(pickLastPrice(orders, { productId: "p1", variationId: "v1" }, A)?.unitCost, 7);
  assert.is(pickLastPrice(orders, { productId: "p1", variationId: null }, A)?.unitCost, 5);
  assert.is(prices.size, 2);
});

test("a line at cost 0 and the order being edited are never the source", () => {
  const orders = [
    order("9", A, 28, [line("p1", 99)]),
    order("2", A, 20, [line("p1", 0)]),
    order("1", A, 10, [line("p1", 4)]),
  ];
  assert.is(pickLastPrice(orders, { productId: "p1", variationId: null }, A, "9")?.orderId, "1");
  assert.is(pickLastPrice(orders, { productId: "p2", variationId: null }, A), null);
});

test("a cost more than 10 % away is marked with its direction; exactly 10 % is not", () => {
  assert.is(awayFrom(1100, 1000), null);
  assert.is(awayFrom(900, 1000), null);
  assert.equal(awayFrom(1101, 1000), { direction: "above", percent: 10 });
  assert.equal(awayFrom(500, 1000), { direction: "below", percent: 50 });
  assert.is(awayFrom(1000, 1000), null);
  assert.is(awayFrom(500, 0), null);
});

/** A list of `count` orders, newest first, every `every`th of supplier A, paged by index cursors. */
function provider(count: number, every: number) {
  const all = Array.from({ length: count }, (_, i) =>
    order(String(count - i), i % every === 0 ? A : B, 1, [line("p1", 1)]),
  );
  const asked: (string | null)[] = [];
  const fetchPage = async (first: number, after: string | null) => {
    asked.push(after);
    const start = after === null ? 0 : Number(after);
    const nodes = all.slice(start, start + first);
    return { nodes, pageInfo: { hasNextPage: start + first < all.length, endCursor: String(start + first) } };
  };
  return { asked, fetchPage };
}

test("the look-up stops once it has the supplier's 20 latest orders", async () => {
  const { asked, fetchPage } = provider(200, 2);
  const { orders, calls } = await readPricedOrders(A, fetchPage);
  assert.is(calls, 2);
  assert.is(asked.length, 2);
  assert.is(orders.filter((o) => o.vendor?.id === A).length, 20);
});

test("the look-up reads at most five pages when the supplier is rare, and one page without a supplier", async () => {
  const rare = provider(1000, 50);
  assert.is((await readPricedOrders(A, rare.fetchPage)).calls, 5);
  const none = provider(1000, 50);
  assert.is((await readPricedOrders(null, none.fetchPage)).calls, 1);
  const short = provider(30, 50);
  assert.is((await readPricedOrders(A, short.fetchPage)).calls, 2);
});

test.run();
