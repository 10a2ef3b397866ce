// The supplier screens (issue 5) as catalog.journey.ts drives them: the list, a supplier's page, the
// GraphQL operations sent, and the phases of the journeys whose bodies would otherwise run to a
// screen or more. The demo-toolkit journeys read the list (allSuppliers) and open a supplier
// (viewSupplier) with these too.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { checkA11y, isGraphql, onPageCall, watchPage, type DemoPage } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { fieldByLabel, fillForm, OWNER, pathname } from "./steps.ts";
import { readRows, table, tablesSettled, wholeList } from "./tables.ts";

/** A purchase order's statuses, in the order the Status filter lists them. */
export const STATUSES = ["OPEN", "ORDERED", "RECEIVED", "CLOSED"] as const;

/** By the form's labels: the product's, "Adress1" (sic) included. */
const NEW_SUPPLIER = {
  Name: "Journey Fasteners Co",
  Adress1: "12 Rivet Road",
  City: "Dayton",
  State: "OH",
};

/** The suppliers list at 100 a page, so every supplier of the store is on it. */
export const allSuppliers = async (page: Page) =>
  readRows(await wholeList(page, "Suppliers"), ["Name", "Address", "City/State", "Contact", "Fax"]);

/** Opens a supplier's page from the list with its View link, and waits for its form. */
export async function viewSupplier(page: Page, name: string): Promise<void> {
  await table(page, "Suppliers")
    .getByRole("link", { name: `View ${name}`, exact: true })
    .click();
  await page.getByRole("button", { name: "Update Supplier", exact: true }).waitFor();
  await tablesSettled(page);
}

/** The GraphQL operations the page sends from now on, by operationName. */
export function recordOperations(page: Page): string[] {
  const sent: string[] = [];
  onPageCall(page, (call) => isGraphql(call) && sent.push(call.operationName ?? "?"));
  return sent;
}

/** Waits for the supplier list after a save and returns the path it landed on. */
export async function landOnSuppliers(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/suppliers\/?$/.test(url.pathname));
  await page.getByRole("link", { name: "Create New Supplier", exact: true }).waitFor();
  return pathname(page);
}

const isInvalid = async (page: Page, label: string) =>
  (await fieldByLabel(page, label).getAttribute("aria-invalid")) === "true";

const createButton = (page: Page) => page.getByRole("button", { name: "Create Supplier", exact: true });

/** Spec section 9: "(ext) XXX-XXXX" from the first 3 and next 4 digits. */
export const phone = ({ number, extension }: { number: string; extension: string }) =>
  `(${extension}) ${number.slice(0, 3)}-${number.slice(3, 7)}`;

// ---------------------------------------------------------------------------------------------
// The new supplier's journey, from the suppliers list.

/**
 * Fills the create form with NEW_SUPPLIER, a 4-character zip and no contact number: both are marked,
 * the form stays, no AddSupplier is among the operations `sent`, and another tab does not list it.
 */
export async function refuseNewSupplier(demo: DemoPage, sent: string[]): Promise<void> {
  const { page } = demo;
  await page.getByRole("link", { name: "Create New Supplier", exact: true }).click();
  await page.getByRole("heading", { name: "New Supplier", exact: true }).waitFor();
  assert.is(pathname(page), "/suppliers/create");
  await fillForm(page, { ...NEW_SUPPLIER, Zip: "4321" });
  const sentBefore = sent.length;
  await createButton(page).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  assert.ok(await isInvalid(page, "Zip"), "Zip is marked invalid");
  assert.ok(await isInvalid(page, "Contact Number"), "Contact Number is marked invalid");
  for (const label of Object.keys(NEW_SUPPLIER))
    assert.not.ok(await isInvalid(page, label), `${label} is fine`);
  assert.is(pathname(page), "/suppliers/create");
  await checkA11y(page, "supplier create with the invalid fields shown");

  // In another tab of the same browser: the refused supplier is not on the list.
  const other = await demo.context.newPage();
  await watchPage(demo, other);
  await other.goto(new URL("suppliers", demo.baseUrl).href);
  const listed = await allSuppliers(other);
  assert.ok(listed.length > 0);
  assert.not.ok(
    listed.some((row) => row.Name === NEW_SUPPLIER.Name),
    "the refused supplier is not listed",
  );
  await other.close();
  assert.not.ok(sent.slice(sentBefore).includes("AddSupplier"), `no AddSupplier was sent: ${sent}`);
}

/** Fixes the refused form and saves it: listed once, in the list's formats. Returns where it landed. */
export async function saveFixedSupplier(page: Page): Promise<string> {
  await fillForm(page, { Zip: "45402", "Contact Number": "5550142" });
  assert.not.ok(await isInvalid(page, "Zip"), "a fixed field is no longer marked");
  await createButton(page).click();
  const landing = await landOnSuppliers(page);
  const created = (await allSuppliers(page)).filter((row) => row.Name === NEW_SUPPLIER.Name);
  assert.is(created.length, 1, "the new supplier is listed once");
  assert.is(created[0]!["City/State"], "Dayton / OH");
  // No extension was typed: the spec's "(ext)" part is left to the app, the digits are not.
  assert.match(created[0]!.Contact, /^(\(\) )?555-0142$/);
  return landing;
}

/**
 * Gives the new supplier an email on its page (the create form sent none) and opens it again: the email
 * is stored and the other fields kept. Returns where the update landed.
 */
export async function changeSupplierEmail(page: Page): Promise<string> {
  await viewSupplier(page, NEW_SUPPLIER.Name);
  const supplierPath = pathname(page);
  assert.match(supplierPath, /^\/suppliers\/\d+$/);
  const email = fieldByLabel(page, "E-Mail");
  assert.is(await email.inputValue(), "", "the create form sends no email (D26)");
  await checkA11y(page, "supplier edit");
  await email.fill("orders@journey-fasteners.example.com");
  await page.getByRole("button", { name: "Update Supplier", exact: true }).click();
  const landing = await landOnSuppliers(page);

  await allSuppliers(page);
  await viewSupplier(page, NEW_SUPPLIER.Name);
  assert.is(pathname(page), supplierPath);
  assert.is(await fieldByLabel(page, "E-Mail").inputValue(), "orders@journey-fasteners.example.com");
  assert.is(await fieldByLabel(page, "Zip").inputValue(), "45402", "the other fields are kept");
  return landing;
}

// ---------------------------------------------------------------------------------------------
// A supplier's Recent Purchase Orders and their Status filter.

/** The owner's seeded supplier whose orders span the most statuses (then the most orders), and its orders. */
export async function supplierWithMostStatuses() {
  const { suppliers, orders } = await seededStore(OWNER);
  const ordersOf = (id: number) => orders.filter((o) => o.vendorId === id);
  const spread = (id: number) => new Set(ordersOf(id).map((o) => o.status)).size;
  const supplier = [...suppliers].sort(
    (a, b) => spread(b.id) - spread(a.id) || ordersOf(b.id).length - ordersOf(a.id).length,
  )[0]!;
  assert.ok(spread(supplier.id) >= 3, `${supplier.name} has orders in at least three statuses`);
  return { supplier, seeded: ordersOf(supplier.id) };
}

/** The supplier page's orders table. */
export const recentOrders = (page: Page) => table(page, "Recent Purchase Orders");

/** The Status column of the supplier page's orders, row by row. */
export const orderStatuses = async (page: Page) =>
  (await readRows(recentOrders(page), ["Status"])).map((row) => row.Status);

/** The supplier page's Status filter: a checkbox per status. */
export const statusFilter = (page: Page) => page.getByRole("group", { name: "Status", exact: true });

/**
 * Unchecks the statuses one at a time, keeping the one the supplier has most of (`all` is the Status
 * column with every box checked): each makes fewer rows, exactly the `seeded` orders still checked.
 */
export async function uncheckAllButOne(page: Page, seeded: { status: string }[], all: string[]) {
  const counts = (list: string[]) => STATUSES.map((s) => list.filter((x) => x === s).length);
  const keep = STATUSES[counts(all).indexOf(Math.max(...counts(all)))]!;
  const checked = new Set<string>(STATUSES);
  let before = all.length;
  for (const status of STATUSES.filter((s) => s !== keep && all.includes(s))) {
    await statusFilter(page).getByRole("checkbox", { name: status, exact: true }).uncheck();
    checked.delete(status);
    const expected = seeded.filter((o) => checked.has(o.status)).length;
    await page.waitForFunction(
      (rows) =>
        !document.querySelector('table[aria-busy="true"]') &&
        document.querySelectorAll("table tbody tr").length === rows,
      expected,
      { polling: "raf" },
    );
    const shown = await orderStatuses(page);
    assert.ok(shown.length < before, `unchecking ${status} reduces the rows (${before} -> ${shown.length})`);
    assert.is(shown.length, expected);
    for (const badge of shown) assert.ok(checked.has(badge), `${badge} is one of ${[...checked]}`);
    before = shown.length;
  }
  assert.equal(new Set(await orderStatuses(page)), new Set([keep]));
}
