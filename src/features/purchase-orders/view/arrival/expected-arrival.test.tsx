// The order view's expected arrival (extension "arrival", D234): set, changed and cleared by a buyer while
// the order is OPEN or ORDERED, "Overdue" in words once an ORDERED order's day has passed, read-only for a
// receiver and once received, and recorded in the history; nothing of it against a spec-only provider.
// Whether the day makes the order overdue is said once, beside the status (overdue-note.tsx).
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../../mocks/store/tables.ts";
import type { ExtensionName } from "../../../../../schema/extensions.ts";
import { renderAt } from "../../../../../test/render.tsx";

const BUYER = "buyer@example.com";
const RECEIVER = "receiver@example.com";

async function openOrder(
  email: string,
  status: string,
  change?: (order: PurchaseOrderRow) => void,
  extensions: ExtensionName[] = ["arrival", "history"],
) {
  const view = await renderAt("/", { signedInAs: email, extensions });
  await screen.findByText("Where do you want to start?");
  const db: Db = view.provider.store.db;
  const storeId = db.users.find((u) => u.email === email)!.activeStoreId!;
  const order = db.purchaseOrders.find((o) => o.storeId === storeId && o.status === status)!;
  if (change) view.provider.store.arrange(() => change(order));
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  return { ...view, order, user: userEvent.setup() };
}

const arrival = () => screen.findByRole("region", { name: "Expected Arrival" });

test("a buyer sets the day on an OPEN order, changes it and clears it; each lands in the history", async () => {
  const { order, user } = await openOrder(BUYER, "OPEN");
  const region = await arrival();
  await within(region).findByText("Not set.");
  await user.click(within(region).getByRole("button", { name: "Set Expected Arrival" }));
  const field = within(region).getByLabelText("Expected arrival");
  assert.is(document.activeElement, field, "focus follows the press into the field");
  await user.type(field, "2026-12-05");
  await user.click(within(region).getByRole("button", { name: "Save" }));
  await within(region).findByText("12/05/2026");
  assert.is(order.expectedArrival, "2026-12-05");
  const history = await screen.findByRole("region", { name: "Order History" });
  await within(history).findByText("Expected arrival");

  await user.click(within(region).getByRole("button", { name: "Change Expected Arrival" }));
  await user.click(within(region).getByRole("button", { name: "Clear" }));
  await within(region).findByText("Not set.");
  assert.is(order.expectedArrival, null);
  await waitFor(() => assert.is(within(history).getAllByText("Expected arrival").length, 2));
});

test("Save without a day says what to do and sends nothing", async () => {
  const { order, user } = await openOrder(BUYER, "OPEN");
  const region = await arrival();
  await user.click(await within(region).findByRole("button", { name: "Set Expected Arrival" }));
  await user.click(within(region).getByRole("button", { name: "Save" }));
  assert.is(within(region).getByRole("alert").textContent, "Choose a day, or Clear to have none.");
  assert.is(order.expectedArrival, undefined);
});

test("an ORDERED order whose day has passed is overdue, said once beside its status (D249)", async () => {
  await openOrder(BUYER, "ORDERED", (order) => void (order.expectedArrival = "2020-01-31"));
  const region = await arrival();
  await within(region).findByText("01/31/2020");
  const note = await screen.findByText(/^expected on 01\/31\/2020, \d+ days ago$/);
  assert.not.ok(region.contains(note), "beside the status, not in the section");
  assert.is(screen.getAllByText("Overdue").length, 1);
  assert.is(within(region).queryByText(/Overdue/), null);
});

test("a receiver reads the day but cannot change it; nor can anyone once the order is RECEIVED", async () => {
  await openOrder(RECEIVER, "ORDERED", (order) => void (order.expectedArrival = "2099-12-31"));
  let region = await arrival();
  await within(region).findByText("12/31/2099");
  assert.is(within(region).queryByRole("button"), null);
  assert.is(within(region).queryByText(/Overdue/), null);
  await openOrder(BUYER, "RECEIVED", (order) => void (order.expectedArrival = "2026-12-05"));
  region = await arrival();
  await within(region).findByText("12/05/2026");
  assert.is(within(region).queryByRole("button"), null);
});

test("with only the history extension there is no expected arrival, and the history still shows", async () => {
  await openOrder(BUYER, "OPEN", undefined, ["history"]);
  await screen.findByRole("region", { name: "Order History" });
  assert.is(screen.queryByRole("region", { name: "Expected Arrival" }), null);
});

const markOrdered = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole("button", { name: "Mark As Ordered" }));
  return screen.findByRole("dialog", {
    name: "Are you sure you want to mark this purchase order as ordered, added products can not be modified past this point.",
  });
};

test("Mark As Ordered offers the day beside the spec's question; Confirm orders, then keeps the day", async () => {
  const { order, user } = await openOrder(BUYER, "OPEN", (o) => void (o.items[0]!.quantity ||= 1));
  const dialog = await markOrdered(user);
  const field = within(dialog).getByLabelText("Expected arrival (optional)");
  assert.is((field as HTMLInputElement).value, "");
  assert.ok(
    document.activeElement === within(dialog).getByRole("button", { name: "Cancel" }),
    "Cancel first",
  );
  await user.type(field, "2026-12-24");
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await within(await arrival()).findByText("12/24/2026");
  assert.is(order.status, "ORDERED");
  assert.is(order.expectedArrival, "2026-12-24");
});

test("left empty, Mark As Ordered sets no day; a spec-only provider's question has no field", async () => {
  const { order, user } = await openOrder(BUYER, "OPEN", (o) => void (o.items[0]!.quantity ||= 1));
  let dialog = await markOrdered(user);
  await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
  await screen.findByText(`Purchase order #${order.id} is marked as ordered.`);
  assert.is(order.status, "ORDERED");
  assert.is(order.expectedArrival, undefined, "no call, so nothing in the history either");

  const spec = await openOrder(BUYER, "OPEN", (o) => void (o.items[0]!.quantity ||= 1), []);
  dialog = await markOrdered(spec.user);
  assert.is(within(dialog).queryByLabelText("Expected arrival (optional)"), null);
  assert.is(dialog.querySelector("input"), null);
});

test.run();
