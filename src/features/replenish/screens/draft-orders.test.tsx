// Draft Orders (D229): one OPEN order per supplier holding the needs at the last prices, each listed with
// its link; after a failure midway a retry finishes the orders made instead of making others, also when a
// target changed in between. Checked against what the fake provider stored.
import { screen } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import { quietly } from "../../../../test/failure-kit.tsx";
import { unavailableFor } from "../../../../test/graphql-outage.ts";
import { madeBySupplier, openWithTarget, plannedBySupplier } from "../../../../test/replenish-kit.tsx";

test("Draft Orders makes one OPEN order per supplier with the needs at the last prices, and lists each with its link", async () => {
  const { db, user } = await openWithTarget();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  const planned = plannedBySupplier(db);
  assert.ok(planned.size > 1);
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText(`${planned.size} purchase orders drafted:`);
  assert.equal(madeBySupplier(db, before), planned);
  const made = db.purchaseOrders.filter((o) => !before.has(o.id));
  assert.ok(made.every((o) => o.status === "OPEN"));
  for (const order of made)
    assert.is(
      screen.getByRole("link", { name: new RegExp(`^PO-${order.id}, `) }).getAttribute("href"),
      `/purchase-orders/${order.id}`,
    );
  // What was drafted is on order now: nothing is left to draft.
  await screen.findByText(/^Nothing to order/);
});

test("a failure midway says what exists, and Draft Orders again finishes without a second order for any supplier", async () => {
  const { db, user } = await openWithTarget();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  const planned = plannedBySupplier(db);
  const { server } = await sharedInProcessProvider();
  let calls = 0;
  server.use(unavailableFor("DraftReplenishOrder", () => ++calls === 2));
  try {
    await quietly(async () => {
      await user.click(screen.getByRole("button", { name: "Draft Orders" }));
      const alert = await screen.findByRole("alert");
      assert.match(alert.textContent!, /^Purchase order #\d+ was created, but its lines could not be added/);
    });
  } finally {
    server.resetHandlers();
  }
  assert.is(db.purchaseOrders.length - before.size, 2, "the first drafted, the second made empty");
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText(`${planned.size} purchase orders drafted:`);
  assert.is(db.purchaseOrders.length - before.size, planned.size, "one order per supplier, none twice");
  assert.equal(madeBySupplier(db, before), planned);
});

test("after a failure, a target lowered to 0 leaves nothing to order: Draft Orders then lists what the failed try made, and drafts nothing", async () => {
  const { db, user } = await openWithTarget();
  const before = new Set(db.purchaseOrders.map((o) => o.id));
  const { server } = await sharedInProcessProvider();
  let calls = 0;
  server.use(unavailableFor("DraftReplenishOrder", () => ++calls === 2));
  try {
    await quietly(async () => {
      await user.click(screen.getByRole("button", { name: "Draft Orders" }));
      await screen.findByRole("alert");
    });
  } finally {
    server.resetHandlers();
  }
  const field = screen.getByRole("spinbutton", { name: "Target level for the store" });
  await user.clear(field);
  await user.type(field, "0");
  await user.click(screen.getByRole("button", { name: "Set Target" }));
  await screen.findByText(/^Nothing more to order, but the last Draft Orders did not finish/);
  await user.click(screen.getByRole("button", { name: "Draft Orders" }));
  await screen.findByText("2 purchase orders drafted:");
  assert.is(db.purchaseOrders.length - before.size, 2, "nothing new");
  // Finished: those orders count as on order now, and nothing is left to do.
  await screen.findByText(/^Nothing to order/);
});

test.run();
