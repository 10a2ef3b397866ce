// Supplier edit against the fake provider: the form saves, the status filter narrows the orders, a
// missing supplier or a failed query shows the error screen, markup in a name stays text.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { statusesShownDuring } from "../../../../test/statuses.ts";
import { tableRows } from "../../../../test/table.ts";

const VIEWER = "viewer@example.com";
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

const storeOf = (db: Db) => db.users.find((u) => u.email === VIEWER)!.activeStoreId!;
const ordersOf = (db: Db, supplierId: number) =>
  db.purchaseOrders
    .filter((o) => o.vendorId === supplierId)
    .sort((a, b) => b.dateModified.localeCompare(a.dateModified) || b.id - a.id);
/** The store's supplier whose orders span the most statuses, so filtering shows a difference. */
function busiestSupplier(db: Db) {
  const statuses = (id: number) => new Set(ordersOf(db, id).map((o) => o.status)).size;
  return db.suppliers
    .filter((s) => s.storeId === storeOf(db))
    .sort((a, b) => statuses(b.id) - statuses(a.id))[0]!;
}
const ORDERS = "Recent Purchase Orders";
const orderTable = () => within(screen.getByRole("table", { name: ORDERS }));
const poNumbers = () => tableRows(ORDERS).map((cells) => cells[0]);
const expectedNumbers = (orders: PurchaseOrderRow[]) => orders.map((o) => `PO-${o.id}`);

test("the page shows the supplier's orders and its form with the spec's fields", async () => {
  const { provider } = await renderAt("/", { signedInAs: VIEWER });
  const supplier = busiestSupplier(provider.store.db);
  await renderAt(`/suppliers/${supplier.id}`, { signedInAs: VIEWER });
  await screen.findByRole("table", { name: "Recent Purchase Orders" });
  assert.equal(poNumbers(), expectedNumbers(ordersOf(provider.store.db, supplier.id)));
  const first = ordersOf(provider.store.db, supplier.id)[0]!;
  const cells = tableRows(ORDERS)[0]!;
  assert.is(cells[1], supplier.name);
  assert.is(cells[2], String(first.items.reduce((sum, item) => sum + item.quantity, 0)));
  assert.is(cells[7], first.status);
  assert.is(field("Name").value, supplier.name);
  assert.is(field("E-Mail").type, "email");
  for (const label of ["Phone Number", "Phone Extension", "Fax Number", "Fax Extension"])
    assert.is(field(label).type, "tel", label);
  for (const label of ["Address 1", "Address 2", "City", "State", "Zip"]) assert.ok(field(label), label);
  assert.is(screen.getByRole("link", { name: "Return To All Suppliers" }).getAttribute("href"), "/suppliers");
});

test("each PO number leads to its order for a user who may open orders, and is plain text for a viewer", async () => {
  const { provider } = await renderAt("/", { signedInAs: VIEWER });
  const supplier = busiestSupplier(provider.store.db);
  const first = ordersOf(provider.store.db, supplier.id)[0]!;
  await renderAt(`/suppliers/${supplier.id}`, { signedInAs: "buyer@example.com" });
  await screen.findByRole("table", { name: "Recent Purchase Orders" });
  const link = orderTable().getByRole("link", { name: `PO-${first.id}` });
  assert.is(link.getAttribute("href"), `/purchase-orders/${first.id}`);
  await renderAt(`/suppliers/${supplier.id}`, { signedInAs: VIEWER });
  await screen.findByRole("table", { name: "Recent Purchase Orders" });
  assert.is(orderTable().queryByRole("link"), null, "a viewer may not open orders (D6)");
});

test("the status filter narrows the orders table, all four chosen at first", async () => {
  const { provider } = await renderAt("/", { signedInAs: VIEWER });
  const supplier = busiestSupplier(provider.store.db);
  await renderAt(`/suppliers/${supplier.id}`, { signedInAs: VIEWER });
  await screen.findByRole("table", { name: "Recent Purchase Orders" });
  const filter = within(screen.getByRole("group", { name: "Status" }));
  assert.equal(
    filter
      .getAllByRole("checkbox")
      .map((box) => [box.parentElement!.textContent, (box as HTMLInputElement).checked]),
    [
      ["OPEN", true],
      ["ORDERED", true],
      ["RECEIVED", true],
      ["CLOSED", true],
    ],
  );
  const all = ordersOf(provider.store.db, supplier.id);
  const kept = all.filter((o) => o.status === "ORDERED" || o.status === "RECEIVED");
  assert.ok(kept.length > 0 && kept.length < all.length, "the seed gives the filter something to narrow");
  const user = userEvent.setup();
  await user.click(filter.getByRole("checkbox", { name: "OPEN" }));
  await user.click(filter.getByRole("checkbox", { name: "CLOSED" }));
  await waitFor(() => assert.equal(poNumbers(), expectedNumbers(kept)));
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"]) {
    const box = filter.getByRole("checkbox", { name: status });
    if ((box as HTMLInputElement).checked) await user.click(box);
  }
  await waitFor(() => assert.ok(orderTable().getByRole("cell", { name: "No Data In Table" })));
});

test("changing the email and pressing 'Update Supplier' stores it and returns to the list", async () => {
  const { provider } = await renderAt("/", { signedInAs: VIEWER });
  const supplier = busiestSupplier(provider.store.db);
  const { location } = await renderAt(`/suppliers/${supplier.id}`, { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Update Supplier" });
  const user = userEvent.setup();
  await user.clear(field("E-Mail"));
  await user.type(field("E-Mail"), "orders@new-address.example");
  await user.click(screen.getByRole("button", { name: "Update Supplier" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  const stored = provider.store.db.suppliers.find((s) => s.id === supplier.id)!;
  assert.is(stored.email, "orders@new-address.example");
  assert.is(stored.name, supplier.name);
});

test("an email the provider refuses keeps the form as typed with one red line", async () => {
  const { provider } = await renderAt("/", { signedInAs: VIEWER });
  const supplier = busiestSupplier(provider.store.db);
  const { location } = await renderAt(`/suppliers/${supplier.id}`, { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Update Supplier" });
  const user = userEvent.setup();
  await user.clear(field("E-Mail"));
  await user.type(field("E-Mail"), "not-an-email");
  await user.clear(field("City"));
  await user.type(field("City"), "Elsewhere");
  await user.click(screen.getByRole("button", { name: "Update Supplier" }));
  assert.match((await screen.findByRole("alert")).textContent ?? "", /^The supplier was not saved: .*Email/);
  assert.is(field("E-Mail").getAttribute("aria-invalid"), "true");
  assert.is(field("City").value, "Elsewhere");
  assert.is(location.history!.at(-1), `/suppliers/${supplier.id}`);
  assert.is(
    provider.store.db.suppliers.find((s) => s.id === supplier.id)!.primaryAddress.city,
    supplier.primaryAddress.city,
  );
});

test("the edit form checks like the create form and sends nothing when a field fails", async () => {
  const { provider } = await renderAt("/", { signedInAs: VIEWER });
  const supplier = busiestSupplier(provider.store.db);
  const before = JSON.stringify(supplier);
  await renderAt(`/suppliers/${supplier.id}`, { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Update Supplier" });
  const user = userEvent.setup();
  await user.clear(field("Name"));
  await user.click(screen.getByRole("button", { name: "Update Supplier" }));
  assert.is(field("Name").getAttribute("aria-invalid"), "true");
  assert.is(JSON.stringify(provider.store.db.suppliers.find((s) => s.id === supplier.id)), before);
});

test("a supplier id the store does not have shows the error screen with a way back", async () => {
  await renderAt("/suppliers/999999", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("heading", { name: "Something went wrong" }));
  assert.match(screen.getByRole("alert").textContent ?? "", "There is no supplier with this id");
  assert.ok(screen.getByRole("link", { name: "Return To All Suppliers" }));
});

test("a host without a provider (501) says the service could not be reached, with Try Again", async () => {
  await renderAt("/suppliers/1", { signedInAs: VIEWER, config: { graphqlUrl: "/api/no-graphql-here/" } });
  assert.ok(await screen.findByRole("heading", { name: "The service could not be reached" }));
  assert.match(screen.getByRole("alert").textContent ?? "", /^The service is unavailable right now\./);
  assert.ok(screen.getByRole("button", { name: "Try Again" }));
});

test("the loading text is the spec's", async () => {
  const texts = await statusesShownDuring(() => renderAt("/suppliers/1", { signedInAs: VIEWER }));
  assert.ok(texts.includes("Loading Supplier's Purchase Orders and Information"), texts.join(" | "));
});

test("a name with markup is shown as text on the supplier page", async () => {
  const name = "<img src=x onerror=alert(1)>";
  const { provider, location, container } = await renderAt("/", { signedInAs: VIEWER });
  await screen.findByText("Where do you want to start?");
  const supplier = busiestSupplier(provider.store.db);
  provider.store.arrange(() => {
    supplier.name = name;
  });
  act(() => location.navigate(`/suppliers/${supplier.id}`));
  assert.ok(await screen.findByRole("heading", { name, level: 1 }));
  assert.is(field("Name").value, name);
  assert.is(container.querySelector("img"), null);
});

test.run();
