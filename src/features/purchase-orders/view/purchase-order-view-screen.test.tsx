// The purchase order view against the seeded fake store: the added products, the panel's facts and
// money, the supplier dropdown, what each role is offered (D6), and the error and loading states.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { headerTexts, tableRows } from "../../../../test/table.ts";

const OWNER = "owner@example.com";
const BUYER = "buyer@example.com";
const RECEIVER = "receiver@example.com";

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;
const orderIn = (db: Db, status: string, email = OWNER, also = (_: PurchaseOrderRow) => true) =>
  db.purchaseOrders.find((o) => o.storeId === storeOf(db, email) && o.status === status && also(o))!;
const hasSupplier = (o: PurchaseOrderRow) => o.vendorId !== null;

const money = (cents: number) =>
  `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** Renders the dashboard, lets `change` edit the store, then opens the order: renderAt resets the store. */
async function openOrder(
  email: string,
  pick: (db: Db) => PurchaseOrderRow,
  change?: (o: PurchaseOrderRow, db: Db) => void,
) {
  const view = await renderAt("/", { signedInAs: email });
  await screen.findByText("Where do you want to start?");
  const order = pick(view.provider.store.db);
  if (change) view.provider.store.arrange((db) => change(order, db));
  act(() => view.location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  return { ...view, order };
}

const panel = () => within(screen.getByRole("region", { name: /^Purchase Order #/ }));
/** The panel's label/value pairs: Supplier, Created On, ..., Total. */
const facts = () =>
  Object.fromEntries(
    panel()
      .getAllByRole("term")
      .map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]),
  );
const buttonNames = () =>
  panel()
    .queryAllByRole("button")
    .map((b) => b.textContent);

test("the page shows the order's products, its status, supplier, dates and money", async () => {
  const { order, provider } = await openOrder(
    OWNER,
    (db) => orderIn(db, "OPEN", OWNER, hasSupplier),
    (o) => {
      // Known money: 2 x $12.50 less 10% = $22.50, plus 1 x $3.00 = $25.50; less "-5"; $15.00 shipping.
      o.items = [
        { ...o.items[0]!, quantity: 2, unitCostCents: 1250, discount: "10%" },
        { ...o.items[0]!, id: 999001, quantity: 1, unitCostCents: 300, discount: "" },
      ];
      o.discount = "-5";
      o.shippingCents = 1500;
    },
  );
  const db = provider.store.db;
  assert.ok(panel().getByText("OPEN"));
  const headers = headerTexts("Added Products");
  assert.equal(headers, ["Product name", "SKU", "UPC/MPN", "Quantity", "Cost", "Discount", "Line Total"]);
  const product = db.products.find((p) => p.id === order.items[0]!.productId)!;
  const shown = product.variations.find((v) => v.id === order.items[0]!.variationId) ?? product;
  assert.equal(tableRows("Added Products"), [
    [shown.name, shown.sku, shown.mpn, "2", "$12.50", "-$2.50 (10%)", "$22.50"],
    [shown.name, shown.sku, shown.mpn, "1", "$3.00", "$0.00", "$3.00"],
  ]);
  const supplier = db.suppliers.find((s) => s.id === order.vendorId)!;
  const shownFacts = facts();
  assert.is(shownFacts["Supplier"], `${supplier.name} (change supplier)`);
  assert.match(shownFacts["Created On"]!, /^\d{1,2}\/\d{1,2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/);
  assert.match(shownFacts["Modified On"]!, /^\d{1,2}\/\d{1,2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/);
  assert.equal(
    [shownFacts["Subtotal"], shownFacts["Shipping"], shownFacts["Discount"], shownFacts["Total"]],
    [money(2550), money(1500), money(-500), money(3550)],
  );
});

test("a variation's line shows the variation's name, SKU and MPN", async () => {
  const { order, provider } = await openOrder(OWNER, (db) =>
    orderIn(db, "OPEN", OWNER, (o) => o.items.some((i) => i.variationId !== null)),
  );
  const item = order.items.find((i) => i.variationId !== null)!;
  const product = provider.store.db.products.find((p) => p.id === item.productId)!;
  const variation = product.variations.find((v) => v.id === item.variationId)!;
  const table = within(screen.getByRole("table", { name: "Added Products" }));
  assert.ok(table.getByRole("cell", { name: variation.sku }));
  assert.ok(table.getAllByRole("cell", { name: variation.name }).length > 0);
});

test("on a phone the lines are list rows (D199): UPC/MPN waits for xl, a discount of nothing is left out of the row", async () => {
  const { order } = await openOrder(OWNER, (db) =>
    orderIn(db, "OPEN", OWNER, (o) => o.items.some((i) => !i.discount.trim())),
  );
  const region = screen.getByRole("region", { name: "Added Products" });
  assert.ok(region.classList.contains("list-table"));
  const mpn = within(region).getByRole("columnheader", { name: "UPC/MPN" });
  assert.is(mpn.getAttribute("data-priority"), "3");
  const at = order.items.findIndex((i) => !i.discount.trim());
  const discount = within(region).getAllByRole("row")[at + 1]!.querySelectorAll("td")[5]!;
  assert.is(discount.textContent, "$0.00", "the table still says it");
  assert.ok(discount.querySelector(".no-discount"), "the phone row leaves it out");
});

test("the supplier dropdown lists 'None set.' then every supplier, and sets and clears the supplier", async () => {
  const { order, provider } = await openOrder(
    OWNER,
    (db) => orderIn(db, "OPEN"),
    (o) => void (o.vendorId = null),
  );
  const user = userEvent.setup();
  await user.click(panel().getByRole("button", { name: "None set. (change supplier)" }));
  const select = panel().getByRole("combobox", { name: "Supplier" });
  assert.is(document.activeElement, select);
  const suppliers = provider.store.db.suppliers
    .filter((s) => s.storeId === storeOf(provider.store.db, OWNER))
    .sort((a, b) => a.name.localeCompare(b.name));
  await waitFor(() =>
    assert.equal(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
      ["None set.", ...suppliers.map((s) => s.name)],
    ),
  );
  const chosen = suppliers[2]!;
  await user.selectOptions(select, chosen.name);
  const stored = () => provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.vendorId;
  await waitFor(() => assert.is(stored(), chosen.id));
  const button = await panel().findByRole("button", { name: `${chosen.name} (change supplier)` });
  assert.is(document.activeElement, button, "focus is back on the supplier");

  await user.click(button);
  await user.selectOptions(panel().getByRole("combobox", { name: "Supplier" }), "None set.");
  await waitFor(() => assert.is(stored(), null));
  assert.ok(await panel().findByRole("button", { name: "None set. (change supplier)" }));
});

test("Escape closes the supplier dropdown without a change", async () => {
  const { order, provider } = await openOrder(OWNER, (db) => orderIn(db, "ORDERED", OWNER, hasSupplier));
  const user = userEvent.setup();
  const name = provider.store.db.suppliers.find((s) => s.id === order.vendorId)!.name;
  await user.click(panel().getByRole("button", { name: `${name} (change supplier)` }));
  await user.keyboard("{Escape}");
  assert.is(panel().queryByRole("combobox", { name: "Supplier" }), null);
  assert.is(document.activeElement, panel().getByRole("button", { name: `${name} (change supplier)` }));
  assert.is(provider.store.db.purchaseOrders.find((o) => o.id === order.id)!.vendorId, order.vendorId);
});

test("an OPEN order offers 'Edit Products' to its modify page; ORDERED and CLOSED do not", async () => {
  const { order } = await openOrder(OWNER, (db) => orderIn(db, "OPEN"));
  const edit = panel().getByRole("link", { name: "Edit Products" });
  assert.is(edit.getAttribute("href"), `/purchase-orders/${order.id}/modify`);
  await openOrder(OWNER, (db) => orderIn(db, "ORDERED"));
  assert.is(panel().queryByRole("link", { name: "Edit Products" }), null);
});

test("a CLOSED order offers no status button, no supplier change and no editing, only Duplicate", async () => {
  const { order, provider } = await openOrder(OWNER, (db) => orderIn(db, "CLOSED", OWNER, hasSupplier));
  const name = provider.store.db.suppliers.find((s) => s.id === order.vendorId)!.name;
  assert.is(facts()["Supplier"], name);
  assert.equal(
    buttonNames().filter((b) => !/PDF/.test(b ?? "")),
    ["Duplicate"],
  );
  assert.is(panel().queryByRole("link", { name: "Edit Products" }), null);
});

test("a receiver sees Mark As Received but no Reopen, supplier change, sending or editing", async () => {
  const { order, provider } = await openOrder(RECEIVER, (db) =>
    orderIn(db, "ORDERED", RECEIVER, hasSupplier),
  );
  const name = provider.store.db.suppliers.find((s) => s.id === order.vendorId)!.name;
  assert.equal(buttonNames(), ["Mark As Received", "Generate PDF Printout"]);
  assert.is(facts()["Supplier"], name);
  assert.is(panel().queryByRole("link", { name: "Edit Products" }), null);
  await openOrder(RECEIVER, (db) => orderIn(db, "RECEIVED", RECEIVER, hasSupplier));
  assert.equal(buttonNames(), ["Close & Add Inventory", "Generate PDF Printout"]);
  assert.is(panel().queryByRole("link", { name: "Edit Products" }), null);
});

test("a buyer sees Reopen but not Mark As Received, and may send the PDF", async () => {
  await openOrder(BUYER, (db) => orderIn(db, "ORDERED", BUYER, hasSupplier));
  assert.ok(panel().getByRole("button", { name: "Reopen Purchase Order" }));
  assert.is(panel().queryByRole("button", { name: "Mark As Received" }), null);
  assert.ok(panel().getByRole("button", { name: "More PDF actions" }));
});

test("an order id the store does not have shows the error screen with a way back", async () => {
  await renderAt("/purchase-orders/999999", { signedInAs: OWNER });
  assert.ok(await screen.findByRole("heading", { name: "Something went wrong" }));
  assert.match(screen.getByRole("alert").textContent ?? "", "There is no purchase order with this id");
  assert.is(
    screen.getByRole("link", { name: "Return To All Purchase Orders" }).getAttribute("href"),
    "/purchase-orders",
  );
});

test("a host without a provider (501) says the service could not be reached, with Try Again", async () => {
  await renderAt("/purchase-orders/1", {
    signedInAs: OWNER,
    config: { graphqlUrl: "/api/no-graphql-here/" },
  });
  assert.ok(await screen.findByRole("heading", { name: "The service could not be reached" }));
  assert.match(screen.getByRole("alert").textContent ?? "", /^The service is unavailable right now\./);
  assert.ok(screen.getByRole("button", { name: "Try Again" }));
});

test("the loading text is the spec's", async () => {
  const { location, provider } = await renderAt("/", { signedInAs: OWNER });
  await screen.findByText("Where do you want to start?");
  const order = orderIn(provider.store.db, "OPEN");
  act(() => location.navigate(`/purchase-orders/${order.id}`));
  assert.ok(await screen.findByText("Loading Purchase Order."));
  // Let the order arrive inside the test, not after it.
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
});

test.run();
