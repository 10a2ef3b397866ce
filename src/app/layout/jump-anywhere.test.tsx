// The command palette (issue 16 #5, D80, D81), driven from the keyboard: Ctrl+K opens it, typing filters
// it, arrows and Enter choose; it goes to screens, orders by number, suppliers and products, runs the
// current screen's actions, and offers nothing the user's permissions refuse. "?" lists the shortcuts.
import { act, screen, waitFor, within } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { actionNames, openPalette, optionNames, start } from "../../../test/palette-kit.tsx";

const OWNER = "owner@example.com";

test("Ctrl+K, a few letters and Enter go to a screen, and the palette closes", async () => {
  const { user } = await start(OWNER);
  const { dialog, box } = await openPalette(user);
  await user.type(box, "store rol");
  assert.equal(optionNames(dialog), ["Store Roles"]);
  assert.is(box.getAttribute("aria-activedescendant"), dialog.getByRole("option").id, "the first is active");
  await user.keyboard("{Enter}");
  await screen.findByRole("heading", { name: "Store Roles", level: 1 });
  assert.is(screen.queryByRole("dialog"), null);
});

test("an order's number, with or without PO-, goes to that order; an unknown one says so", async () => {
  const { user, db, store } = await start(OWNER);
  const order = db.purchaseOrders.find((o) => o.storeId === store)!;
  let { dialog, box } = await openPalette(user);
  await user.type(box, "999999");
  assert.ok(await dialog.findByRole("option", { name: "No purchase order PO-999999" }));
  await user.keyboard("{Escape}");
  ({ dialog, box } = await openPalette(user));
  await user.type(box, `PO-${order.id}`);
  const found = await dialog.findByRole("option", { name: new RegExp(`^PO-${order.id}`) });
  assert.is(box.getAttribute("aria-activedescendant"), found.id);
  await user.keyboard("{Enter}");
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
});

test("a supplier by name and a product by SKU are found, and arrows move between results", async () => {
  const { user, db, store } = await start(OWNER);
  const supplier = db.suppliers.find((s) => s.storeId === store)!;
  const product = db.products.find((p) => p.storeId === store && p.sku)!;
  let { dialog, box } = await openPalette(user);
  await user.type(box, supplier.name);
  await dialog.findByRole("option", { name: supplier.name });
  // The first result is active; each ArrowDown moves one down, to the supplier's.
  const wanted = dialog.getByRole("option", { name: supplier.name });
  const steps = dialog.getAllByRole("option").indexOf(wanted);
  for (let i = 0; i < steps; i++) await user.keyboard("{ArrowDown}");
  assert.is(box.getAttribute("aria-activedescendant"), wanted.id);
  await user.keyboard("{Enter}");
  await screen.findByRole("heading", { name: supplier.name });

  ({ dialog, box } = await openPalette(user));
  await user.type(box, product.sku);
  const option = await dialog.findByRole("option", { name: new RegExp(`^${product.name}`) });
  assert.match(option.textContent ?? "", `SKU ${product.sku}`);
  await user.click(option);
  assert.ok(await screen.findByText("This page is a placeholder."), "the product's page");
  assert.is(screen.queryByRole("dialog"), null);
});

test("on an OPEN order's view it runs Mark As Ordered as the button does: the spec's question first", async () => {
  const { user, db, store, location, provider } = await start(OWNER);
  const order = db.purchaseOrders.find((o) => o.storeId === store && o.status === "OPEN" && o.items.length)!;
  const stored = () => provider.store.db.purchaseOrders.find((o) => o.id === order.id)!;
  act(() => location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  await screen.findByRole("button", { name: "Export CSV" });
  const { dialog, box } = await openPalette(user);
  // Offered by each button as it mounts, so compared in any order.
  assert.equal(
    actionNames(dialog).sort(),
    [
      "Mark As Ordered",
      "Generate PDF Printout",
      "Send PDF to Supplier",
      "Edit Products",
      "Duplicate",
      "Export CSV",
    ]
      .filter((name) => order.vendorId !== null || name !== "Send PDF to Supplier")
      .sort(),
  );
  await user.type(box, "mark as");
  await user.keyboard("{Enter}");
  const confirm = await screen.findByRole("dialog", { name: /mark this purchase order as ordered/ });
  await user.click(within(confirm).getByRole("button", { name: "Confirm" }));
  await waitFor(() => assert.is(stored().status, "ORDERED"));
});

test("a receiver on an OPEN order is offered no order action a receiver may not take", async () => {
  const { user, db, store, location } = await start("receiver@example.com");
  const order = db.purchaseOrders.find((o) => o.storeId === store && o.status === "OPEN")!;
  act(() => location.navigate(`/purchase-orders/${order.id}`));
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
  const { dialog } = await openPalette(user);
  const names = optionNames(dialog);
  // What a receiver may do here is offered (so the list below is not empty by accident)...
  assert.ok(names.includes("Generate PDF Printout"), names.join(", "));
  // ...and nothing a receiver may not.
  for (const refused of ["Mark As Ordered", "Edit Products", "Duplicate", "Send PDF to Supplier"])
    assert.not.ok(names.includes(refused), refused);
});

test("a viewer's palette offers no order screen, order lookup or order action", async () => {
  const { user, db, store } = await start("viewer@example.com");
  const order = db.purchaseOrders.find((o) => o.storeId === store)!;
  const { dialog, box } = await openPalette(user);
  const names = optionNames(dialog);
  assert.ok(names.includes("Suppliers") && names.includes("Products"), names.join());
  assert.not.ok(
    names.some((name: string) => /Purchase Order|Store Roles|Users/.test(name)),
    names.join(),
  );
  await user.type(box, `PO-${order.id}`);
  await dialog.findByText(/^(Nothing matches\.|\d+ results?)$/);
  assert.not.ok(optionNames(dialog).some((name: string) => /^PO-|purchase order/i.test(name)));
});

test("? lists the keyboard shortcuts outside a text field, and is only typed inside one", async () => {
  const { user } = await start(OWNER);
  await user.keyboard("?");
  const shortcuts = within(await screen.findByRole("dialog", { name: "Keyboard Shortcuts" }));
  assert.ok(shortcuts.getByText("Ctrl K"));
  await user.keyboard("{Escape}");
  assert.is(screen.queryByRole("dialog"), null);
  const { box } = await openPalette(user);
  await user.type(box, "?");
  assert.is((box as HTMLInputElement).value, "?");
  assert.is(screen.queryByRole("dialog", { name: "Keyboard Shortcuts" }), null);
});

test("the bar's Jump Anywhere button opens the palette without a keyboard", async () => {
  const { user } = await start(OWNER);
  await user.click(screen.getByRole("button", { name: "Jump Anywhere" }));
  assert.ok(await screen.findByRole("dialog", { name: "Jump Anywhere" }));
});

test.run();
