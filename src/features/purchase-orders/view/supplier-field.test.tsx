// The supplier dropdown from the keyboard: keys on the closed dropdown move through the suppliers
// without saving each one (as Chromium fires `change` on every arrow), Enter or leaving saves the one
// reached, Escape keeps the order's supplier. A pick from the open list is purchase-order-view's test.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { endOutage, quietly, startOutage } from "../../../../test/failure-kit.tsx";
import { freshState, renderAt } from "../../../../test/render.tsx";
import { UI_TEXT } from "../../../ui/strings.ts";
import { arrowDown } from "../../../../test/select-keys.ts";

const OWNER = "owner@example.com";

/** The owner's first OPEN order without a supplier, open on its view page. */
async function openOrder() {
  const { db } = (await freshState()).store;
  const storeId = db.users.find((u) => u.email === OWNER)!.activeStoreId!;
  const order = db.purchaseOrders.find((o) => o.storeId === storeId && o.status === "OPEN")!;
  const view = await renderAt(`/purchase-orders/${order.id}`, { signedInAs: OWNER });
  view.provider.store.arrange(() => void (order.vendorId = null));
  const panel = within(await screen.findByRole("region", { name: `Purchase Order #${order.id}` }));
  const user = userEvent.setup();
  const change = () => user.click(panel.getByRole("button", { name: "None set. (change supplier)" }));
  return { view, order, storeId, panel, user, change };
}

/** The same, with the dropdown shown and its suppliers arrived. */
async function openDropdown() {
  const { view, order, panel, user, change } = await openOrder();
  await change();
  const select = panel.getByRole<HTMLSelectElement>("combobox", { name: "Supplier" });
  await waitFor(() => assert.ok(select.options.length > 3, "the suppliers arrived"));
  const stored = () => view.provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.vendorId;
  return { panel, select, user, stored };
}

test("arrows on the closed dropdown save nothing; Enter saves the supplier reached", async () => {
  const { panel, select, user, stored } = await openDropdown();
  arrowDown(select);
  arrowDown(select);
  const reached = select.options[2]!;
  assert.is(select.value, reached.value, "the dropdown shows the supplier reached");
  // Long enough for a save the arrows started to reach the provider, so this can fail.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  assert.is(stored(), null, "nothing saved on the way");
  assert.is(document.activeElement, select, "the dropdown stays open");

  await user.keyboard("{Enter}");
  await waitFor(() => assert.is(stored(), Number(reached.value)));
  const button = await panel.findByRole("button", { name: `${reached.text} (change supplier)` });
  assert.is(document.activeElement, button, "focus is back on the supplier");
});

test("leaving the dropdown after the arrows saves the supplier reached, and focus moves on", async () => {
  const { panel, select, user, stored } = await openDropdown();
  arrowDown(select);
  const reached = select.options[1]!;
  await user.tab();
  await waitFor(() => assert.is(stored(), Number(reached.value)));
  const button = await panel.findByRole("button", { name: `${reached.text} (change supplier)` });
  assert.is.not(document.activeElement, button, "focus is where the user moved it");
});

test("Escape after the arrows keeps the order without a supplier", async () => {
  const { panel, select, user, stored } = await openDropdown();
  arrowDown(select);
  await user.keyboard("{Escape}");
  const button = await panel.findByRole("button", { name: "None set. (change supplier)" });
  assert.is(document.activeElement, button);
  assert.is(stored(), null);
});

test("a store with more suppliers than one page holds offers every one of them", async () => {
  const { view, storeId, panel, change } = await openOrder();
  view.provider.store.arrange((db) => {
    const first = db.suppliers.find((s) => s.storeId === storeId)!;
    for (let i = 1; i <= 120; i++)
      db.suppliers.push({ ...structuredClone(first), id: ++db.nextId, name: `Extra Supplier ${i}` });
  });
  const held = view.provider.store.db.suppliers.filter((s) => s.storeId === storeId);
  assert.ok(held.length > 100);
  await change();
  const select = panel.getByRole<HTMLSelectElement>("combobox", { name: "Supplier" });
  await waitFor(() => assert.is(select.options.length, held.length + 1, "every supplier and None set."));
  assert.ok(within(select).getByRole("option", { name: "Extra Supplier 120" }));
});

test("suppliers that cannot be read say so with Try Again, which then offers them", () =>
  quietly(async () => {
    const { view, panel, user, change } = await openOrder();
    startOutage(view.provider, "503");
    await change();
    const alert = await panel.findByRole("alert");
    assert.is(alert.textContent, `The suppliers could not be loaded: ${UI_TEXT.unavailable.reason}`);
    assert.is(panel.queryByRole("combobox", { name: "Supplier" }), null, "no dropdown short of suppliers");
    endOutage(view.provider);
    await user.click(panel.getByRole("button", { name: UI_TEXT.unavailable.retry }));
    const select = await panel.findByRole<HTMLSelectElement>("combobox", { name: "Supplier" });
    await waitFor(() => assert.ok(select.options.length > 3, "the suppliers arrived"));
  }));

test.run();
