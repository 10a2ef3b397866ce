import { test } from "uvu";
import * as assert from "uvu/assert";
import { PURCHASE_ORDER_STATUSES } from "../../schema/status.ts";
import { generateSeed } from "./index.ts";
import { DEFAULT_ORIGIN } from "./origin.ts";
import { rebaseDates } from "./rebase.ts";

test("a fixed seed and reference date give the same store every time (D22)", async () => {
  assert.equal(await generateSeed(), await generateSeed());
  const other = await generateSeed({ seed: 7 });
  assert.not.equal(
    other.suppliers.map((s) => s.name),
    (await generateSeed()).suppliers.map((s) => s.name),
  );
});

test("a seed records the faker seed and size it was made from, so a reset can remake it", async () => {
  assert.equal((await generateSeed()).origin, DEFAULT_ORIGIN);
  const large = await generateSeed({ seed: 7, ordersPerStore: 300 });
  assert.equal(large.origin, { seed: 7, ordersPerStore: 300 });
  assert.is(large.purchaseOrders.length, 3 * 300);
  assert.is(large.revision, 0);
});

test("the empty demo has the accounts, roles and invites, and nothing in the stores", async () => {
  const db = await generateSeed({ ordersPerStore: 0 });
  assert.equal(db.origin, { ...DEFAULT_ORIGIN, ordersPerStore: 0 });
  assert.equal(
    [db.purchaseOrders, db.suppliers, db.products, db.customers].map((rows) => rows.length),
    [0, 0, 0, 0],
  );
  const full = await generateSeed();
  assert.equal(
    [db.stores, db.users, db.memberships, db.roles, db.invites].map((rows) => rows.length),
    [full.stores, full.users, full.memberships, full.roles, full.invites].map((rows) => rows.length),
  );
});

test("each store has the five roles, the protected two first", async () => {
  const db = await generateSeed();
  for (const store of db.stores)
    assert.equal(
      db.roles.filter((r) => r.storeId === store.id).map((r) => r.name),
      ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"],
    );
});

test("each store has what the demo needs to show every rule", async () => {
  const db = await generateSeed();
  for (const store of db.stores) {
    const orders = db.purchaseOrders.filter((o) => o.storeId === store.id);
    assert.equal(
      [...new Set(orders.map((o) => o.status))].sort(),
      [...PURCHASE_ORDER_STATUSES].sort(),
      store.name,
    );
    const suppliers = db.suppliers.filter((s) => s.storeId === store.id);
    assert.ok(
      suppliers.some((s) => s.email === "") && suppliers.some((s) => s.email !== ""),
      "with and without email",
    );
    const products = db.products.filter((p) => p.storeId === store.id);
    assert.ok(
      products.some((p) => p.variations.length > 0),
      "products with variations",
    );
    assert.ok(
      products.some((p) => !p.isInventoryTracking),
      "untracked products",
    );
    assert.ok(db.customers.some((c) => c.storeId === store.id));
    // Items only reference this store's products and suppliers (D11).
    const productIds = new Set(products.map((p) => p.id));
    assert.ok(orders.every((o) => o.items.every((i) => productIds.has(i.productId))));
    assert.ok(orders.every((o) => o.vendorId === null || suppliers.some((s) => s.id === o.vendorId)));
  }
});

test("order dates follow D3: ordered, received and finalized only once reached", async () => {
  const db = await generateSeed();
  for (const o of db.purchaseOrders) {
    const step = PURCHASE_ORDER_STATUSES.indexOf(o.status);
    assert.is(o.dateOrdered !== null, step >= 1, `order ${o.id} ${o.status} dateOrdered`);
    assert.is(o.dateReceived !== null, step >= 2, `order ${o.id} ${o.status} dateReceived`);
    assert.is(o.dateFinalized !== null, step >= 3, `order ${o.id} ${o.status} dateFinalized`);
    assert.ok(o.dateCreated <= o.dateModified);
  }
});

test("ids are unique across every table", async () => {
  const db = await generateSeed();
  const ids = [
    db.stores,
    db.users,
    db.roles,
    db.permissions,
    db.suppliers,
    db.products,
    db.customers,
    db.purchaseOrders,
  ]
    .flat()
    .map((row) => row.id);
  assert.is(new Set(ids).size, ids.length);
  assert.ok(Math.max(...ids) < db.nextId);
});

test("rebasing moves every date by the same amount and keeps everything else", async () => {
  const db = await generateSeed();
  const now = new Date("2030-05-01T12:00:00.000Z");
  const moved = rebaseDates(db, now);
  const delta = now.getTime() - new Date(db.referenceDate).getTime();
  assert.is(moved.referenceDate, now.toISOString());
  const order = db.purchaseOrders.find((o) => o.dateFinalized)!;
  const after = moved.purchaseOrders.find((o) => o.id === order.id)!;
  assert.is(new Date(after.dateCreated).getTime() - new Date(order.dateCreated).getTime(), delta);
  assert.is(new Date(after.dateFinalized!).getTime() - new Date(order.dateFinalized!).getTime(), delta);
  assert.is(
    new Date(moved.invites[0]!.expiresAt).getTime() - new Date(db.invites[0]!.expiresAt).getTime(),
    delta,
  );
  assert.equal(
    { ...after, dateCreated: "", dateModified: "", dateOrdered: "", dateReceived: "", dateFinalized: "" },
    {
      ...order,
      dateCreated: "",
      dateModified: "",
      dateOrdered: "",
      dateReceived: "",
      dateFinalized: "",
    },
  );
});

test.run();
