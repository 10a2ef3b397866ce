// D70: a write says what it changes, the adapter is handed exactly that, and with checkWrites (every
// test's provider) a write that changes more than it says, or a change made outside any write, throws.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cachedSeed } from "../seed/cached.ts";
import type { ChangeSet } from "./changes.ts";
import { openStore, type PersistenceAdapter } from "./store.ts";

async function open(checkWrites = true) {
  const saves: ChangeSet[] = [];
  const adapter: PersistenceAdapter = {
    load: async () => null,
    save: (_, changes) => void saves.push(changes),
  };
  const store = await openStore(adapter, async () => structuredClone(await cachedSeed()()), { checkWrites });
  return { store, saves };
}

test("a fresh seed is saved whole, a write only the rows and small tables it names", async () => {
  const { store, saves } = await open();
  assert.equal(saves, [{ everything: true }]);
  const order = store.db.purchaseOrders[3]!;
  const product = store.db.products[0]!;
  const invite = store.db.invites[0]!;
  store.write((db, changes) => {
    order.shippingCents += 100;
    changes.update("purchaseOrders", order);
    product.inventoryLevel += 1;
    changes.update("products", product);
    invite.revokedAt = "2026-01-01T00:00:00.000Z";
    changes.update("invites", invite);
    changes.insert("outbox", { ...db.outbox[0]!, ...OUTBOX, id: db.nextId++ });
  });
  const last = saves.at(-1)!;
  assert.is(last.everything, false);
  if (last.everything) return;
  assert.equal(
    [...last.rows].map(([table, rows]) => [table, [...rows.keys()]]),
    [
      ["purchaseOrders", [order.id]],
      ["products", [product.id]],
      ["outbox", [store.db.outbox.at(-1)!.id]],
    ],
  );
  assert.equal([...last.tables], ["invites"]);
});

const OUTBOX = {
  storeId: null,
  kind: "invite" as const,
  to: "a@example.com",
  subject: "s",
  body: "b",
  purchaseOrderId: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

test("a removed row is handed over as removed", async () => {
  const { store, saves } = await open();
  const role = store.db.roles.at(-1)!;
  store.write((_, changes) => changes.remove("roles", role));
  assert.not.ok(store.db.roles.includes(role));
  const last = saves.at(-1)!;
  assert.equal(last.everything ? null : last.rows.get("roles")?.get(role.id), null);
});

test("a write that changes a row it does not name throws, naming the row", async () => {
  const { store } = await open();
  const supplier = store.db.suppliers[1]!;
  assert.throws(
    () => store.write(() => void (supplier.name = "Renamed")),
    (error: Error) => error.message.includes(`suppliers ${supplier.id} without saying so`),
  );
});

test("a change made outside any write is found at the next write", async () => {
  const { store } = await open();
  store.write(() => undefined);
  store.db.customers[0]!.company = "Changed behind the store's back";
  assert.throws(
    () => store.write(() => undefined),
    (error: Error) =>
      error.message.includes(`customers ${store.db.customers[0]!.id} changed outside a write`),
  );
});

test("arrange saves the whole database, for tests that set data up", async () => {
  const { store, saves } = await open();
  store.arrange((db) => void (db.suppliers[0]!.name = "Arranged"));
  assert.equal(saves.at(-1), { everything: true });
  store.write(() => undefined); // and the next write is not blamed for it
});

test.run();
