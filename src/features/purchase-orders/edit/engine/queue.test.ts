// The edit queue with a fake provider api: one call at a time, each change sent once, a failure put
// back and retried, and close() sending what waits. The production delays, on a virtual clock: time
// moves only when a test moves it, so no assertion depends on how busy the machine is.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../../api/api-error.ts";
import { editClockPerTest } from "../../../../../test/purchase-orders/fault-rig.ts";
import { editEnvironment, SPEC_DELAYS } from "./environment.ts";
import { EditQueue } from "./queue.ts";
import { addItem, editCell, editOrder, NO_CHANGES, removeItem, toVariables, type Changes } from "./state.ts";

function queueWith(answer: (call: number) => Promise<void> = () => Promise.resolve()) {
  const calls: unknown[] = [];
  const queue = new EditQueue(
    clock.environment(),
    {
      async save(changes: Changes) {
        calls.push(toVariables("1", changes));
        await answer(calls.length);
        return ["9"];
      },
      read: async () => [{ id: "9", productId: "7", variationId: null }],
    },
    { waiting: NO_CHANGES, unsure: null, known: ["9"] },
  );
  return { queue, calls };
}

const clock = editClockPerTest(test);

// The same refusal as a REST provider sends it, and as GraphQL does: HTTP 200, the code in the errors.
for (const status of [409, 200])
  test(`a refusal (HTTP ${status}) is not retried on a timer: it waits for the user's next edit, then goes again`, async () => {
    const locked = new ApiError("The purchase order is locked.", {
      status,
      code: "PURCHASE_ORDER_LOCKED",
      body: null,
    });
    const { queue, calls } = queueWith((n) => (n === 1 ? Promise.reject(locked) : Promise.resolve()));
    queue.edit(editOrder({ shipping: "5" }), "order");
    await queue.flush();
    assert.is(queue.state, "refused");
    await clock.advance(SPEC_DELAYS.retryMax * 4); // a failure would have been sent again by now
    assert.is(calls.length, 1, "not sent again by itself");
    queue.edit(editOrder({ shipping: "6" }), "order");
    await clock.advance(SPEC_DELAYS.order);
    assert.equal(calls.at(-1), { id: "1", shippingCost: 6 });
    assert.is(queue.state, "saved");
    await queue.close();
  });

test("cell edits wait for their delay and go as one call with the last value", async () => {
  const { queue, calls } = queueWith();
  queue.edit(editCell("5", "quantity", "2"), "cells");
  queue.edit(editCell("5", "quantity", "3"), "cells");
  await clock.advance(SPEC_DELAYS.items - 1);
  assert.equal(calls, []);
  assert.is(queue.state, "saving");
  await clock.advance(1);
  assert.equal(calls, [{ id: "1", itemUpdates: [{ id: "5", quantity: 3 }] }]);
  assert.is(queue.state, "saved");
  await queue.close();
});

test("an edit made while a call is on its way goes in the next call, not twice", async () => {
  let release = () => {};
  const { queue, calls } = queueWith((n) =>
    n === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve(),
  );
  queue.edit(editOrder({ shipping: "5" }), "order");
  const first = queue.flush();
  await clock.advance(0);
  queue.edit(editOrder({ discount: "10%" }), "order");
  const second = queue.flush();
  await clock.advance(0);
  assert.equal(calls.length, 1, "the second call waits for the first");
  release();
  await Promise.all([first, second]);
  assert.equal(calls, [
    { id: "1", shippingCost: 5 },
    { id: "1", discount: "10%" },
  ]);
  await queue.close();
});

test("a failed call keeps its changes, says so, and is retried with the newer edits merged in", async () => {
  const { queue, calls } = queueWith((n) =>
    n === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(),
  );
  queue.edit(editCell("5", "quantity", "2"), "cells");
  await queue.flush();
  assert.is(queue.state, "failed");
  assert.equal(toVariables("1", queue.waiting), { id: "1", itemUpdates: [{ id: "5", quantity: 2 }] });
  queue.edit(editCell("5", "unitCost", "4"), "cells");
  await clock.advance(SPEC_DELAYS.items);
  assert.equal(calls.at(-1), { id: "1", itemUpdates: [{ id: "5", quantity: 2, unitCost: 4 }] });
  assert.is(calls.length, 2);
  assert.is(queue.state, "saved");
  await queue.close();
});

test("a failure is retried on a timer without any new edit", async () => {
  const { queue, calls } = queueWith((n) =>
    n === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(),
  );
  queue.edit(removeItem("9"), "rows");
  await clock.advance(SPEC_DELAYS.retry - 1);
  assert.is(calls.length, 1, "not before the retry delay");
  await clock.advance(1);
  assert.equal(calls, [
    { id: "1", itemRemovals: ["9"] },
    { id: "1", itemRemovals: ["9"] },
  ]);
  assert.is(queue.state, "saved");
  await queue.close();
});

test("an invalid entry is not sent and leaves the queue asking for a fix", async () => {
  const { queue, calls } = queueWith();
  queue.edit(editCell("5", "quantity", "-1"), "cells");
  await queue.flush();
  assert.equal(calls, []);
  assert.is(queue.state, "invalid");
  await queue.close();
});

test("close sends what waits at once, whatever its delay", async () => {
  const { queue, calls } = queueWith();
  queue.edit(editCell("5", "quantity", "7"), "cells");
  await queue.close();
  assert.equal(calls, [{ id: "1", itemUpdates: [{ id: "5", quantity: 7 }] }]);
});

test("the production delays are the spec's", () => {
  const { delays } = editEnvironment();
  assert.equal([delays.items, delays.order, delays.search], [2000, 1000, 1000]);
});

test.run();

test("an addition on its way is shown once: when the stored order already holds it, only as the stored item", async () => {
  let answer = () => {};
  const { queue } = queueWith(() => new Promise<void>((resolve) => (answer = resolve)));
  const addition = {
    key: queue.nextKey(),
    productId: "7",
    variationId: null,
    name: "Bolt",
    sku: "B",
    mpn: "",
    quantity: 2,
  };
  queue.edit(addItem(addition), "rows");
  await Promise.resolve();
  const before = [{ id: "9", productId: "7", variationId: null }];
  assert.equal(
    queue.unsentAdditions(before).sending,
    [addition],
    "the stored item it was known before is another line",
  );
  // The call's answer reached the screen's cache; the call has not returned to the queue yet.
  const after = [...before, { id: "10", productId: "7", variationId: null }];
  assert.equal(queue.unsentAdditions(after).sending, [], "the new stored item is the addition");
  assert.equal(
    queue.unsentAdditions([...after.slice(0, 1), { id: "10", productId: "8", variationId: null }]).sending,
    [addition],
    "another product's item is not",
  );
  answer();
  await queue.close();
});
