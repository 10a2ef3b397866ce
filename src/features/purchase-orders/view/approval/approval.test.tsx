// The order view's approval (extension "approval", D242, D244): an OPEN order over the store's limit says
// "Needs Approval" in words; its buyer's Mark As Ordered waits, saying why, and is not offered to the
// palette; the owner gets Approve as the one solid button (and in the palette), after which the order says
// who approved it and may be ordered. The owner's own order offers no Approve. A spec-only provider shows
// none of it and orders as the spec says, even with a limit stored.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../../mocks/store/tables.ts";
import type { ExtensionName } from "../../../../../schema/extensions.ts";
import { actionNames, openPalette } from "../../../../../test/palette-kit.tsx";
import { renderAt } from "../../../../../test/render.tsx";

const OWNER = "owner@example.com";
const BUYER = "buyer@example.com";

/** Signs `email` in and opens an OPEN order with a line, in a store whose limit is $1.00 (every such order is over it). */
async function openBigOrder(email: string, options: { extensions?: ExtensionName[]; mine?: boolean } = {}) {
  // The extensions named (D231): the spec-only run of the view's tests (SCREEN_EXTENSIONS=none) keeps them.
  const view = await renderAt("/", {
    signedInAs: email,
    extensions: options.extensions ?? ["approval", "history"],
  });
  await screen.findByText("Where do you want to start?");
  const db: Db = view.provider.store.db;
  const user = db.users.find((u) => u.email === email)!;
  const storeId = user.activeStoreId!;
  const order: PurchaseOrderRow = db.purchaseOrders.find(
    (o) =>
      o.storeId === storeId &&
      o.status === "OPEN" &&
      o.items.some((item) => item.quantity > 0 && item.unitCostCents > 100),
  )!;
  view.provider.store.arrange((db) => {
    db.stores.find((s) => s.id === storeId)!.approvalThresholdCents = 100;
    if (options.mine)
      db.orderChanges.push({
        id: 9_000_001,
        storeId,
        orderId: order.id,
        at: order.dateCreated,
        userId: user.id,
        kind: "CREATED",
        lineId: null,
        line: null,
        from: null,
        to: null,
      });
  });
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  return { ...view, order, user: userEvent.setup() };
}

const solid = () =>
  [...document.querySelectorAll(".order-actions .button.primary")].map((b) => b.textContent);
const markOrdered = () => screen.getByRole("button", { name: "Mark As Ordered" });

test("a buyer sees Needs Approval in words; Mark As Ordered waits, says why, and is not in the palette", async () => {
  const { user } = await openBigOrder(BUYER);
  const needs = await screen.findByText("Needs Approval");
  assert.match(needs.parentElement!.textContent!, "over the store's approval limit of $1.00");
  assert.is(markOrdered().getAttribute("aria-disabled"), "true");
  const why = document.getElementById(markOrdered().getAttribute("aria-describedby")!)!;
  assert.match(why.textContent!, "once someone who may approve orders approves it");
  assert.is(screen.queryByRole("button", { name: "Approve" }), null);
  assert.equal(solid(), ["Edit Products"], "the step a buyer can take is the main one");
  const panel = [...document.querySelectorAll(".order-actions > *")];
  assert.ok(panel[0]!.textContent!.startsWith("Needs Approval"), "the words come first");
  assert.is(panel[1]!.textContent, "Edit Products", "then the main action");
  const { dialog, box } = await openPalette(user);
  await user.type(box, "mark");
  assert.not.ok(actionNames(dialog).includes("Mark As Ordered"));
});

test("the owner approves it with the one solid button (or the palette); then it says who, and may be ordered", async () => {
  const { order, provider } = await openBigOrder(OWNER);
  await screen.findByText("Needs Approval");
  const approve = await screen.findByRole("button", { name: "Approve" });
  assert.equal(solid(), ["Approve"]);
  const actions = [...document.querySelectorAll(".order-actions button, .order-actions a")];
  assert.is(actions[0], approve, "the main action comes first");
  await userEvent.setup().click(approve);
  await screen.findByText(/^Approved by Olivia Bennett on /);
  await screen.findByText(`Purchase order #${order.id} approved.`);
  assert.is(screen.queryByText("Needs Approval"), null);
  assert.is(screen.queryByRole("button", { name: "Approve" }), null);
  assert.is(markOrdered().getAttribute("aria-disabled"), null);
  assert.equal(solid(), ["Mark As Ordered"]);
  assert.ok(provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.approval);
  const history = await screen.findByRole("region", { name: "Order History" });
  await within(history).findByText("Approved");
  assert.ok(within(history).getByText(/^at a total of \$[\d,]+\.\d\d$/));
});

test("the palette offers Approve to the owner, and choosing it approves", async () => {
  const { order, provider } = await openBigOrder(OWNER);
  await screen.findByRole("button", { name: "Approve" });
  const user = userEvent.setup();
  const { dialog, box } = await openPalette(user);
  await user.type(box, "approve");
  assert.equal(actionNames(dialog), ["Approve"]);
  await user.keyboard("{Enter}");
  await screen.findByText(/^Approved by Olivia Bennett on /);
  assert.ok(provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.approval);
});

test("the owner's own order offers no Approve: another member must approve it", async () => {
  await openBigOrder(OWNER, { mine: true });
  await screen.findByText("Needs Approval");
  assert.is(screen.queryByRole("button", { name: "Approve" }), null);
  assert.is(markOrdered().getAttribute("aria-disabled"), "true");
});

test("against a spec-only provider: no approval anywhere, and Mark As Ordered goes through", async () => {
  const { order, provider, user } = await openBigOrder(BUYER, { extensions: [] });
  await screen.findByRole("button", { name: "Mark As Ordered" });
  assert.is(screen.queryByText("Needs Approval"), null);
  assert.is(screen.queryByRole("button", { name: "Approve" }), null);
  assert.equal(solid(), ["Mark As Ordered"]);
  await user.click(markOrdered());
  await user.click(await screen.findByRole("button", { name: "Confirm" }));
  await screen.findByText(`Purchase order #${order.id} is marked as ordered.`);
  assert.is(provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.status, "ORDERED");
});

test.run();
