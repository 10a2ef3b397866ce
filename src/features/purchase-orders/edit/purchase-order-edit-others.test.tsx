// No silent overwrite (issue 28 item 1, D219, D220): another user's change, made in the provider's
// store behind the screen's back, reaches the edit screen through a save's answer, the read before a
// save, or a fresh read. A value the user is not editing updates with a notice naming it; one the user
// holds unsaved is not sent over theirs: the field shows both, and the user chooses.
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import {
  BUYER,
  cell,
  editPage,
  itemName,
  orderIn,
  seed,
  shipping,
  shortEnvironment,
  statusLine,
  textbox,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";
import { FreshTimingProvider, type FreshTiming } from "../../../api/fresh.ts";
import { clearStashedEdits } from "./engine/stash.ts";

/** Re-reading every 20 ms while idle (D210), idle at once after a key press. */
const FRESH: FreshTiming = { interval: 20, typingPause: 0, focusThrottle: 0 };

/** The buyer's first OPEN order on the edit screen; `fresh`: re-read on a short interval too. */
async function open({ fresh = false, items = 60 } = {}) {
  const db = await seed();
  const order = orderIn(db, "OPEN");
  const names = order.items.map((item) => itemName(db, item));
  clearStashedEdits();
  const { wrapper: queues } = editPage(shortEnvironment({ items }));
  const wrapper = ({ children }: { children: ReactNode }) =>
    fresh ? (
      <FreshTimingProvider value={FRESH}>{queues({ children })}</FreshTimingProvider>
    ) : (
      queues({ children })
    );
  const view = await renderAt(`/purchase-orders/${order.id}/modify`, { signedInAs: BUYER, wrapper });
  await screen.findByRole("button", { name: "Save Products" });
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  /** Another user's write: straight into the provider's store, as their save would leave it. */
  const elsewhere = (change: () => void) =>
    view.provider.store.arrange(() => {
      change();
      stored().dateModified = new Date().toISOString();
    });
  return { ...view, id: order.id, names, stored, elsewhere };
}

const notice = (text: string) => screen.findByText(text, {}, { timeout: 2000 });
const choices = (label: string) =>
  within(screen.getByRole("group", { name: `${label}: yours or another user's` }));

test("a quantity another user changed updates on screen with a notice when the next save answers", async () => {
  const { names, elsewhere, stored } = await open();
  elsewhere(() => void (stored().items[0]!.quantity = 22));
  const user = userEvent.setup();
  await user.clear(shipping());
  await user.type(shipping(), "7");
  assert.ok(await notice(`Quantity of ${names[0]} changed to 22 by another user`));
  assert.is(cell(`Quantity of ${names[0]}`).value, "22");
  await untilStored(() => assert.is(stored().shippingCents, 700));
  assert.is(stored().items[0]!.quantity, 22, "their value stays stored");
});

test("a value the user typed and saved gives way to another user's later change, read fresh, with a notice", async () => {
  const { names, elsewhere, stored } = await open({ fresh: true });
  const user = userEvent.setup();
  await user.clear(cell(`Quantity of ${names[0]}`));
  await user.type(cell(`Quantity of ${names[0]}`), "11");
  await untilStored(() => assert.is(stored().items[0]!.quantity, 11));
  await waitFor(() => assert.is(statusLine().textContent, "All changes saved"));
  act(() => (document.activeElement as HTMLElement | null)?.blur());
  elsewhere(() => void (stored().items[0]!.quantity = 22));
  assert.ok(await notice(`Quantity of ${names[0]} changed to 22 by another user`));
  assert.is(cell(`Quantity of ${names[0]}`).value, "22");
});

test("an unsaved quantity is not sent over another user's: both are shown, and theirs is kept when chosen", async () => {
  const { names, elsewhere, stored } = await open();
  const label = `Quantity of ${names[0]}`;
  const user = userEvent.setup();
  elsewhere(() => void (stored().items[0]!.quantity = 22));
  await user.clear(cell(label));
  await user.type(cell(label), "11");
  await screen.findByRole("group", { name: `${label}: yours or another user's` }, { timeout: 2000 });
  assert.ok(
    await notice(`${label} changed to 22 by another user while yours, 11, was not saved: choose one.`),
  );
  assert.is(stored().items[0]!.quantity, 22, "not overwritten");
  assert.is(cell(label).value, "11", "the user's own value stays in the field until they choose");
  assert.match(statusLine().textContent!, /^Not saved: another user changed a value you were editing/);
  // Save Products keeps the user here until they have chosen.
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await screen.findByRole("button", { name: "Save Products" });
  assert.ok(choices(label).getByRole("button", { name: "Keep yours: 11" }));
  await user.click(choices(label).getByRole("button", { name: "Use theirs: 22" }));
  assert.is(cell(label).value, "22");
  assert.is(screen.queryByRole("group", { name: `${label}: yours or another user's` }), null);
  await waitFor(() => assert.is(statusLine().textContent, "All changes saved"));
  assert.is(stored().items[0]!.quantity, 22);
});

test("leaving with a choice open says the user's value was not saved", async () => {
  const { names, elsewhere, stored } = await open();
  const label = `Quantity of ${names[0]}`;
  const user = userEvent.setup();
  elsewhere(() => void (stored().items[0]!.quantity = 22));
  await user.clear(cell(label));
  await user.type(cell(label), "11");
  await screen.findByRole("group", { name: `${label}: yours or another user's` }, { timeout: 2000 });
  await user.click(screen.getByRole("link", { name: "Return To All Purchase Orders" }));
  assert.ok(await notice(`Not saved: ${label}. Another user's values stand.`));
  assert.is(stored().items[0]!.quantity, 22);
});

test("the user's own value, chosen by keyboard, is sent once chosen", async () => {
  const { names, elsewhere, stored } = await open();
  const label = `Cost of ${names[1]}`;
  const user = userEvent.setup();
  elsewhere(() => void (stored().items[1]!.unitCostCents = 999));
  await user.clear(cell(label));
  await user.type(cell(label), "4.5");
  const keep = await screen.findByRole("button", { name: "Keep yours: $4.50" }, { timeout: 2000 });
  assert.ok(choices(label).getByRole("button", { name: "Use theirs: $9.99" }));
  assert.is(stored().items[1]!.unitCostCents, 999, "not overwritten before the user chose");
  // Tab from the field reaches the choices; Enter presses the focused one.
  keep.focus();
  await user.keyboard("{Enter}");
  await untilStored(() => assert.is(stored().items[1]!.unitCostCents, 450));
  await waitFor(() => assert.is(statusLine().textContent, "All changes saved"));
});

test("shipping and the order's discount behave the same: a notice for one, a choice for the other", async () => {
  const { elsewhere, stored } = await open();
  const user = userEvent.setup();
  elsewhere(() => {
    stored().shippingCents = 1500;
    stored().discount = "10%";
  });
  await user.clear(textbox("Discount"));
  await user.type(textbox("Discount"), "-5");
  assert.ok(await notice("Shipping changed to $15.00 by another user"));
  assert.is(shipping().value, "15.00");
  assert.ok(choices("Discount").getByRole("button", { name: "Use theirs: 10%" }));
  await user.click(choices("Discount").getByRole("button", { name: "Keep yours: -5" }));
  await untilStored(() => assert.is(stored().discount, "-5"));
});

test("a ship-to another user changed while the user typed an address line is a choice between the two", async () => {
  const { elsewhere, stored } = await open();
  const user = userEvent.setup();
  elsewhere(() => void (stored().shipToAddress!.city = "Elsewhere"));
  await user.type(textbox("Address"), " B");
  const group = await screen.findByRole(
    "group",
    { name: "Ship-to address: yours or another user's" },
    { timeout: 2000 },
  );
  const [theirs, mine] = within(group).getAllByRole("button");
  assert.match(theirs!.textContent!, /^Use theirs: .*Elsewhere/);
  assert.match(mine!.textContent!, /^Keep yours: .* B, /);
  assert.is(stored().shipToAddress!.city, "Elsewhere", "not overwritten");
  await user.click(theirs!);
  assert.is(textbox("City").value, "Elsewhere");
});

test("a status and a supplier another user set are said in words", async () => {
  const { elsewhere, stored, provider } = await open({ fresh: true });
  const supplier = provider.store.db.suppliers.find(
    (s) => s.storeId === stored().storeId && s.id !== stored().vendorId,
  )!;
  elsewhere(() => {
    stored().status = "ORDERED";
    stored().vendorId = supplier.id;
  });
  assert.ok(await notice("Status changed to ORDERED by another user"));
  assert.ok(await notice(`Supplier changed to ${supplier.name} by another user`));
});

test("the user's own supplier choice is not reported as another user's", async () => {
  const { elsewhere, stored, names } = await open({ fresh: true });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: /\(change supplier\)$/ }));
  const select = screen.getByRole<HTMLSelectElement>("combobox", { name: "Supplier" });
  await waitFor(() => assert.ok(select.options.length > 3, "the suppliers arrived"));
  const chosen = [...select.options].find((o) => o.value && o.value !== String(stored().vendorId))!;
  await user.selectOptions(select, chosen);
  await waitFor(() => assert.is(stored().vendorId, Number(chosen.value)));
  // Another user's change after it is reported, and the supplier's notice would have come before it.
  elsewhere(() => void (stored().items[0]!.quantity = 33));
  assert.ok(await notice(`Quantity of ${names[0]} changed to 33 by another user`));
  assert.is(screen.queryByText(/^Supplier changed to .* by another user$/), null);
});

// The last screen would go on re-reading on its short interval: unmounted, its timers stop.
test.after(() => cleanup());

test.run();
