// What the palette finds as the user types (issue 16 #5, D80, D153): an order by a bare number, a product
// by its MPN and by its name, and a supplier by name in a store of more than one page of suppliers.
import { screen } from "@testing-library/react";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { openPalette, start } from "../../../test/palette-kit.tsx";
import { recentCalls } from "../../api/call-log.ts";

const OWNER = "owner@example.com";

test("a bare number, as 347 for PO-347, goes to that order", async () => {
  const { user, db, store } = await start(OWNER);
  const order = db.purchaseOrders.find((o) => o.storeId === store)!;
  const { dialog, box } = await openPalette(user);
  await user.type(box, String(order.id));
  const found = await dialog.findByRole("option", { name: new RegExp(`^PO-${order.id}`) });
  assert.is(box.getAttribute("aria-activedescendant"), found.id, "the order is the first result");
  await user.keyboard("{Enter}");
  await screen.findByRole("heading", { name: `Purchase Order #${order.id}`, level: 1 });
});

test("a product is found by its MPN and by its name", async () => {
  const { user, db, store } = await start(OWNER);
  const product = db.products.find((p) => p.storeId === store && p.mpn && p.variations.length === 0)!;
  for (const text of [product.mpn.toLowerCase(), product.name]) {
    const { dialog, box } = await openPalette(user);
    await user.type(box, text);
    const found = await dialog.findByRole("option", { name: new RegExp(`^${product.name}`) });
    assert.match(found.textContent ?? "", product.mpn, `by ${text}`);
    await user.keyboard("{Escape}");
  }
});

test("a store's 101st supplier and later are found by name, the pages read once while the palette is open", async () => {
  const { user, provider, store } = await start(OWNER);
  provider.store.arrange((db) => {
    const model = db.suppliers.find((s) => s.storeId === store)!;
    // Named to sort after the seed's, so they are on the second page of 100 (the list is by name).
    for (let i = 0; i < 120; i++)
      db.suppliers.push({ ...structuredClone(model), id: ++db.nextId, name: `Zz Late Supplier ${i}` });
  });
  const held = provider.store.db.suppliers.filter((s) => s.storeId === store).length;
  assert.ok(held > 100, `${held} suppliers: more than one page`);
  const { dialog, box } = await openPalette(user);
  await user.type(box, "Zz Late Supplier 119");
  assert.ok(await dialog.findByRole("option", { name: "Zz Late Supplier 119" }), "past the first 100");
  await user.clear(box);
  await user.type(box, "Zz Late Supplier 118");
  assert.ok(await dialog.findByRole("option", { name: "Zz Late Supplier 118" }));
  const reads = recentCalls().filter((call) => call.name === "SupplierOptions");
  assert.is(reads.length, Math.ceil(held / 100), "each page read once");
  await user.click(await dialog.findByRole("option", { name: "Zz Late Supplier 118" }));
  await screen.findByRole("heading", { name: "Zz Late Supplier 118" });
});

test.run();
