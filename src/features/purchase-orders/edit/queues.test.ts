// One queue per order for the tab's life, and the stash that carries unsent edits over a 401's reload
// (issue 8): the next visit takes up what the last one left; the same account gets its edits back
// after signing in again; another account never sees them.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { ApiError } from "../../../api/api-error.ts";
import { keepPendingSaves } from "../../../lib/pending-saves.ts";
import type { EditApi } from "./queue.ts";
import { forgetAllEdits, leaveEdits, visitEdits } from "./queues.ts";
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

test.before.each(() => {
  forgetAllEdits();
  clearStashedEdits();
});

test("a visit left with an unsent edit hands the same queue, edit included, to the next visit", async () => {
  const online = { value: false };
  const { api, saved } = fakeApi(online);
  const first = visitEdits(BUYER, api, ["1"]).queue;
  first.edit(editOrder({ shipping: "4" }), "order");
  await leaveEdits(BUYER);
  assert.is(first.state, "failed");
  online.value = true;
  const { queue, restored } = visitEdits(BUYER, api, ["1"]);
  assert.is(queue, first);
  assert.not.ok(restored, "nothing came back over a reload");
  assert.is(queue.pending().shipping, "4", "the screen shows it again");
  queue.reopen();
  await queue.close();
  assert.equal(saved, ["4"]);
});

test("a visit that stored everything is forgotten, so the next starts from the order as loaded", async () => {
  const { api } = fakeApi({ value: true });
  const first = visitEdits(BUYER, api, ["1"]).queue;
  first.edit(editOrder({ shipping: "4" }), "order");
  await leaveEdits(BUYER);
  assert.is.not(visitEdits(BUYER, api, ["1"]).queue, first);
});

test("a 401 keeps the unsent edits, which the same account finds on its next visit, restored", async () => {
  const online = { value: false };
  const { api, saved } = fakeApi(online);
  const queue = visitEdits(BUYER, api, ["1"]).queue;
  queue.edit(editOrder({ shipping: "7" }), "order");
  keepPendingSaves(); // what transport.ts does on a 401, before the reload
  queue.edit(editOrder({ shipping: "8" }), "order");
  assert.equal(queue.pending().shipping, "7", "the old page's queue takes no more edits");
  forgetAllEdits(); // the reload
  online.value = true;
  const next = visitEdits(BUYER, api, ["1"]);
  assert.ok(next.restored);
  assert.is(next.queue.pending().shipping, "7");
  next.queue.reopen();
  await next.queue.close();
  assert.equal(saved, ["7"]);
  forgetAllEdits();
  assert.not.ok(visitEdits(BUYER, api, ["1"]).restored, "given back once");
});

test("another account signing in after a 401 finds nothing, and the edits are dropped", () => {
  const { api } = fakeApi({ value: false });
  visitEdits(BUYER, api, ["1"]).queue.edit(editOrder({ shipping: "7" }), "order");
  keepPendingSaves();
  forgetAllEdits();
  const other = visitEdits(OWNER, api, ["1"]);
  assert.not.ok(other.restored);
  assert.is(other.queue.pending().shipping, undefined);
  forgetAllEdits();
  assert.not.ok(visitEdits(BUYER, api, ["1"]).restored, "dropped, not kept for later");
});

test.after(() => {
  forgetAllEdits();
  clearStashedEdits();
});

test.run();
