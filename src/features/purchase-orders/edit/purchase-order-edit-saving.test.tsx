// The edit screen's side panel and its saving: shipping, discount, ship-to and the previewed totals;
// Save Products; nothing lost when leaving the page or hiding the tab; a failed save kept on screen,
// said, and retried; a refused one said, and sent again by Save Products. Delays are shortened (see
// edit-test-kit.tsx).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { formatCents } from "../../../../schema/format.ts";
import { orderTotals } from "../../../../schema/totals.ts";
import { sharedInProcessProvider } from "../../../../mocks/node.ts";
import { reloads, renderAt } from "../../../../test/render.tsx";
import { STORAGE_KEYS } from "../../../session/storage.ts";
import { hideTab } from "../../../../test/purchase-orders/fault-rig.ts";
import {
  BUYER,
  cell,
  details,
  editPage,
  itemName,
  openEditor,
  shipping,
  shortEnvironment,
  sleep,
  statusLine,
  textbox,
  untilStored,
} from "../../../../test/purchase-orders/edit-test-kit.tsx";

test("shipping and a 10% discount are stored, and the totals on screen match the provider's arithmetic", async () => {
  const { stored } = await openEditor();
  const user = userEvent.setup();
  await user.clear(shipping());
  await user.type(shipping(), "12.5");
  await user.clear(textbox("Discount"));
  await user.type(textbox("Discount"), "10%");
  await untilStored(() => assert.equal([stored().shippingCents, stored().discount], [1250, "10%"]));
  const expected = orderTotals({
    items: stored().items.map((i) => ({
      unitCostCents: i.unitCostCents,
      quantity: i.quantity,
      discount: i.discount,
    })),
    discount: "10%",
    shippingCents: 1250,
  });
  assert.ok(expected.discountCents > 0, "the discount takes something off");
  assert.equal(details(), {
    Subtotal: formatCents(expected.subtotalCents),
    Shipping: "$12.50",
    Discount: formatCents(-expected.discountCents),
    Total: formatCents(expected.totalCents),
  });
});

test("the discount's tooltip explains it; 'abc' shows the D8 hint, counts as $0.00 and is not sent", async () => {
  const { stored } = await openEditor();
  const before = stored().discount;
  const discount = textbox("Discount");
  // The order's own tooltip: each line's discount has one too (issue 12).
  const tip = within(screen.getByRole("region", { name: "Order Information" })).getByRole("tooltip", {
    hidden: true,
  });
  assert.match(tip.textContent!, /set dollar amount or a percentage/);
  assert.ok(discount.getAttribute("aria-describedby")!.includes(tip.id));
  const user = userEvent.setup();
  await user.clear(discount);
  await user.type(discount, "abc");
  assert.ok(screen.getByRole("tooltip"), "shown while the field has focus");
  assert.ok(screen.getByText("not understood, counts as $0.00"));
  assert.is(discount.getAttribute("aria-invalid"), "true");
  assert.is(details().Discount, "$0.00");
  await sleep(200);
  assert.is(stored().discount, before);
  assert.is(discount.value, "abc");
  assert.is(statusLine().textContent, "Not saved: fix the marked fields.", "never sent, so never refused");
});

test("Reset puts back the store's shipping address, and the ship-to is stored", async () => {
  const { stored, provider } = await openEditor();
  const store = provider.store.db.stores.find((s) => s.id === stored().storeId)!;
  const user = userEvent.setup();
  await user.clear(textbox("City"));
  await user.type(textbox("City"), "Elsewhere");
  await untilStored(() => assert.is(stored().shipToAddress?.city, "Elsewhere"));
  await user.click(screen.getByRole("button", { name: "Reset" }));
  assert.equal(
    [textbox("Address").value, textbox("City").value, textbox("State").value, textbox("Zip Code").value],
    [
      store.shippingAddress.address1,
      store.shippingAddress.city,
      store.shippingAddress.state,
      store.shippingAddress.zipCode,
    ],
  );
  await untilStored(() => assert.is(stored().shipToAddress?.city, store.shippingAddress.city));
});

test("Save Products sends the pending edits at once and opens the order", async () => {
  const { stored, provider, location, id } = await openEditor(
    "OPEN",
    shortEnvironment({ items: 60_000, order: 60_000 }),
  );
  const first = stored().items[0]!;
  const user = userEvent.setup();
  await user.clear(cell(`Cost of ${itemName(provider.store.db, first)}`));
  await user.type(cell(`Cost of ${itemName(provider.store.db, first)}`), "8");
  await user.clear(shipping());
  await user.type(shipping(), "3");
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await waitFor(() => assert.is(location.history!.at(-1), `/purchase-orders/${id}`));
  assert.equal([stored().items[0]!.unitCostCents, stored().shippingCents], [800, 300]);
});

test("leaving the page with an edit still waiting stores it", async () => {
  const { stored, provider } = await openEditor("OPEN", shortEnvironment({ items: 60_000 }));
  const first = stored().items[0]!;
  const user = userEvent.setup();
  await user.clear(cell(`Quantity of ${itemName(provider.store.db, first)}`));
  await user.type(cell(`Quantity of ${itemName(provider.store.db, first)}`), "31");
  const nav = within(screen.getByRole("navigation", { name: "Inventory" }));
  await user.click(nav.getByRole("link", { name: "Suppliers" }));
  await untilStored(() => assert.is(stored().items[0]!.quantity, 31));
});

test("hiding the tab sends an edit still waiting at once", async () => {
  const { stored } = await openEditor("OPEN", shortEnvironment({ order: 60_000 }));
  const user = userEvent.setup();
  await user.clear(textbox("State"));
  await user.type(textbox("State"), "VT");
  hideTab();
  await untilStored(() => assert.is(stored().shipToAddress?.state, "VT"));
});

test("signing out sends an edit still waiting before the session is cleared", async () => {
  const { stored } = await openEditor("OPEN", shortEnvironment({ order: 60_000 }));
  const user = userEvent.setup();
  await user.clear(textbox("Zip Code"));
  await user.type(textbox("Zip Code"), "05401");
  await user.click(screen.getByRole("button", { name: /^User menu for/ }));
  await user.click(screen.getByRole("menuitem", { name: "Sign Out" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(stored().shipToAddress?.zipCode, "05401");
});

test("a refused save keeps the edit on screen, says why it is not saved, and goes through on Save Products once taken", async () => {
  const { stored, provider, initial, location, id } = await openEditor();
  const first = initial.items[0]!;
  const name = itemName(provider.store.db, first);
  stored().status = "ORDERED"; // locked behind the screen's back: the provider refuses (D4)
  const user = userEvent.setup();
  await user.clear(cell(`Quantity of ${name}`));
  await user.type(cell(`Quantity of ${name}`), "23");
  const refused = `Not saved: Purchase order ${id} is ORDERED: its products can no longer be changed. Change it or press Save Products to try again.`;
  await waitFor(() => assert.is(statusLine().textContent, refused));
  assert.is(cell(`Quantity of ${name}`).value, "23");
  assert.is(stored().items[0]!.quantity, first.quantity);
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  assert.ok(
    await screen.findByRole("button", { name: "Save Products" }),
    "a refused save does not leave the page",
  );
  await waitFor(() => assert.is(statusLine().textContent, refused));
  stored().status = "OPEN";
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await untilStored(() => assert.is(stored().items[0]!.quantity, 23));
  await waitFor(() =>
    assert.is(location.history!.at(-1), `/purchase-orders/${id}`, "saved, the order opens"),
  );
});

test("leaving while the provider refuses the save says in a toast that the changes were not saved", async () => {
  const { stored, initial, id } = await openEditor();
  stored().status = "ORDERED";
  const user = userEvent.setup();
  await user.clear(shipping());
  await user.type(shipping(), "4");
  await screen.findByText(/can no longer be changed/);
  const nav = within(screen.getByRole("navigation", { name: "Inventory" }));
  await user.click(nav.getByRole("link", { name: "Suppliers" }));
  assert.ok(
    await screen.findByText(new RegExp(`^Your last changes to purchase order #${id} were not saved: `)),
  );
  assert.is(stored().shippingCents, initial.shippingCents);
});

test("a save that cannot reach the provider is retried once the network is back", async () => {
  const { stored } = await openEditor();
  const { server } = await sharedInProcessProvider();
  server.use(http.all("*", () => HttpResponse.error())); // the network is down
  try {
    const user = userEvent.setup();
    await user.clear(shipping());
    await user.type(shipping(), "9");
    await screen.findByText(/^Not saved yet — retrying\. The service is unavailable right now/);
    assert.is(shipping().value, "9");
  } finally {
    server.resetHandlers();
  }
  await untilStored(() => assert.is(stored().shippingCents, 900));
});

/** The page after the reload: new edit queues (the stash is what carries the edits over). */
const reloaded = () => ({ wrapper: editPage(shortEnvironment({ order: 60_000 })).wrapper });

const RESTORED = "Changes you had not saved before signing in again are back, and are being saved.";

/**
 * Shipping "6" typed, not sent yet, when the provider stops taking the session's token (as when it
 * expires): Save Products meets a 401 and the page reloads.
 */
async function shippingUnsentAt401() {
  const editor = await openEditor("OPEN", shortEnvironment({ order: 60_000 }));
  const user = userEvent.setup();
  await user.clear(shipping());
  await user.type(shipping(), "6");
  localStorage.setItem(STORAGE_KEYS.token, "expired.token.value");
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await waitFor(() => assert.is(reloads.count, 1));
  return { ...editor, user };
}

test("a 401 with an edit unsent: signed in again, the editor says the edit came back, shows it and stores it", async () => {
  const { stored, initial, id, user } = await shippingUnsentAt401();
  assert.is(stored().shippingCents, initial.shippingCents);

  await renderAt(`/purchase-orders/${id}/modify`, { signedInAs: BUYER, ...reloaded() });
  assert.ok(await screen.findByText(RESTORED));
  assert.is(shipping().value, "6");
  await user.click(screen.getByRole("button", { name: "Save Products" }));
  await untilStored(() => assert.is(stored().shippingCents, 600));
});

test("another account signing in after that 401 finds the order as stored, and nothing of the edit", async () => {
  const { initial, id } = await shippingUnsentAt401();

  await renderAt(`/purchase-orders/${id}/modify`, { signedInAs: "owner@example.com", ...reloaded() });
  await screen.findByRole("button", { name: "Save Products" });
  assert.is(screen.queryByText(RESTORED), null);
  assert.is(shipping().value, (initial.shippingCents / 100).toFixed(2));
  await renderAt(`/purchase-orders/${id}/modify`, { signedInAs: BUYER, ...reloaded() });
  await screen.findByRole("button", { name: "Save Products" });
  assert.is(screen.queryByText(RESTORED), null, "dropped, not kept for the buyer's return");
});

test.run();
