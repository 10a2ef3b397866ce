// The comparison behind "no silent overwrite" (D219), pure: the last read, the next answer, and what
// the screen holds unsaved give updates with notices, conflicts, or nothing; the watch tells its own
// calls' values from another user's until an answer settles them.
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { PurchaseOrderDetail } from "../../../../domain/api/purchase-order.ts";
import { cellKey, compare, ORDER_KEY, snapshotOf, valuesOf, withoutKeys, type Local } from "./others.ts";
import { editCell, editOrder, NO_CHANGES } from "./state.ts";
import { OrderWatch } from "./watch.ts";

const line = (id: string, name: string, quantity: number) => ({
  id,
  quantity,
  unitCost: 2.5,
  discount: "",
  product: { id: `p${id}`, name, sku: "S", mpn: "M" },
  variation: null,
});

const ORDER = {
  id: "329",
  status: "OPEN",
  dateCreated: "2026-11-01T00:00:00.000Z",
  dateModified: "2026-11-27T10:00:00.000Z",
  dateOrdered: null,
  dateReceived: null,
  dateFinalized: null,
  shippingCost: 4,
  discount: "",
  calculateTotal: 0,
  vendor: { id: "7", name: "Acme" },
  shipToAddress: null,
  items: [line("1", "Fresh Bamboo Car", 5), line("2", "Blue Mug", 3)],
} as unknown as PurchaseOrderDetail;

/** The order as another user's write leaves it, a minute later. */
const later = (change: (order: PurchaseOrderDetail) => void) => {
  const order = structuredClone(ORDER) as PurchaseOrderDetail;
  change(order);
  return { ...order, dateModified: "2026-11-27T10:01:00.000Z" };
};
const NOTHING: Local = { pending: new Map() };
const NOT_OURS = () => false;
const QUANTITY = cellKey("1", "quantity");

test("another user's quantity on a line not being edited is an update with a notice naming it", () => {
  const seen = compare(
    snapshotOf(ORDER),
    snapshotOf(later((o) => void (o.items[0]!.quantity = 22))),
    NOTHING,
    NOT_OURS,
  );
  assert.equal(seen.updated, [QUANTITY]);
  assert.equal(seen.notices, ["Quantity of Fresh Bamboo Car changed to 22 by another user"]);
  assert.equal(seen.conflicts, []);
});

test("the same change over a value held unsaved is a conflict with both values", () => {
  const next = snapshotOf(later((o) => void (o.items[0]!.quantity = 22)));
  const pending = { pending: valuesOf(editCell("1", "quantity", "11")(NO_CHANGES)) };
  const seen = compare(snapshotOf(ORDER), next, pending, NOT_OURS);
  assert.equal(seen.conflicts, [
    { key: QUANTITY, label: "Quantity of Fresh Bamboo Car", theirs: "22", theirsValue: "22" },
  ]);
  assert.equal([seen.updated, seen.notices], [[], []]);
  // An invalid entry (it cannot be read) is unsaved too.
  const invalid = { pending: valuesOf(editCell("1", "quantity", "1x")(NO_CHANGES)) };
  assert.is(compare(snapshotOf(ORDER), next, invalid, NOT_OURS).conflicts.length, 1);
  // Typed the very value the other user stored: nothing to choose between.
  const same = { pending: valuesOf(editCell("1", "quantity", "22")(NO_CHANGES)) };
  assert.equal(compare(snapshotOf(ORDER), next, same, NOT_OURS).conflicts, []);
});

test("our own values, an unchanged order and a stale answer say nothing", () => {
  const next = snapshotOf(later((o) => void (o.items[0]!.quantity = 22)));
  assert.equal(
    compare(snapshotOf(ORDER), next, NOTHING, (key, value) => key === QUANTITY && value === "22").notices,
    [],
  );
  assert.equal(compare(snapshotOf(ORDER), snapshotOf(ORDER), NOTHING, NOT_OURS).notices, []);
  assert.equal(compare(next, snapshotOf(ORDER), NOTHING, NOT_OURS).notices, [], "older than the last read");
});

test("order fields, status, supplier and lines added or removed are named", () => {
  const next = later((o) => {
    o.shippingCost = 15;
    o.discount = "10%";
    o.status = "ORDERED";
    o.vendor = null;
    o.items = [o.items[1]!, line("3", "Red Kettle", 1)] as typeof o.items;
  });
  const seen = compare(snapshotOf(ORDER), snapshotOf(next), NOTHING, NOT_OURS);
  assert.equal(seen.notices.sort(), [
    "Discount changed to 10% by another user",
    "Fresh Bamboo Car removed by another user",
    "Red Kettle added by another user",
    "Shipping changed to $15.00 by another user",
    "Status changed to ORDERED by another user",
    "Supplier cleared by another user",
  ]);
  assert.equal(seen.removed, ["1"]);
});

test("a value held back while its conflict is open leaves the rest of the changes as they were", () => {
  const changes = editOrder({ shipping: "7" })(
    editCell("1", "quantity", "11")(editCell("1", "unitCost", "3")(NO_CHANGES)),
  );
  const held = withoutKeys(changes, new Set([QUANTITY, ORDER_KEY.shipping]));
  assert.equal(held.cells, { "1": { unitCost: "3" } });
  assert.is(held.shipping, undefined);
});

test("the watch counts a sent value as ours until an answer settles it, then another user's", () => {
  const watch = new OrderWatch(ORDER);
  const heard: string[] = [];
  watch.listen({ local: () => NOTHING, own: () => false, seen: (seen) => heard.push(...seen.notices) });
  watch.sending(editCell("1", "quantity", "11")(NO_CHANGES));
  watch.see(
    later((o) => void (o.items[0]!.quantity = 11)),
    { answered: true },
  );
  assert.equal(heard, [], "our own 11");
  watch.see({ ...later((o) => void (o.items[0]!.quantity = 22)), dateModified: "2026-11-27T10:02:00.000Z" });
  assert.equal(heard, ["Quantity of Fresh Bamboo Car changed to 22 by another user"]);
});

test.run();
