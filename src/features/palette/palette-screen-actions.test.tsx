// The palette runs the current screen's actions the user is allowed (issue 16 #5, D81, D151): Export CSV
// on every screen that has it, Create Purchase Order on /products once lines are picked, Add Item and
// Save Products on the edit screen, Confirm Delivery on Check In Delivery; each offered only while its
// button is shown and can be pressed, and chosen it does what a press does.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { downloadCsv, today } from "../../../test/csv.ts";
import { actionNames, openPalette, start } from "../../../test/palette-kit.tsx";
import { openEditor, storeOf, untilStored } from "../../../test/purchase-orders/edit-test-kit.tsx";
import { openOrdered, RECEIVER, scanField } from "../../../test/purchase-orders/check-in-kit.tsx";

const OWNER = "owner@example.com";
const MARK_RECEIVED = "Are you sure you want to mark this purchase order as received?";

test("on /suppliers, typing export offers Export CSV, and choosing it downloads the suppliers' file", async () => {
  const { user, location, provider, store } = await start(OWNER);
  act(() => location.navigate("/suppliers"));
  await screen.findByRole("button", { name: "Export CSV" });
  const { dialog, box } = await openPalette(user);
  await user.type(box, "export");
  assert.equal(actionNames(dialog), ["Export CSV"]);
  const { fileName, records } = await downloadCsv(() => user.keyboard("{Enter}"));
  assert.is(fileName, `suppliers-${today()}.csv`);
  assert.is(screen.queryByRole("dialog"), null, "the palette closed first");
  const held = new Set(provider.store.db.suppliers.filter((s) => s.storeId === store).map((s) => s.name));
  const names = new Set(records.slice(1).map((record) => record[0]));
  assert.equal(
    [...names].filter((name) => !held.has(name!)),
    [],
    "no name the provider does not hold",
  );
  assert.is(names.size, held.size, "every supplier");
});

test("the order list, an order's view, products and customers offer Export CSV too", async () => {
  const { user, location, db, store } = await start(OWNER);
  const order = db.purchaseOrders.find((o) => o.storeId === store && o.items.length)!;
  for (const path of ["/purchase-orders", `/purchase-orders/${order.id}`, "/products", "/customers"]) {
    act(() => location.navigate(path));
    await screen.findByRole("button", { name: "Export CSV" });
    const { dialog } = await openPalette(user);
    assert.ok(actionNames(dialog).includes("Export CSV"), `${path}: ${actionNames(dialog).join(", ")}`);
    await user.keyboard("{Escape}");
  }
});

test("a viewer is offered Export CSV on /suppliers and /products, and nothing a viewer may not do", async () => {
  const { user, location } = await start("viewer@example.com");
  // Create New Supplier is every user's (the spec gives it no permission); ordering is not a viewer's.
  const expected = { "/suppliers": ["Export CSV", "Create New Supplier"], "/products": ["Export CSV"] };
  for (const [path, names] of Object.entries(expected)) {
    act(() => location.navigate(path));
    await screen.findByRole("button", { name: "Export CSV" });
    // The rows in, so the offers are what the loaded screen makes (a pick box would show by now).
    await screen.findByRole("navigation", { name: /pages$/ });
    const { dialog } = await openPalette(user);
    assert.equal(actionNames(dialog), names, path);
    await user.keyboard("{Escape}");
  }
  assert.is(screen.queryByRole("checkbox", { name: /^Select / }), null, "a viewer picks no lines");
});

test("on /products, Create Purchase Order is offered once lines are picked, and makes the order as the button does", async () => {
  const { user, location, provider, store } = await start(OWNER);
  act(() => location.navigate("/products"));
  const pick = (await screen.findAllByRole("checkbox", { name: /^Select / }))[0]!;
  const name = pick.getAttribute("aria-label")!.replace(/^Select /, "");
  const product = provider.store.db.products.find((p) => p.storeId === store && p.name === name)!;
  let { dialog } = await openPalette(user);
  assert.not.ok(actionNames(dialog).includes("Create Purchase Order"), "nothing picked yet");
  await user.keyboard("{Escape}");
  await user.click(pick);
  const before = provider.store.db.purchaseOrders.length;
  let box: HTMLElement;
  ({ dialog, box } = await openPalette(user));
  await user.type(box, "create purchase");
  assert.equal(actionNames(dialog), ["Create Purchase Order"]);
  await user.keyboard("{Enter}");
  const heading = await screen.findByRole("heading", { name: /^Edit Products: Purchase Order #\d+$/ });
  const id = Number(/#(\d+)$/.exec(heading.textContent ?? "")![1]);
  assert.is(provider.store.db.purchaseOrders.length, before + 1);
  const order = provider.store.db.purchaseOrders.find((o) => o.id === id)!;
  assert.equal(
    order.items.map((item) => item.productId),
    [product.id],
  );
});

test("on the edit screen, Save Products and Import Lines are offered, and Add Item once a product is picked", async () => {
  const { stored, provider } = await openEditor();
  const user = userEvent.setup();
  let { dialog } = await openPalette(user);
  assert.equal(actionNames(dialog).sort(), ["Import Lines", "Save Products"]);
  await user.keyboard("{Escape}");
  const product = provider.store.db.products.find(
    (p) => p.storeId === storeOf(provider.store.db) && !stored().items.some((i) => i.productId === p.id),
  )!;
  await user.type(screen.getByRole("combobox", { name: "Search Products" }), product.sku);
  await user.click(await screen.findByRole("option", { name: new RegExp(`^${product.name} SKU`) }));
  let box: HTMLElement;
  ({ dialog, box } = await openPalette(user));
  assert.equal(actionNames(dialog).sort(), ["Add Item", "Import Lines", "Save Products"]);
  await user.type(box, "add item");
  await user.keyboard("{Enter}");
  await untilStored(() => assert.ok(stored().items.some((i) => i.productId === product.id)));
  // Import Lines from the palette opens its dialog (D226), as the button does.
  ({ box } = await openPalette(user));
  await user.type(box, "import lines");
  await user.keyboard("{Enter}");
  assert.ok(await screen.findByRole("dialog", { name: "Import lines from a file" }));
});

test("on Check In Delivery, Confirm Delivery is offered while the count can be confirmed, and asks the spec's question", async () => {
  const { lines } = await openOrdered(RECEIVER, (id) => `/purchase-orders/${id}/check-in`);
  await screen.findByRole("list", { name: "Delivered Products" });
  const user = userEvent.setup();
  // A count that is not a whole number holds the button, and the palette offers nothing in its place.
  const counted = screen.getByRole("textbox", { name: `Counted of ${lines.plain.name}` });
  await user.clear(counted);
  await user.click(counted);
  await user.paste("1.5");
  let { dialog } = await openPalette(user);
  assert.equal(actionNames(dialog), []);
  await user.keyboard("{Escape}");
  await user.clear(counted);
  await user.type(counted, "2{Enter}");
  assert.is(document.activeElement, scanField());
  let box: HTMLElement;
  ({ dialog, box } = await openPalette(user));
  assert.equal(actionNames(dialog), ["Confirm Delivery"]);
  await user.type(box, "confirm");
  await user.keyboard("{Enter}");
  const question = await screen.findByRole("dialog", { name: MARK_RECEIVED });
  assert.ok(within(question).getByRole("button", { name: "Confirm" }));
});

test.run();
