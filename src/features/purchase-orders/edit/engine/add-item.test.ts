import { test } from "uvu";
import * as assert from "uvu/assert";
import { addOutcome } from "./add-item.ts";
import type { ItemRow } from "./rows.ts";
import { NO_CHANGES } from "./state.ts";

const row = (id: string, productId: string, variationId: string | null, extra: Partial<ItemRow> = {}) => ({
  id,
  productId,
  variationId,
  name: `Item ${id}`,
  sku: "",
  mpn: "",
  quantity: "2",
  unitCost: "1.00",
  discount: "",
  ...extra,
});
const mug = { productId: "7", variationId: null, quantity: 3, name: "Mug", sku: "M", mpn: "" };
let keys = 0;
const nextKey = () => `new:${(keys += 1)}`;

test("a product not on the order becomes a new line, sent at once", () => {
  const outcome = addOutcome([row("1", "7", "70")], mug, nextKey);
  assert.is(outcome.kind, "new");
  if (outcome.kind !== "new") return;
  assert.is(outcome.group, "rows");
  assert.equal(
    outcome.change(NO_CHANGES).additions.map((item) => [item.productId, item.quantity]),
    [["7", 3]],
  );
});

test("a stored line of the same product and variation takes the sum in its Quantity cell", () => {
  const outcome = addOutcome([row("1", "7", "70"), row("2", "7", null)], mug, nextKey);
  assert.equal(outcome.kind === "more" && [outcome.row.id, outcome.quantity, outcome.group], [
    "2",
    5,
    "cells",
  ]);
  if (outcome.kind !== "more") return;
  assert.equal(outcome.change(NO_CHANGES).cells, { "2": { quantity: "5" } });
});

test("a quantity typed that cannot be read counts as none", () => {
  const outcome = addOutcome([row("2", "7", null, { quantity: "abc" })], mug, nextKey);
  assert.ok(outcome.kind === "more" && outcome.quantity === 3);
});

test("an addition not sent yet grows; one on its way is left alone", () => {
  const waiting = { ...mug, key: "new:9", quantity: 2 };
  const grown = addOutcome([row("new:9", "7", null, { unsent: "waiting" })], mug, nextKey);
  assert.ok(grown.kind === "more" && grown.group === "rows" && grown.quantity === 5);
  if (grown.kind !== "more") return;
  const changes = grown.change({ ...NO_CHANGES, additions: [waiting] });
  assert.equal(
    changes.additions.map((item) => [item.key, item.quantity]),
    [["new:9", 5]],
  );
  const busy = addOutcome([row("new:9", "7", null, { unsent: "sending" })], mug, nextKey);
  assert.equal(busy.kind === "busy" && busy.row.id, "new:9");
});

test.run();
