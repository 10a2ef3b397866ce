// The edit queue when a save's fate is unknown (issue 8), against a small all-or-nothing fake order:
// an addition or removal the provider stored but whose answer was lost is not sent again; one that
// never reached it is; a refusal is never taken for a success; a page reload hands over a call still
// on its way. The randomized runs (edit/fault-runs.test.ts) cover the same against the real provider.
// The queue's timers run on a virtual clock: which call waits behind which never depends on timing.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../../api/api-error.ts";
import type { UpdatePurchaseOrderVariables } from "../../shared/api/update-purchase-order.ts";
import { editClockPerTest } from "../../../../../test/purchase-orders/fault-rig.ts";
import { SPEC_DELAYS } from "./environment.ts";
import { EditQueue, type EditApi } from "./queue.ts";
import type { Kept } from "./stash.ts";
import type { StoredItem } from "./reconcile.ts";
import { addItem, editCell, editOrder, NO_CHANGES, removeItem, toVariables } from "./state.ts";

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
        items.push({ id: String((nextId += 1)), productId, variationId: variationId ?? null });
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
  /** How many mugs (product 9) the order holds. */
  const mugs = () => items.filter((item) => item.productId === "9").length;
  return { api, calls, faults, readFaults, start, items: () => items, mugs };
}

/** A queue over a fresh fake order whose next calls meet `faults`. */
function queueMeeting(...faults: Fault[]) {
  const order = fakeOrder();
  order.faults.push(...faults);
  return { order, queue: new EditQueue(clock.environment(), order.api, order.start) };
}

const mug = (key: string) => ({
  key,
  productId: "9",
  variationId: null,
  quantity: 2,
  name: "Mug",
  sku: "",
  mpn: "",
});
const addMug = addItem(mug("new:1"));

const clock = editClockPerTest(test);

test("an addition stored but whose answer was lost is not sent again, and the screen says not saved until it knows", async () => {
  const { order, queue } = queueMeeting("lost");
  queue.edit(addMug, "rows");
  await clock.advance(0);
  assert.is(queue.state, "failed");
  assert.equal(
    queue.pending().additions.map((a) => a.key),
    ["new:1"],
    "still shown as unsent",
  );
  await queue.close();
  assert.is(order.calls.length, 1, "not sent a second time");
  assert.is(order.mugs(), 1);
  assert.is(queue.state, "saved");
});

test("an addition that never reached the provider is sent again, once", async () => {
  const { order, queue } = queueMeeting("offline");
  queue.edit(addMug, "rows");
  await queue.close();
  assert.is(order.calls.length, 2);
  assert.is(order.mugs(), 1);
  assert.is(queue.state, "saved");
});

test("a removal stored but whose answer was lost is done, not refused forever", async () => {
  const { order, queue } = queueMeeting("lost");
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
  const { order, queue } = queueMeeting("lost");
  queue.edit(addMug, "rows");
  queue.edit(editCell("2", "quantity", "4"), "cells");
  queue.edit(editOrder({ shipping: "3" }), "order");
  await queue.close();
  assert.equal(order.calls.at(-1), { id: "5", itemUpdates: [{ id: "2", quantity: 4 }], shippingCost: 3 });
  assert.is(order.mugs(), 1);
});

test("a refused addition is sent again even when a matching item has appeared meanwhile", async () => {
  const { order, queue } = queueMeeting("refused");
  queue.edit(addMug, "rows");
  await queue.flush();
  order.items().push({ id: "50", productId: "9", variationId: null }); // another tab's
  await queue.close();
  assert.is(order.calls.length, 2);
  assert.is(order.mugs(), 2);
});

test("when the read-back fails too, nothing is sent until a read succeeds", async () => {
  const { order, queue } = queueMeeting("lost");
  order.readFaults.push("offline");
  queue.edit(addMug, "rows");
  await clock.advance(0);
  await queue.flush();
  assert.is(order.calls.length, 1);
  assert.is(queue.state, "failed");
  await queue.close();
  assert.is(order.calls.length, 1);
  assert.is(queue.state, "saved");
});

test("a page reload hands over a call still on its way as unsure; the next queue reads back before sending", async () => {
  const { order, queue } = queueMeeting("hang");
  queue.edit(addMug, "rows");
  await clock.advance(0);
  queue.edit(editOrder({ discount: "10%" }), "order");
  const kept = JSON.parse(JSON.stringify(queue.keep())) as Kept; // as sessionStorage gives it back
  assert.equal(
    kept.unsure?.rows.additions.map((a) => a.key),
    ["new:1"],
  );
  assert.is(kept.waiting.discount, "10%");
  queue.edit(editOrder({ shipping: "1" }), "order");
  assert.is(order.calls.length, 1, "a stopped queue sends nothing more");

  const next = new EditQueue(clock.environment(), order.api, kept);
  assert.is(next.nextKey(), "new:2", "keys go on after the restored ones");
  next.reopen();
  await next.close();
  assert.equal(order.calls.at(-1), { id: "5", discount: "10%" });
  assert.is(order.mugs(), 1);
});

test("a change put back by a failure is still sent when another group's call goes through first", async () => {
  const { order, queue } = queueMeeting();
  let release = () => {};
  const save = order.api.save;
  order.api.save = async (changes) => {
    if (order.calls.length > 0) return save(changes);
    order.calls.push(toVariables("5", changes));
    await new Promise<void>((resolve) => (release = resolve));
    throw new ApiError("The server could not be reached.", { status: 0 });
  };
  queue.edit(editCell("2", "quantity", "4"), "cells");
  await clock.advance(SPEC_DELAYS.items); // the cell's call is on its way
  queue.edit(editOrder({ shipping: "3" }), "order");
  await clock.advance(SPEC_DELAYS.order); // shipping's call waits behind it
  release();
  await clock.advance(0); // the cell's call fails; shipping's goes through
  assert.equal(order.calls.at(-1), { id: "5", itemUpdates: [{ id: "2", quantity: 4 }] });
  assert.is(order.calls.length, 3, "sent again at once, without waiting for a retry timer");
  assert.is(queue.state, "saved");
});

test.run();
