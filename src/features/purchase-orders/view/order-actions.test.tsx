// One main action per status and role on the order view (issue 27, D170): the one solid button, first
// among the panel's actions, and every status change confirmed in a toast.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { PURCHASE_ORDERS_TEXT } from "../shared/strings.ts";

const T = PURCHASE_ORDERS_TEXT;
const BUYER = "buyer@example.com";
const RECEIVER = "receiver@example.com";
const OWNER = "owner@example.com";

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;

async function openOrder(email: string, status: string) {
  const view = await renderAt("/", { signedInAs: email });
  await screen.findByText("Where do you want to start?");
  const { db } = view.provider.store;
  const order = db.purchaseOrders.find(
    (o) =>
      o.storeId === storeOf(db, email) && o.status === status && o.vendorId !== null && o.items.length > 0,
  )!;
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  return { ...view, order };
}

const panel = () => screen.getByRole("region", { name: /^Purchase Order #/ });
/** The panel's actions, buttons and links, in order, with whether each is solid. */
const actions = () =>
  [...panel().querySelectorAll<HTMLElement>(".order-actions .button")].map((element) => [
    element.getAttribute("aria-label") ?? element.textContent,
    element.classList.contains("primary"),
  ]);
/** The solid actions: one at most, and it leads. */
function mainAction(): string | null {
  const all = actions();
  const solid = all.filter(([, primary]) => primary);
  assert.ok(solid.length <= 1, `one solid action at most: ${JSON.stringify(all)}`);
  if (solid.length === 1) assert.equal(all[0], solid[0], "the solid action comes first");
  return (solid[0]?.[0] as string | undefined) ?? null;
}

test("OPEN: Mark As Ordered is the main action for a buyer", async () => {
  await openOrder(BUYER, "OPEN");
  assert.is(mainAction(), T.transitions.markOrdered.label);
});

test("ORDERED for a buyer: Send PDF to Supplier is the main action, Reopen a quiet one", async () => {
  await openOrder(BUYER, "ORDERED");
  assert.is(mainAction(), T.pdf.send);
  assert.ok(actions().some(([name, solid]) => name === T.transitions.reopen.label && !solid));
});

test("ORDERED for a receiver: Check In Delivery is the main action, Mark As Received says it skips the count", async () => {
  await openOrder(RECEIVER, "ORDERED");
  assert.is(mainAction(), "Check In Delivery");
  const receive = within(panel()).getByRole("button", { name: T.transitions.markReceived.label });
  assert.not.ok(receive.classList.contains("primary"));
  assert.is(
    document.getElementById(receive.getAttribute("aria-describedby")!)?.textContent,
    T.receiveWithoutCount,
  );
});

test("ORDERED for an owner, who may do both: checking the delivery in is the main action", async () => {
  await openOrder(OWNER, "ORDERED");
  assert.is(mainAction(), "Check In Delivery");
});

test("RECEIVED: Close & Add Inventory for a receiver; Edit Products for a buyer, who may not close", async () => {
  await openOrder(RECEIVER, "RECEIVED");
  assert.is(mainAction(), T.transitions.close.label);
  await openOrder(BUYER, "RECEIVED");
  assert.is(mainAction(), T.detail.editProducts);
});

test("CLOSED: no main action", async () => {
  await openOrder(OWNER, "CLOSED");
  assert.is(mainAction(), null);
});

test("Mark As Ordered and Reopen each confirm their success in a toast", async () => {
  const { order } = await openOrder(BUYER, "OPEN");
  const user = userEvent.setup();
  await user.click(within(panel()).getByRole("button", { name: T.transitions.markOrdered.label }));
  await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Confirm" }));
  await screen.findByText(`Purchase order #${order.id} is marked as ordered.`);
  await waitFor(() => assert.is(mainAction(), T.pdf.send));
  await user.click(within(panel()).getByRole("button", { name: T.transitions.reopen.label }));
  await screen.findByText(`Purchase order #${order.id} is open again.`);
});

test.run();
