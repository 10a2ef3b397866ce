// The product list against the seeded fake store: columns, paging, page size, the connection route.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, ProductRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { headerTexts, tableRows } from "../../../../test/table.ts";
import { statusesShownDuring } from "../../../../test/statuses.ts";

const VIEWER = "viewer@example.com";

const productsOf = (db: Db) => {
  const storeId = db.users.find((u) => u.email === VIEWER)!.activeStoreId;
  return db.products.filter((p) => p.storeId === storeId).sort((a, b) => a.name.localeCompare(b.name));
};
const bodyRows = () => tableRows("Products");
const ids = () => bodyRows().map((row) => row[0]);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
/** A product's Name cell: its name, then the button that opens its variations when it has any. */
const nameCell = (p: ProductRow) =>
  p.variations.length ? `${p.name}${p.variations.length} variations of ${p.name}` : p.name;
const range = () =>
  within(screen.getByRole("navigation", { name: "Products pages" })).getByRole("status").textContent;

test("the list shows 25 products a page with price in dollars and the tracking type", async () => {
  // The spec's columns: a provider with reorder levels adds one (reorder/reorder-levels.test.tsx, D247).
  const { provider } = await renderAt("/products", { signedInAs: VIEWER, extensions: [] });
  await screen.findByRole("table", { name: "Products" });
  const all = productsOf(provider.store.db);
  const headers = headerTexts(screen.getByRole("table"));
  assert.equal(headers, ["ID", "Name", "SKU", "MPN", "Price", "Inventory Tracking Type", "Inventory Level"]);
  assert.equal(
    ids(),
    all.slice(0, 25).map((p) => String(p.id)),
  );
  const first = all[0]!;
  assert.equal(bodyRows()[0], [
    String(first.id),
    nameCell(first),
    first.sku,
    first.mpn,
    dollars(first.priceCents),
    first.isInventoryTracking ? "Tracked" : "Not Tracked",
    String(first.inventoryLevel),
  ]);
  assert.is(range(), `1-25 of ${all.length} Products`);
});

test("a product's variations open under it with name, SKU, MPN, price and level, by keyboard, and close", async () => {
  const { provider } = await renderAt("/products", { signedInAs: VIEWER, extensions: [] });
  await screen.findByRole("table", { name: "Products" });
  const onPage = productsOf(provider.store.db).slice(0, 25);
  const at = onPage.findIndex((p) => p.variations.length >= 2);
  const product = onPage[at]!;
  const toggle = screen.getByRole("button", {
    name: `${product.variations.length} variations of ${product.name}`,
  });
  assert.is(toggle.getAttribute("aria-expanded"), "false");
  assert.is(
    screen.queryAllByRole("button", { name: /variations? of / }).length,
    onPage.filter((p) => p.variations.length > 0).length,
    "every product with variations, and only those, has the button",
  );
  // Reached with Tab from the table, and opened with Enter, as a keyboard user would.
  const user = userEvent.setup();
  screen.getByRole("region", { name: "Products" }).focus();
  for (let tabs = 0; document.activeElement !== toggle && tabs <= at + 1; tabs += 1) await user.tab();
  assert.is(document.activeElement, toggle, "Tab reaches the button");
  await user.keyboard("{Enter}");
  assert.is(toggle.getAttribute("aria-expanded"), "true");
  const rows = bodyRows();
  assert.is(rows.length, 25 + product.variations.length);
  assert.equal(
    rows.slice(at + 1, at + 1 + product.variations.length),
    product.variations.map((v) => [
      "",
      `Variation: ${v.name}`,
      v.sku,
      v.mpn,
      dollars(v.priceCents),
      "",
      String(v.inventoryLevel),
    ]),
  );
  const next = onPage[at + 1];
  assert.is(rows[at + 1 + product.variations.length]?.[0], next && String(next.id));
  await user.keyboard(" ");
  assert.is(toggle.getAttribute("aria-expanded"), "false");
  assert.equal(
    ids(),
    onPage.map((p) => String(p.id)),
    "closed again: the page's products only",
  );
});

test("next and previous page through the products", async () => {
  const { provider } = await renderAt("/products", { signedInAs: VIEWER });
  const all = productsOf(provider.store.db);
  await screen.findByRole("table", { name: "Products" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Next page" }));
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(25, 50).map((p) => String(p.id)),
    ),
  );
  assert.is(range(), `26-${Math.min(50, all.length)} of ${all.length} Products`);
  assert.is(screen.getByRole("button", { name: "Next page" }).getAttribute("aria-disabled"), "true");
  await user.click(screen.getByRole("button", { name: "Previous page" }));
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(0, 25).map((p) => String(p.id)),
    ),
  );
  assert.is(range(), `1-25 of ${all.length} Products`);
});

test("a new page size goes back to the first page, and the choice shows the size in use", async () => {
  const { provider } = await renderAt("/products", { signedInAs: VIEWER });
  const all = productsOf(provider.store.db);
  await screen.findByRole("table", { name: "Products" });
  const size = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Rows per page" });
  assert.is(size().value, "25");
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Next page" }));
  await waitFor(() => assert.is(range(), `26-${Math.min(50, all.length)} of ${all.length} Products`));
  await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "10");
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(0, 10).map((p) => String(p.id)),
    ),
  );
  assert.is(range(), `1-10 of ${all.length} Products`);
  assert.is(size().value, "10");
  assert.equal(
    within(screen.getByRole("combobox", { name: "Rows per page" }))
      .getAllByRole("option")
      .map((o) => o.textContent),
    ["5", "10", "25", "50", "100"],
  );
});

test("the loading text is the spec's", async () => {
  const texts = await statusesShownDuring(() => renderAt("/products", { signedInAs: VIEWER }));
  assert.ok(texts.includes("Loading All Products"), texts.join(" | "));
});

test("/connection/products shows the same list", async () => {
  await renderAt("/connection/products", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("table", { name: "Products" }));
});

test("a product's page and the create page are placeholders", async () => {
  await renderAt("/products/create", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("heading", { name: "Create Product" }));
  assert.ok(screen.getByText("This page is a placeholder."));
  await renderAt("/products/42", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("heading", { name: "Product 42" }));
});

test("the Customers list is one click from Products, in the bar (D165)", async () => {
  const { location } = await renderAt("/products", { signedInAs: VIEWER });
  await screen.findByRole("table", { name: "Products" });
  const bar = screen.getByRole("navigation", { name: "Inventory" });
  await userEvent.setup().click(within(bar).getByRole("link", { name: "Customers" }));
  assert.ok(await screen.findByRole("heading", { level: 1, name: "Customers" }));
  assert.is(location.history!.at(-1), "/customers");
});

test.run();
