import { test } from "uvu";
import * as assert from "uvu/assert";
import { ACTION_PERMISSIONS } from "./permissions.ts";
import {
  PURCHASE_ORDER_STATUSES,
  TRANSITIONS,
  canEditItems,
  canSetSupplier,
  findTransition,
  isPurchaseOrderStatus,
  transitionsFrom,
  type PurchaseOrderStatus,
} from "./status.ts";

// ---- statuses --------------------------------------------------------------------------------

test("the statuses are OPEN, ORDERED, RECEIVED and CLOSED, in that order", () => {
  assert.equal([...PURCHASE_ORDER_STATUSES], ["OPEN", "ORDERED", "RECEIVED", "CLOSED"]);
});

test("each of the four statuses is recognised", () => {
  for (const status of PURCHASE_ORDER_STATUSES) assert.ok(isPurchaseOrderStatus(status), status);
});

test("anything else is not a status, lower case included", () => {
  for (const value of ["open", "Open", " OPEN", "Unknown", "", null, undefined, 0, {}, ["OPEN"]]) {
    assert.is(isPurchaseOrderStatus(value), false, String(value));
  }
});

// ---- the transition matrix: all 16 pairs -----------------------------------------------------

const LEGAL: Record<string, { action: string; permission: string }> = {
  "OPEN>ORDERED": { action: "markOrdered", permission: "can_create_purchase_order" },
  "ORDERED>OPEN": { action: "reopen", permission: "can_create_purchase_order" },
  "ORDERED>RECEIVED": { action: "markReceived", permission: "can_receive_purchase_order" },
  "RECEIVED>CLOSED": { action: "close", permission: "can_receive_purchase_order" },
};

for (const from of PURCHASE_ORDER_STATUSES) {
  for (const to of PURCHASE_ORDER_STATUSES) {
    const expected = LEGAL[`${from}>${to}`];
    const name = expected
      ? `${from} to ${to} is ${expected.action}, needing ${expected.permission}`
      : `${from} to ${to} is refused`;
    test(name, () => {
      const found = findTransition(from, to);
      if (expected) assert.equal(found, { ...expected, from, to });
      else assert.is(found, undefined);
    });
  }
}

test("exactly four of the sixteen pairs are legal", () => {
  const found = PURCHASE_ORDER_STATUSES.flatMap((from) =>
    PURCHASE_ORDER_STATUSES.map((to) => findTransition(from, to)),
  ).filter(Boolean);
  assert.is(found.length, 4);
  assert.is(TRANSITIONS.length, 4);
});

test("each transition needs exactly the permission D6 gives its action", () => {
  for (const transition of TRANSITIONS) {
    assert.equal([...ACTION_PERMISSIONS[transition.action]], [transition.permission], transition.action);
  }
});

test("the buttons offered from each status follow the table", () => {
  const actions = (status: PurchaseOrderStatus) => transitionsFrom(status).map((t) => t.action);
  assert.equal(actions("OPEN"), ["markOrdered"]);
  assert.equal(actions("ORDERED"), ["reopen", "markReceived"]);
  assert.equal(actions("RECEIVED"), ["close"]);
  assert.equal(actions("CLOSED"), []);
});

// ---- what may change in each status (D4) -----------------------------------------------------

const EDITABLE: Record<PurchaseOrderStatus, boolean> = {
  OPEN: true,
  ORDERED: false,
  RECEIVED: true,
  CLOSED: false,
};

for (const status of PURCHASE_ORDER_STATUSES) {
  test(`items, ship-to, shipping and discount are ${EDITABLE[status] ? "editable" : "locked"} in ${status}`, () => {
    assert.is(canEditItems(status), EDITABLE[status]);
  });
  const supplier = status !== "CLOSED";
  test(`the supplier ${supplier ? "may" : "may not"} be set in ${status}`, () => {
    assert.is(canSetSupplier(status), supplier);
  });
}

test.run();
