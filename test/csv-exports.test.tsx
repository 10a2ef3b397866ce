// Export CSV on every list and on an order (issue 16, D75-D78): each file is read back with a CSV
// parser and compared with what the provider holds, every page of it; a cell starting with "=" comes
// back inert; a provider failing midway saves no file and says so, and Try Again then saves the whole.
import { unavailableFor } from "./graphql-outage.ts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import type { Db, PurchaseOrderRow } from "../mocks/store/tables.ts";
import { nameProblem } from "../schema/names.ts";
import { lineCents, orderTotals } from "../schema/totals.ts";
import { formatCustomerPhone, formatSupplierPhone } from "../src/lib/phone.ts";
import { downloadCsv, today } from "./csv.ts";
import { nextDownload } from "./downloads.ts";
import { quietly } from "./failure-kit.tsx";
import { renderAt } from "./render.tsx";

const OWNER = "owner@example.com";
const storeOf = (db: Db) => db.users.find((u) => u.email === OWNER)!.activeStoreId!;
const money = (cents: number) => (cents / 100).toFixed(2);
/** Records compared as sets: the file keeps the list's order, which the provider decides. */
const sorted = (records: (string | number | null)[][]) =>
  records
    .map((r) => r.map((c) => (c === null ? "" : String(c))))
    .sort((a, b) => a.join("|").localeCompare(b.join("|")));

async function open(path: string) {
  const view = await renderAt(path, { signedInAs: OWNER });
  return { ...view, user: userEvent.setup(), db: view.provider.store.db };
}

const exportButton = () => screen.findByRole("button", { name: "Export CSV" });

test("suppliers: every supplier over two pages, a name starting with = written inert", async () => {
  assert.is(nameProblem("=SUM(A1)"), undefined, "the provider takes such a name (D52)");
  const { provider, user, db } = await open("/suppliers");
  const store = storeOf(db);
  provider.store.arrange((db) => {
    const first = db.suppliers.find((s) => s.storeId === store)!;
    first.name = "=SUM(A1)";
    // More than one page of 100 (D77).
    for (let i = 0; i < 110; i++)
      db.suppliers.push({ ...structuredClone(first), id: ++db.nextId, name: `Extra Supplier ${i}` });
  });
  const { fileName, records } = await downloadCsv(async () => user.click(await exportButton()));
  assert.is(fileName, `suppliers-${today()}.csv`);
  assert.equal(records[0], ["Name", "Address", "City/State", "Contact", "Fax", "E-Mail"]);
  const held = provider.store.db.suppliers.filter((s) => s.storeId === store);
  assert.is(records.length - 1, held.length);
  assert.equal(
    sorted(records.slice(1)),
    sorted(
      held.map((s) => [
        s.name === "=SUM(A1)" ? "'=SUM(A1)" : s.name,
        s.primaryAddress.address1 || s.primaryAddress.address2,
        `${s.primaryAddress.city} / ${s.primaryAddress.state}`,
        formatSupplierPhone(s.contactNumber),
        formatSupplierPhone(s.faxNumber),
        s.email,
      ]),
    ),
  );
});

test("purchase orders: the current status filter, every page, money plain and dates ISO 8601", async () => {
  const { provider, user, db } = await open("/purchase-orders?status=OPEN&status=CLOSED");
  const store = storeOf(db);
  provider.store.arrange((db) => {
    const model = db.purchaseOrders.find((o) => o.storeId === store && o.status === "OPEN")!;
    for (let i = 0; i < 105; i++) db.purchaseOrders.push({ ...structuredClone(model), id: ++db.nextId });
  });
  const { fileName, records } = await downloadCsv(async () => user.click(await exportButton()));
  assert.is(fileName, `purchase-orders-${today()}.csv`);
  assert.equal(records[0], [
    "PO Number",
    "Supplier",
    "Item Count",
    "Created On",
    "Ordered On",
    "Received On",
    "Cost",
    "Status",
  ]);
  const { suppliers } = provider.store.db;
  const held = provider.store.db.purchaseOrders.filter(
    (o) => o.storeId === store && (o.status === "OPEN" || o.status === "CLOSED"),
  );
  assert.ok(held.length > 100);
  const total = (o: PurchaseOrderRow) =>
    orderTotals({
      items: o.items.map((i) => ({
        unitCostCents: i.unitCostCents,
        quantity: i.quantity,
        discount: i.discount,
      })),
      discount: o.discount,
      shippingCents: o.shippingCents,
    }).totalCents;
  assert.equal(
    sorted(records.slice(1)),
    sorted(
      held.map((o) => [
        `PO-${o.id}`,
        suppliers.find((s) => s.id === o.vendorId)?.name ?? "",
        o.items.reduce((sum, i) => sum + i.quantity, 0),
        o.dateCreated,
        o.dateOrdered,
        o.dateReceived,
        money(total(o)),
        o.status,
      ]),
    ),
  );
  assert.ok(
    records.slice(1).every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(r[3]!)),
    "dates are ISO 8601",
  );
});

test("one order's lines: the view's columns, cost, discount (negative) and line total as plain numbers", async () => {
  const { db } = await open("/");
  const store = storeOf(db);
  const order = db.purchaseOrders.find((o) => o.storeId === store && o.items.some((i) => i.discount !== ""))!;
  const { user } = await open(`/purchase-orders/${order.id}`);
  const { fileName, records } = await downloadCsv(async () => user.click(await exportButton()));
  assert.is(fileName, `purchase-order-${order.id}-${today()}.csv`);
  assert.equal(records[0], ["Product name", "SKU", "UPC/MPN", "Quantity", "Cost", "Discount", "Line Total"]);
  const products = db.products;
  assert.equal(
    records.slice(1),
    order.items.map((i) => {
      const product = products.find((p) => p.id === i.productId)!;
      const shown = product.variations.find((v) => v.id === i.variationId) ?? product;
      const cents = lineCents({ unitCostCents: i.unitCostCents, quantity: i.quantity, discount: i.discount });
      return [
        shown.name,
        shown.sku,
        shown.mpn,
        String(i.quantity),
        money(i.unitCostCents),
        money(-cents.discountCents || 0),
        money(cents.totalCents),
      ];
    }),
  );
});

test("products with their variations, and customers, as their lists show them", async () => {
  const { user, db } = await open("/products");
  const store = storeOf(db);
  const products = await downloadCsv(async () => user.click(await exportButton()));
  assert.is(products.fileName, `products-${today()}.csv`);
  assert.equal(products.records[0], [
    "ID",
    "Name",
    "SKU",
    "MPN",
    "Price",
    "Inventory Tracking Type",
    "Inventory Level",
    "Variation ID",
  ]);
  const expected = db.products
    .filter((p) => p.storeId === store)
    .flatMap((p) => {
      const tracking = p.isInventoryTracking ? "Tracked" : "Not Tracked";
      return [
        [p.id, p.name, p.sku, p.mpn, money(p.priceCents), tracking, p.inventoryLevel, ""],
        ...p.variations.map((v) => [
          p.id,
          v.name,
          v.sku,
          v.mpn,
          money(v.priceCents),
          tracking,
          v.inventoryLevel,
          v.id,
        ]),
      ];
    });
  assert.ok(
    expected.some((r) => r[7] !== ""),
    "the seed has variations",
  );
  assert.equal(sorted(products.records.slice(1)), sorted(expected));

  const customersView = await open("/customers");
  const customers = await downloadCsv(async () => customersView.user.click(await exportButton()));
  assert.is(customers.fileName, `customers-${today()}.csv`);
  assert.equal(customers.records[0], ["ID", "Name", "Email", "Company", "Phone"]);
  assert.equal(
    sorted(customers.records.slice(1)),
    sorted(
      db.customers
        .filter((c) => c.storeId === store)
        .map((c) => [
          c.id,
          `${c.firstName} ${c.lastName}`.trim(),
          c.email,
          c.company,
          formatCustomerPhone(c.phone),
        ]),
    ),
  );
});

test("a provider failing on the second page saves no file and says so; Try Again saves the whole list", async () => {
  const { server } = await sharedInProcessProvider();
  const { provider, user, db } = await open("/customers");
  const store = storeOf(db);
  provider.store.arrange((db) => {
    const model = db.customers.find((c) => c.storeId === store)!;
    for (let i = 0; i < 60; i++) db.customers.push({ ...structuredClone(model), id: ++db.nextId });
  });
  let calls = 0;
  server.use(unavailableFor("Customers", () => ++calls === 2));
  const download = nextDownload();
  try {
    calls = 0;
    await quietly(async () => {
      await user.click(await exportButton());
      assert.match(
        (await screen.findByRole("alert")).textContent!,
        "The export did not finish, so no file was saved: The service is unavailable right now.",
      );
    });
    assert.is(download.caught(), undefined, "no half file");
    download.stop();
    const again = await downloadCsv(() => user.click(screen.getByRole("button", { name: "Try Again" })));
    assert.is(
      again.records.length - 1,
      provider.store.db.customers.filter((c) => c.storeId === store).length,
    );
    await waitFor(() => assert.is(screen.queryByRole("alert"), null));
  } finally {
    download.stop();
    server.resetHandlers();
  }
});

test.run();
