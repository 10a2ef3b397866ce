// One queue per order for the tab's life, and the stash that carries unsent edits over a 401's reload
// (issue 8): the next visit takes up what the last one left; the same account gets its edits back
// after signing in again; another account never sees them.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../../api/api-error.ts";
import { keepPendingSaves } from "../../../../lib/pending-saves.ts";
import { virtualClock } from "../../../../../mocks/faults/virtual-clock.ts";
import { editEnvironment } from "./environment.ts";
import type { EditApi } from "./queue.ts";
import { EditQueues } from "./queues.ts";
import { clearStashedEdits } from "./stash.ts";
import { editOrder } from "./state.ts";

const BUYER = { account: "3", store: "1", poid: "40" };
const OWNER = { account: "1", store: "1", poid: "40" };

function fakeApi(online: { value: boolean }) {
  const saved: unknown[] = [];
  const api: EditApi = {
    async save(changes) {
      if (!online.value) throw new ApiError("The server could not be reached.", { status: 0 });
      saved.push(changes.shipping);
      return ["1"];
    },
    read: async () => [{ id: "1", productId: "7", variationId: null }],
  };
  return { api, saved };
}

// Each test's own queues, whose timers never fire: the tests send by leaving, never by waiting.
let edits = new EditQueues(editEnvironment({ timers: virtualClock() }));

test.before.each(() => {
  edits.forgetAll(); // the last test's queues take no part in this one's 401
  edits = new EditQueues(editEnvironment({ timers: virtualClock() }));
  clearStashedEdits();
});

test("a visit left with an unsent edit hands the same queue, edit included, to the next visit", async () => {
  const online = { value: false };
  const { api, saved } = fakeApi(online);
  const first = edits.visit(BUYER, api, ["1"]).queue;
  first.edit(editOrder({ shipping: "4" }), "order");
  await edits.leave(BUYER);
  assert.is(first.state, "failed");
  online.value = true;
  const { queue, restored } = edits.visit(BUYER, api, ["1"]);
  assert.is(queue, first);
  assert.not.ok(restored, "nothing came back over a reload");
  assert.is(queue.pending().shipping, "4", "the screen shows it again");
  queue.reopen();
  await queue.close();
  assert.equal(saved, ["4"]);
});

test("a visit that stored everything is forgotten, so the next starts from the order as loaded", async () => {
  const { api } = fakeApi({ value: true });
  const first = edits.visit(BUYER, api, ["1"]).queue;
  first.edit(editOrder({ shipping: "4" }), "order");
  await edits.leave(BUYER);
  assert.is.not(edits.visit(BUYER, api, ["1"]).queue, first);
});

test("a 401 keeps the unsent edits, which the same account finds on its next visit, restored", async () => {
  const online = { value: false };
  const { api, saved } = fakeApi(online);
  const queue = edits.visit(BUYER, api, ["1"]).queue;
  queue.edit(editOrder({ shipping: "7" }), "order");
  keepPendingSaves(); // what transport.ts does on a 401, before the reload
  queue.edit(editOrder({ shipping: "8" }), "order");
  assert.equal(queue.pending().shipping, "7", "the old page's queue takes no more edits");
  edits.forgetAll(); // the reload
  online.value = true;
  const next = edits.visit(BUYER, api, ["1"]);
  assert.ok(next.restored);
  assert.is(next.queue.pending().shipping, "7");
  next.queue.reopen();
  await next.queue.close();
  assert.equal(saved, ["7"]);
  edits.forgetAll();
  assert.not.ok(edits.visit(BUYER, api, ["1"]).restored, "given back once");
});

test("another account signing in after a 401 finds nothing, and the edits are dropped", () => {
  const { api } = fakeApi({ value: false });
  edits.visit(BUYER, api, ["1"]).queue.edit(editOrder({ shipping: "7" }), "order");
  keepPendingSaves();
  edits.forgetAll();
  const other = edits.visit(OWNER, api, ["1"]);
  assert.not.ok(other.restored);
  assert.is(other.queue.pending().shipping, undefined);
  edits.forgetAll();
  assert.not.ok(edits.visit(BUYER, api, ["1"]).restored, "dropped, not kept for later");
});

test.after(() => {
  edits.forgetAll();
  clearStashedEdits();
});

test.run();
