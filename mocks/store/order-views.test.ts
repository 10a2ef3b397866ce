// D71: the views keep the list's order (newest change first, ties by id) across writes, without
// sorting again: after every write each view equals a fresh filter-and-sort of the whole table.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { cachedSeed } from "../seed/cached.ts";
import { openStore } from "./store.ts";
import type { OrderFilter } from "./order-views.ts";
import type { Db, PurchaseOrderRow } from "./tables.ts";
import { PURCHASE_ORDER_STATUSES } from "../../schema/status.ts";

const ids = (rows: readonly PurchaseOrderRow[]) => rows.map((row) => row.id);

/** What a view must hold: the filter applied to every order, sorted from scratch. */
function expected(db: Db, { storeId, statuses, vendorId }: OrderFilter) {
  return ids(
    db.purchaseOrders
      .filter(
        (o) =>
          o.storeId === storeId &&
          (!statuses || statuses.includes(o.status)) &&
          (vendorId === undefined || o.vendorId === vendorId),
      )
      .sort((a, b) =>
        a.dateModified < b.dateModified ? 1 : a.dateModified > b.dateModified ? -1 : b.id - a.id,
      ),
  );
}

test("every view stays in the list's order while writes change, add and move orders", async () => {
  const store = await openStore(
    { load: async () => null, save: () => {} },
    async () => structuredClone(await cachedSeed()()),
    { checkWrites: true },
  );
  const storeId = store.db.stores[0]!.id;
  const vendorId = store.db.suppliers.find((s) => s.storeId === storeId)!.id;
  const filters: OrderFilter[] = [
    { storeId, statuses: null },
    { storeId, statuses: ["OPEN", "ORDERED"] },
    { storeId, statuses: ["CLOSED"] },
    { storeId, statuses: null, vendorId },
    { storeId, statuses: ["RECEIVED"], vendorId },
  ];
  for (const filter of filters) store.orders(filter); // built before the writes, then kept
  let random = 7;
  const next = (n: number) => ((random = (random * 1103515245 + 12345) % 2 ** 31), random % n);
  for (let i = 0; i < 200; i++) {
    store.write((db, changes) => {
      const mine = db.purchaseOrders.filter((o) => o.storeId === storeId);
      if (next(5) === 0) {
        changes.insert("purchaseOrders", { ...mine[0]!, items: [], id: db.nextId++ });
        return;
      }
      // One order or two in a write: the second must be found while the first has moved.
      for (let n = 1 + next(2); n > 0; n--) {
        const order = mine[next(mine.length)]!;
        order.status = PURCHASE_ORDER_STATUSES[next(PURCHASE_ORDER_STATUSES.length)]!;
        order.vendorId = next(2) ? vendorId : null;
        // Equal dates too, so ties fall to the id.
        order.dateModified = new Date(Date.UTC(2026, 0, 1 + next(40))).toISOString();
        changes.update("purchaseOrders", order);
      }
    });
    for (const filter of filters)
      assert.equal(ids(store.orders(filter)), expected(store.db, filter), JSON.stringify(filter));
  }
});

test("a view asked for after writes starts from the database as it is", async () => {
  const store = await openStore({ load: async () => null, save: () => {} }, async () =>
    structuredClone(await cachedSeed()()),
  );
  const storeId = store.db.stores[1]!.id;
  const order = store.db.purchaseOrders.find((o) => o.storeId === storeId && o.status === "OPEN")!;
  store.write((_, changes) => {
    order.dateModified = "2099-01-01T00:00:00.000Z";
    changes.update("purchaseOrders", order);
  });
  assert.is(store.orders({ storeId, statuses: ["OPEN"] })[0], order);
  store.arrange(() => void (order.status = "CLOSED"));
  assert.not.ok(store.orders({ storeId, statuses: ["OPEN"] }).includes(order));
});

test.run();
