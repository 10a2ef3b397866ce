// The edit queue when a save's fate is unknown (issue 8), against a small all-or-nothing fake order:
// an addition or removal the provider stored but whose answer was lost is not sent again; one that
// never reached it is; a refusal is never taken for a success; a page reload hands over a call still
// on its way. The randomized runs (edit-fault-runs.test.ts) cover the same against the real provider.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../api/api-error.ts";
import type { UpdatePurchaseOrderVariables } from "../api/update-purchase-order.ts";
import { virtualClock } from "../../../../mocks/faults/virtual-clock.ts";
import { EDIT_DELAYS, EDIT_TIMERS, PRODUCTION_EDIT_DELAYS, REAL_EDIT_TIMERS } from "./edit-delays.ts";
import { EditQueue, type EditApi, type Kept } from "./edit-queue.ts";
import type { StoredItem } from "./edit-reconcile.ts";
import { addItem, editCell, editOrder, NO_CHANGES, removeItem, toVariables } from "./edit-state.ts";

type Fault = "offline" | "lost" | "refused" | "hang";

/** An order of items 1 and 2 that applies a call all or nothing, then meets the next fault. */
function fakeOrder() {
  let items: StoredItem[] = [
    { id: "1", productId: "7", variationId: null },
    { id: "2", productId: "8", variationId: null },
  ];
  let nextId = 100;
  const calls: UpdatePurchaseOrderVariables[] = [];
  const faults: Fault[] = [];
  const readFaults: Fault[] = [];
  const unreachable = () => new ApiError("The server could not be reached.", { status: 0 });
  const api: EditApi = {
    async save(changes) {
      const call = toVariables("5", changes);
      calls.push(call);
      const fault = faults.shift();
      if (fault === "offline") throw unreachable();
      if (fault === "refused") throw new ApiError("Locked.", { status: 200, code: "PURCHASE_ORDER_LOCKED" });
      const missing = call.itemRemovals?.find((id) => !items.some((item) => item.id === id));
      if (missing)
        throw new ApiError(`Item ${missing} is not on the order.`, { status: 200, code: "NOT_FOUND" });
      items = items.filter((item) => !call.itemRemovals?.includes(item.id));
      for (const { productId, variationId } of call.itemAdditions ?? [])
        items.push({ id: String((nextId += 1)), productId, variationId });
      if (fault === "lost") throw unreachable();
      if (fault === "hang") await new Promise(() => {});
      return items.map((item) => item.id);
    },
    async read() {
      if (readFaults.shift()) throw unreachable();
      return items;
    },
  };
  const start: Kept = { waiting: NO_CHANGES, unsure: null, known: ["1", "2"] };
  return { api, calls, faults, readFaults, start, items: () => items };
}

/** Lets a call started by an edit (rows go at once) run to its end. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const mug = (key: string) => ({
  key,
  productId: "9",
  variationId: null,
  quantity: 2,
  name: "Mug",
  sku: "",
  mpn: "",
});

test.before.each(() => {
  Object.assign(EDIT_DELAYS, { items: 20, order: 10, search: 10, retry: 30, retryMax: 60 });
});
test.after.each(() => {
  Object.assign(EDIT_DELAYS, PRODUCTION_EDIT_DELAYS);
});

test("an addition stored but whose answer was lost is not sent again, and the screen says not saved until it knows", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("lost");
  queue.edit(addItem(mug("new:1")), "rows");
  await settle();
  assert.is(queue.state, "failed");
  assert.equal(
    queue.pending().additions.map((a) => a.key),
    ["new:1"],
    "still shown as unsent",
  );
  await queue.close();
  assert.is(order.calls.length, 1, "not sent a second time");
  assert.equal(order.items().filter((item) => item.productId === "9").length, 1);
  assert.is(queue.state, "saved");
});

test("an addition that never reached the provider is sent again, once", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("offline");
  queue.edit(addItem(mug("new:1")), "rows");
  await queue.close();
  assert.is(order.calls.length, 2);
  assert.equal(order.items().filter((item) => item.productId === "9").length, 1);
  assert.is(queue.state, "saved");
});

test("a removal stored but whose answer was lost is done, not refused forever", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("lost");
  queue.edit(removeItem("1"), "rows");
  await queue.flush();
  await queue.close();
  assert.is(order.calls.length, 1);
  assert.equal(
    order.items().map((item) => item.id),
    ["2"],
  );
  assert.is(queue.state, "saved");
});

test("a lost call's cells and order fields are sent again, its addition is not", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("lost");
  queue.edit(addItem(mug("new:1")), "rows");
  queue.edit(editCell("2", "quantity", "4"), "cells");
  queue.edit(editOrder({ shipping: "3" }), "order");
  await queue.close();
  assert.equal(order.calls.at(-1), { id: "5", itemUpdates: [{ id: "2", quantity: 4 }], shippingCost: 3 });
  assert.equal(order.items().filter((item) => item.productId === "9").length, 1);
});

test("a refused addition is sent again even when a matching item has appeared meanwhile", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("refused");
  queue.edit(addItem(mug("new:1")), "rows");
  await queue.flush();
  order.items().push({ id: "50", productId: "9", variationId: null }); // another tab's
  await queue.close();
  assert.is(order.calls.length, 2);
  assert.equal(order.items().filter((item) => item.productId === "9").length, 2);
});

test("when the read-back fails too, nothing is sent until a read succeeds", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("lost");
  order.readFaults.push("offline");
  queue.edit(addItem(mug("new:1")), "rows");
  await settle();
  await queue.flush();
  assert.is(order.calls.length, 1);
  assert.is(queue.state, "failed");
  await queue.close();
  assert.is(order.calls.length, 1);
  assert.is(queue.state, "saved");
});

test("a page reload hands over a call still on its way as unsure; the next queue reads back before sending", async () => {
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  order.faults.push("hang");
  queue.edit(addItem(mug("new:1")), "rows");
  await new Promise((resolve) => setTimeout(resolve, 0));
  queue.edit(editOrder({ discount: "10%" }), "order");
  const kept = JSON.parse(JSON.stringify(queue.keep())) as Kept; // as sessionStorage gives it back
  assert.equal(
    kept.unsure?.rows.additions.map((a) => a.key),
    ["new:1"],
  );
  assert.is(kept.waiting.discount, "10%");
  queue.edit(editOrder({ shipping: "1" }), "order");
  assert.is(order.calls.length, 1, "a stopped queue sends nothing more");

  const next = new EditQueue(order.api, kept);
  assert.is(next.nextKey(), "new:2", "keys go on after the restored ones");
  next.reopen();
  await next.close();
  assert.equal(order.calls.at(-1), { id: "5", discount: "10%" });
  assert.equal(order.items().filter((item) => item.productId === "9").length, 1);
});

test("a change put back by a failure is still sent when another group's call goes through first", async () => {
  // On a virtual clock: which call waits behind which is the whole point.
  const clock = virtualClock(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  });
  Object.assign(EDIT_TIMERS, { set: clock.setTimeout, clear: clock.clearTimeout });
  const order = fakeOrder();
  const queue = new EditQueue(order.api, order.start);
  let release = () => {};
  const save = order.api.save;
  order.api.save = async (changes) => {
    if (order.calls.length > 0) return save(changes);
    order.calls.push(toVariables("5", changes));
    await new Promise<void>((resolve) => (release = resolve));
    throw new ApiError("The server could not be reached.", { status: 0 });
  };
  queue.edit(editCell("2", "quantity", "4"), "cells");
  await clock.advance(EDIT_DELAYS.items); // the cell's call is on its way
  queue.edit(editOrder({ shipping: "3" }), "order");
  await clock.advance(EDIT_DELAYS.order); // shipping's call waits behind it
  release();
  await clock.advance(0); // the cell's call fails; shipping's goes through
  assert.equal(order.calls.at(-1), { id: "5", itemUpdates: [{ id: "2", quantity: 4 }] });
  assert.is(order.calls.length, 3, "sent again at once, without waiting for a retry timer");
  assert.is(queue.state, "saved");
  Object.assign(EDIT_TIMERS, REAL_EDIT_TIMERS);
});

test.run();
