// The merge rule of two counts of one delivery (D222): counts for the same line are added, never written
// over; this device's own stand-in (the quantities it marked received with) is not counted twice.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { PurchaseOrderDetail, PurchaseOrderItem } from "../../../domain/api/purchase-order.ts";
import { coveredShortfall, mergedLines, mergedQuantity, mergeUpdates } from "./merge.ts";

const item = (id: string, quantity: number) => ({ id, quantity }) as PurchaseOrderItem;
const orderOf = (...items: PurchaseOrderItem[]) => ({ id: "7", items }) as unknown as PurchaseOrderDetail;
const countOf = (counts: Record<string, number>) => ({
  counted: (i: PurchaseOrderItem) => counts[i.id] ?? 0,
  isCounted: (i: PurchaseOrderItem) => i.id in counts,
});

test("received elsewhere (base 0): what the order holds and this count are added", () => {
  assert.is(mergedQuantity(3, 2, 0), 5);
  assert.is(mergedQuantity(0, 4, 0), 4);
  assert.is(mergedQuantity(6, 0, 0), 6, "nothing counted here leaves the line as it is");
});

test("marked here, count not yet written: the stand-in is replaced by the count", () => {
  // The first write after this device's own mark: the order still holds what was ordered.
  assert.is(mergedQuantity(5, 3, 5), 3);
  // Another device added 2 between this device's mark and its write: both counts are kept.
  assert.is(mergedQuantity(7, 3, 5), 5);
  // Someone lowered the line below the stand-in meanwhile: never below this device's count.
  assert.is(mergedQuantity(2, 3, 5), 3);
});

test("mergedLines and mergeUpdates: each line's figures, and writes for the lines that change only", () => {
  const order = orderOf(item("a", 3), item("b", 2), item("c", 4));
  const lines = mergedLines(order, countOf({ a: 2, b: 0 }));
  assert.equal(
    lines.map((l) => [l.item.id, l.held, l.mine, l.counted, l.total]),
    [
      ["a", 3, 2, true, 5],
      ["b", 2, 0, true, 2],
      ["c", 4, 0, false, 4],
    ],
  );
  assert.equal(mergeUpdates(lines), [{ id: "a", quantity: 5 }]);
  const own = mergedLines(order, countOf({ a: 2, b: 2 }), (i) => i.quantity);
  assert.equal(mergeUpdates(own), [
    { id: "a", quantity: 2 },
    { id: "c", quantity: 0 },
  ]);
});

test("coveredShortfall: how much of a line received short elsewhere this count covers", () => {
  const order = orderOf(item("a", 1), item("b", 2), item("c", 4));
  const ordered = { a: 3, b: 2, c: 5 } as Record<string, number>;
  const lines = mergedLines(order, countOf({ a: 5, b: 1, c: 0 }));
  assert.equal(
    coveredShortfall(lines, (i) => ordered[i.id]).map((l) => [l.item.id, l.short, l.covered]),
    [["a", 2, 2]],
  );
  assert.equal(
    coveredShortfall(lines, () => undefined),
    [],
    "nothing known of what was ordered",
  );
});

test.run();
