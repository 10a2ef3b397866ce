// The catalogue screens (issue 5) in Chromium: a supplier created after the form refuses it (spec
// section 5) and then edited, a supplier's orders narrowed by status, the paged product and customer
// lists, the list formats of spec section 9, a supplier name that looks like HTML, and axe on each.
import * as assert from "uvu/assert";
import {
  allSuppliers,
  changeSupplierEmail,
  landOnSuppliers,
  orderStatuses,
  phone,
  recentOrders,
  recordOperations,
  refuseNewSupplier,
  saveFixedSupplier,
  statusFilter,
  STATUSES,
  supplierWithMostStatuses,
  uncheckAllButOne,
  viewSupplier,
} from "./catalog-steps.ts";
import { pageThrough } from "./catalog-paging.ts";
import { assertNoErrors, checkA11y, journey, journeySuite } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { fillForm, navLink, OWNER, signIn, signInToDashboard } from "./steps.ts";
import { readRows, table, tablesSettled } from "./tables.ts";
import { PRODUCTS_TEXT } from "../src/features/products/strings.ts";
import { formatCents } from "../schema/format.ts";

const test = journeySuite("catalog journey");

// ---------------------------------------------------------------------------------------------
// Suppliers.

test("the owner's new supplier is refused for a 4-character zip and no contact number, then saved and its email changed", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    const sent = recordOperations(page);
    await signInToDashboard(demo, OWNER);
    await navLink(page, "Suppliers").click();
    await tablesSettled(page);
    await checkA11y(page, "the suppliers list");

    await refuseNewSupplier(demo, sent);
    const landings = [await saveFixedSupplier(page)];
    landings.push(await changeSupplierEmail(page));

    // Spec section 7: "On success both supplier forms go to /suppliers/", trailing slash included.
    await assertNoErrors(demo);
    assert.equal(landings, ["/suppliers/", "/suppliers/"], "where the create and update forms land");
  }));

test("unchecking statuses narrows a seeded supplier's Recent Purchase Orders to the checked ones", async () => {
  const { supplier, seeded } = await supplierWithMostStatuses();

  await journey("/suppliers", async (demo) => {
    const { page } = demo;
    await signIn(demo, OWNER);
    await allSuppliers(page);
    await viewSupplier(page, supplier.name);
    await page.getByRole("heading", { level: 1, name: supplier.name, exact: true }).waitFor();

    const filter = statusFilter(page);
    for (const status of STATUSES)
      assert.ok(
        await filter.getByRole("checkbox", { name: status, exact: true }).isChecked(),
        `${status} checked`,
      );
    const all = await orderStatuses(page);
    assert.is(all.length, seeded.length, "every order of the supplier is listed");
    assert.equal(new Set(all), new Set(seeded.map((o) => o.status)));
    for (const row of await readRows(recentOrders(page), ["PO Number", "Supplier"])) {
      assert.match(row["PO Number"], /^PO-\d+$/);
      assert.is(row.Supplier, supplier.name);
    }
    await uncheckAllButOne(page, seeded, all);
  });
});

test("the suppliers list reads 'city / state' and '(ext) XXX-XXXX' numbers on the seeded rows", () =>
  journey("/suppliers", async (demo) => {
    const { page } = demo;
    const { suppliers } = await seededStore(OWNER);
    await signIn(demo, OWNER);
    const rows = await allSuppliers(page);
    assert.is(rows.length, suppliers.length);
    let faxless = 0;
    for (const row of rows) {
      const seeded = suppliers.find((s) => s.name === row.Name);
      assert.ok(seeded, `${row.Name} is a seeded supplier`);
      const { city, state, address1, address2 } = seeded.primaryAddress;
      assert.is(row["City/State"], `${city} / ${state}`);
      assert.is(row.Address, address1 || address2);
      assert.match(row.Contact, /^\(\d{3}\) \d{3}-\d{4}$/, `${row.Name}'s contact "${row.Contact}"`);
      assert.is(row.Contact, phone(seeded.contactNumber));
      if (row.Fax === "") faxless += 1;
      else assert.match(row.Fax, /^\(\d{3}\) \d{3}-\d{4}$/, `${row.Name}'s fax "${row.Fax}"`);
      assert.is(row.Fax, seeded.faxNumber.number ? phone(seeded.faxNumber) : "");
    }
    assert.ok(faxless > 0 && faxless < rows.length, "rows with and without a fax were both checked");
  }));

test("a supplier named like an HTML image tag is listed as that literal text and runs nothing", () =>
  journey("/suppliers/create", async (demo) => {
    const { page } = demo;
    const name = "<img src=x onerror=alert(1)>";
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await signIn(demo, OWNER);
    await page.getByRole("button", { name: "Create Supplier", exact: true }).waitFor();
    await fillForm(page, {
      Name: name,
      Adress1: "1 Markup Lane",
      City: "Script City",
      State: "CA",
      Zip: "90210",
      "Contact Number": "5550100",
    });
    await page.getByRole("button", { name: "Create Supplier", exact: true }).click();
    await landOnSuppliers(page);

    const suppliers = table(page, "Suppliers");
    const rows = await allSuppliers(page);
    assert.ok(
      rows.some((row) => row.Name === name),
      `listed as typed: ${rows.map((row) => row.Name)}`,
    );
    assert.is(await suppliers.locator("img").count(), 0, "no image element was made from the name");
    await viewSupplier(page, name);
    await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
    assert.is(await page.locator("main img").count(), 0);
    // An image that fails to load runs its onerror a moment later: give it half a second.
    await page.waitForEvent("dialog", { timeout: 500 }).catch(() => undefined);
    assert.equal(dialogs, [], "no dialog opened");
  }));

// ---------------------------------------------------------------------------------------------
// Products and customers.

const RANGES_ONLY_AS_SHOWN =
  "the range line (a live region) only ever reads the range of the rows on screen, never a mix of " +
  "the next page's position and the old page's row count";

test("the products list pages forwards and back and shows 10 rows when 10 are chosen", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInToDashboard(demo, OWNER);
    await navLink(page, "Products").click();
    await tablesSettled(page);
    await checkA11y(page, "the products list");
    const ranges = await pageThrough(page, "Products", 25);
    await assertNoErrors(demo); // first, so these are reported even when the range check fails
    assert.equal(ranges.shown, ranges.expected, RANGES_ONLY_AS_SHOWN);
  }));

test("a product's variations open under it from the keyboard, with their SKU, MPN, price and level (issue 12)", () =>
  journey("/products", async (demo) => {
    const { page } = demo;
    await signIn(demo, OWNER);
    await tablesSettled(page);
    const products = (await seededStore(OWNER)).products.sort((a, b) => a.name.localeCompare(b.name));
    const product = products.slice(0, 25).find((p) => p.variations.length >= 2)!;
    const toggle = page.getByRole("button", {
      name: `${PRODUCTS_TEXT.variations(product.variations.length)} ${PRODUCTS_TEXT.of(product.name)}`,
      exact: true,
    });
    await toggle.focus();
    await page.keyboard.press("Enter");
    assert.is(await toggle.getAttribute("aria-expanded"), "true");
    const rows = await readRows(table(page, PRODUCTS_TEXT.title));
    const level = PRODUCTS_TEXT.columns.level;
    for (const variation of product.variations) {
      const row = rows.find((r) => r[PRODUCTS_TEXT.columns.sku] === variation.sku);
      assert.ok(row, `${variation.sku} shows once opened`);
      assert.equal(
        [row[PRODUCTS_TEXT.columns.mpn], row[PRODUCTS_TEXT.columns.price], row[level]],
        [variation.mpn, formatCents(variation.priceCents), String(variation.inventoryLevel)],
      );
    }
    await checkA11y(page, "the products list with a product's variations open");
    await page.keyboard.press("Space");
    assert.is(await toggle.getAttribute("aria-expanded"), "false");
    await assertNoErrors(demo);
  }));

test("the customers list pages forwards and back, and phones read (xxx)xxx-xxxx", () =>
  journey("/customers", async (demo) => {
    const { page } = demo;
    await signIn(demo, OWNER);
    await tablesSettled(page);
    await checkA11y(page, "the customers list");

    const rows = await readRows(table(page, "Customers"), ["Phone"]);
    const phones = rows.map((row) => row.Phone);
    for (const phone of phones) assert.match(phone, /^(\(\d{3}\)\d{3}-\d{4})?$/, `phone "${phone}"`);
    assert.ok(phones.some(Boolean), "some customers have a phone");

    const ranges = await pageThrough(page, "Customers", 25);
    await assertNoErrors(demo); // first, so these are reported even when the range check fails
    assert.equal(ranges.shown, ranges.expected, RANGES_ONLY_AS_SHOWN);
  }));

test.run();
