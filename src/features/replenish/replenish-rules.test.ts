// The Replenish rules (D228): need = target - stock - on order, never below 0; on order counts OPEN
// and ORDERED orders only, leaving out this run's own drafts; the supplier and cost come from the
// newest order that went to a supplier, else the catalogue; groups A to Z, never-bought last.
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  bySupplier,
  needOf,
  replenishLines,
  toOrder,
  type StockOrder,
  type StockProduct,
} from "./replenish-rules.ts";

const product = (id: string, stock: number, extra: Partial<StockProduct> = {}): StockProduct => ({
  id,
  name: `Product ${id}`,
  sku: `SKU-${id}`,
  cost: 2,
  isInventoryTracking: true,
  inventoryLevel: stock,
  variations: [],
  ...extra,
});

const ACME = { id: "s1", name: "Acme" };
const ZED = { id: "s2", name: "Zed" };

const order = (
  id: string,
  status: string,
  vendor: typeof ACME | null,
  dateOrdered: string | null,
  items: [string, number, number][],
): StockOrder => ({
  id,
  status,
  vendor,
  dateCreated: "2026-01-01T00:00:00.000Z",
  dateOrdered,
  items: items.map(([productId, quantity, unitCost]) => ({
    product: { id: productId },
    variation: null,
    quantity,
    unitCost,
  })),
});

test("need is the target less stock and what is on order, never below 0, and none without a target", () => {
  assert.is(needOf(50, 10, 15), 25);
  assert.is(needOf(50, 40, 15), 0);
  assert.is(needOf(null, 10, 0), null);
});

test("on order counts OPEN and ORDERED orders, not RECEIVED or CLOSED ones, nor this run's drafts", () => {
  const orders = [
    order("1", "OPEN", null, null, [["p", 3, 0]]),
    order("2", "ORDERED", ACME, "2026-03-01T00:00:00.000Z", [["p", 4, 5]]),
    order("3", "RECEIVED", ZED, "2026-02-01T00:00:00.000Z", [["p", 100, 6]]),
    order("4", "OPEN", null, null, [["p", 9, 0]]),
  ];
  const [line] = replenishLines([product("p", 10)], orders, { store: 30, lines: {} }, new Set(["4"]));
  assert.is(line!.onOrder, 7);
  assert.is(line!.need, 13);
});

test("the supplier and cost are the newest bought line's; a line never bought costs its catalogue cost", () => {
  const orders = [
    order("1", "CLOSED", ZED, "2026-01-01T00:00:00.000Z", [["p", 1, 9]]),
    order("2", "RECEIVED", ACME, "2026-05-01T00:00:00.000Z", [["p", 1, 7.5]]),
    // An OPEN order was not bought from anyone yet.
    order("3", "OPEN", ZED, null, [["q", 1, 3]]),
  ];
  const lines = replenishLines([product("p", 0), product("q", 0)], orders, { store: 5, lines: {} });
  assert.equal(
    lines.map((l) => [l.key, l.supplier?.name ?? null, l.unitCost, l.lastOrderId]),
    [
      ["p/", "Acme", 7.5, "2"],
      ["q/", null, 2, null],
    ],
  );
});

test("a line's own target comes before the store's; untracked products are left out; variations are lines, named after their product once", () => {
  const products = [
    product("p", 4),
    product("u", 0, { isInventoryTracking: false }),
    product("v", 0, {
      variations: [
        { id: "v1", name: "Small", sku: "V-1", cost: 1, inventoryLevel: 2 },
        { id: "v2", name: "Product v - Large", sku: "V-2", cost: 1, inventoryLevel: 20 },
      ],
    }),
  ];
  const lines = replenishLines(products, [], { store: 10, lines: { "p/": 4 } });
  assert.equal(
    lines.map((l) => [l.key, l.name, l.target, l.ownTarget, l.need]),
    [
      ["p/", "Product p", 4, true, 0],
      ["v/v1", "Product v: Small", 10, false, 8],
      ["v/v2", "Product v - Large", 10, false, 0],
    ],
  );
});

test("groups run A to Z by supplier with the never-bought last, and only lines that need some are ordered", () => {
  const orders = [
    order("1", "CLOSED", ZED, "2026-01-01T00:00:00.000Z", [["a", 1, 1]]),
    order("2", "CLOSED", ACME, "2026-01-02T00:00:00.000Z", [
      ["b", 1, 1],
      ["c", 1, 1],
    ]),
  ];
  const products = [product("n", 0), product("a", 0), product("b", 0), product("c", 99)];
  const groups = bySupplier(replenishLines(products, orders, { store: 5, lines: {} }));
  assert.equal(
    groups.map((g) => [g.supplier?.name ?? "", g.lines.map((l) => l.productId)]),
    [
      ["Acme", ["b", "c"]],
      ["Zed", ["a"]],
      ["", ["n"]],
    ],
  );
  assert.equal(
    toOrder(groups).map((g) => [g.key, g.lines.map((l) => [l.productId, l.need])]),
    [
      ["s1", [["b", 5]]],
      ["s2", [["a", 5]]],
      ["", [["n", 5]]],
    ],
  );
});

test("stored levels (D246): at or below the point a line needs target - stock - on order; above it none", () => {
  const targets = { store: 30, lines: { "d/": 40 } };
  const orders = [order("1", "OPEN", null, null, [["a", 2, 0]])];
  const lines = replenishLines(
    [
      product("a", 5, { reorderPoint: 5, targetLevel: 20 }),
      product("b", 6, { reorderPoint: 5, targetLevel: 20 }),
      product("c", 3, { reorderPoint: 4, targetLevel: null }),
      product("d", 1),
      product("e", 1),
    ],
    orders,
    targets,
  );
  const by = Object.fromEntries(lines.map((line) => [line.productId, line]));
  assert.equal([by.a!.need, by.a!.target, by.a!.stored, by.a!.reorderPoint], [13, 20, true, 5]);
  assert.is(by.b!.need, 0, "above its point: nothing yet, though below its target");
  assert.equal([by.c!.need, by.c!.target], [1, 4], "a point alone is also the target");
  // Lines without stored levels keep the device's targets, the line's own first.
  assert.equal([by.d!.need, by.d!.stored, by.d!.ownTarget], [39, false, true]);
  assert.equal([by.e!.need, by.e!.target], [29, 30]);
});

test("a variation's own stored levels come first, else its product's", () => {
  const shirt = product("p", 0, {
    reorderPoint: 2,
    targetLevel: 10,
    variations: [
      { id: "v1", name: "Small", sku: "S", cost: 1, inventoryLevel: 1, reorderPoint: 1, targetLevel: 4 },
      { id: "v2", name: "Large", sku: "L", cost: 1, inventoryLevel: 2 },
    ],
  });
  const [small, large] = replenishLines([shirt], [], { store: null, lines: {} });
  assert.equal([small!.need, small!.target], [3, 4]);
  assert.equal([large!.need, large!.target, large!.reorderPoint], [8, 10, 2]);
});

test.run();
