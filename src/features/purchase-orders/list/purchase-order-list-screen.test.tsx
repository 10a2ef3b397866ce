// The purchase order list against the seeded fake store: real rows, the status chips, paging, creating
// (once per double click, the spec's alert on failure), permissions (D6), failure and loading texts.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PurchaseOrderRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { AppConfig, setConfig } from "../../../config/config.ts";
import { page } from "../../../lib/page.ts";
import { statusesShownDuring } from "../../../../test/statuses.ts";
import { bodyRows, headerTexts, tableRows } from "../../../../test/table.ts";

const BUYER = "buyer@example.com";
const RECEIVER = "receiver@example.com";
const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;
/** The store's orders as the list orders them: newest change first, then the higher id. */
const ordersOf = (db: Db, email = BUYER) =>
  db.purchaseOrders
    .filter((o) => o.storeId === storeOf(db, email))
    .sort((a, b) => b.dateModified.localeCompare(a.dateModified) || b.id - a.id);

// The tests that read cells by their place run against a spec-only provider (D231): where the provider
// stores expected arrival days an Expected Arrival column follows Ordered On (arrival.test.tsx, D250).
const SPEC_ONLY = { extensions: [] };

const ORDERS = "Purchase Orders";
const table = () => within(screen.getByRole("table", { name: ORDERS }));
const poNumbers = () => tableRows(ORDERS).map((cells) => cells[0]);
// The status badge's word, without the Overdue mark some ORDERED orders carry after it (D230).
const badges = () => tableRows(ORDERS).map((cells) => cells[7]?.replace(/ Overdue$/, ""));
const range = () =>
  within(screen.getByRole("navigation", { name: "Purchase Orders pages" })).getByRole("status").textContent;
const chip = (status: string) =>
  within(screen.getByRole("group", { name: "Status" })).getByRole("button", { name: status });

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("the first page shows five orders, newest change first, with the spec's columns (a spec-only provider)", async () => {
  const { provider } = await renderAt("/purchase-orders", { signedInAs: BUYER, ...SPEC_ONLY });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const all = ordersOf(provider.store.db);
  assert.equal(
    poNumbers(),
    all.slice(0, 5).map((o) => `PO-${o.id}`),
  );
  const first = all[0]!;
  const supplier = provider.store.db.suppliers.find((s) => s.id === first.vendorId);
  const cells = tableRows(ORDERS)[0]!;
  assert.is(cells[1], supplier?.name ?? "None set.");
  assert.is(cells[2], String(first.items.reduce((sum, item) => sum + item.quantity, 0)));
  assert.match(cells[3]!, /^\d{1,2}\/\d{1,2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/);
  assert.match(cells[6]!, /^\$[\d,]+\.\d{2}$/);
  assert.is(cells[7], first.status);
  assert.is(range(), `1-5 of ${all.length} Purchase Orders`);
  assert.equal(headerTexts(ORDERS), [
    "PO Number",
    "Supplier",
    "Item Count",
    "Created On",
    "Ordered On",
    "Received On",
    "Cost",
    "Status",
    "Actions",
  ]);
});

test("the Cost column is the provider's total of the order", async () => {
  const { provider, location } = await renderAt("/", { signedInAs: BUYER, ...SPEC_ONLY });
  await screen.findByText("Where do you want to start?");
  // One order with a known total: 3 x $2.50, less "-1", plus $4.00 shipping = $10.50.
  const order = ordersOf(provider.store.db)[0]!;
  provider.store.arrange(() => {
    order.items = [{ ...order.items[0]!, quantity: 3, unitCostCents: 250, discount: "-1" }];
    order.discount = "";
    order.shippingCents = 400;
  });
  act(() => location.navigate("/purchase-orders"));
  await screen.findByRole("table", { name: "Purchase Orders" });
  assert.is(tableRows(ORDERS)[0]![6], money(1050));
});

test("every chip is pressed at first, and each press takes its status out of the list or back in", async () => {
  const { provider } = await renderAt("/purchase-orders", { signedInAs: BUYER, ...SPEC_ONLY });
  await screen.findByRole("table", { name: "Purchase Orders" });
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"])
    assert.is(chip(status).getAttribute("aria-pressed"), "true", status);
  const user = userEvent.setup();
  await user.click(chip("OPEN"));
  await user.click(chip("CLOSED"));
  assert.is(chip("OPEN").getAttribute("aria-pressed"), "false");
  const kept = ordersOf(provider.store.db).filter((o) => o.status === "ORDERED" || o.status === "RECEIVED");
  await waitFor(() => assert.is(range(), `1-5 of ${kept.length} Purchase Orders`));
  assert.equal(
    poNumbers(),
    kept.slice(0, 5).map((o) => `PO-${o.id}`),
  );
  for (const badge of badges()) assert.ok(badge === "ORDERED" || badge === "RECEIVED", badge!);

  await user.click(chip("CLOSED"));
  assert.is(chip("CLOSED").getAttribute("aria-pressed"), "true");
  const withClosed = ordersOf(provider.store.db).filter((o) => o.status !== "OPEN");
  await waitFor(() => assert.is(range(), `1-5 of ${withClosed.length} Purchase Orders`));

  await user.click(screen.getByRole("button", { name: "Clear Filter" }));
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"])
    assert.is(chip(status).getAttribute("aria-pressed"), "true", status);
  await waitFor(() => assert.is(range(), `1-5 of ${ordersOf(provider.store.db).length} Purchase Orders`));
});

test("a filter that matches nothing shows 'No Data In Table'", async () => {
  await renderAt("/purchase-orders", { signedInAs: BUYER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const user = userEvent.setup();
  for (const status of ["OPEN", "ORDERED", "RECEIVED", "CLOSED"]) await user.click(chip(status));
  await waitFor(() => assert.ok(table().getByRole("cell", { name: "No Data In Table" })));
  assert.is(range(), "0-0 of 0 Purchase Orders");
});

test("a larger page size shows more rows, and the pages go forwards and back", async () => {
  const { provider } = await renderAt("/purchase-orders", { signedInAs: BUYER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const all = ordersOf(provider.store.db);
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "10");
  await waitFor(() => assert.is(bodyRows(ORDERS).length, 10));
  assert.is(range(), `1-10 of ${all.length} Purchase Orders`);
  await user.click(screen.getByRole("button", { name: "Next page" }));
  await waitFor(() =>
    assert.equal(
      poNumbers(),
      all.slice(10, 20).map((o) => `PO-${o.id}`),
    ),
  );
  assert.is(range(), `11-20 of ${all.length} Purchase Orders`);
  await user.click(screen.getByRole("button", { name: "Previous page" }));
  await waitFor(() =>
    assert.equal(
      poNumbers(),
      all.slice(0, 10).map((o) => `PO-${o.id}`),
    ),
  );
});

test("View opens an order; Modify is offered to a buyer only on OPEN and RECEIVED orders", async () => {
  const { provider, location } = await renderAt("/purchase-orders", { signedInAs: BUYER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  const shown = ordersOf(provider.store.db).slice(0, 5);
  for (const order of shown) {
    const modify = table().queryByRole("link", { name: `Modify PO-${order.id}` });
    const editable = order.status === "OPEN" || order.status === "RECEIVED";
    assert.is(modify !== null, editable, `${order.status} PO-${order.id}`);
    if (modify) assert.is(modify.getAttribute("href"), `/purchase-orders/${order.id}/modify`);
  }
  assert.ok(
    shown.some((o) => o.status === "ORDERED" || o.status === "CLOSED"),
    "the page has both kinds",
  );
  await userEvent.setup().click(table().getByRole("link", { name: `View PO-${shown[0]!.id}` }));
  assert.is(location.history!.at(-1), `/purchase-orders/${shown[0]!.id}`);
});

test("a receiver has no 'Create New PO' and no Modify links", async () => {
  await renderAt("/purchase-orders", { signedInAs: RECEIVER });
  await screen.findByRole("table", { name: "Purchase Orders" });
  assert.is(screen.queryByRole("button", { name: "Create New PO" }), null);
  assert.is(table().queryAllByRole("link", { name: /^Modify/ }).length, 0);
  assert.is(table().getAllByRole("link", { name: /^View PO-/ }).length, 5);
});

test("a double click on 'Create New PO' creates one empty OPEN order and opens its modify page", async () => {
  const { provider, location } = await renderAt("/purchase-orders", { signedInAs: BUYER });
  const before = provider.store.db.purchaseOrders.length;
  await userEvent.setup().dblClick(await screen.findByRole("button", { name: "Create New PO" }));
  await waitFor(() => assert.match(location.history!.at(-1)!, /^\/purchase-orders\/\d+\/modify$/));
  assert.is(provider.store.db.purchaseOrders.length, before + 1);
  const created: PurchaseOrderRow = provider.store.db.purchaseOrders.at(-1)!;
  assert.is(location.history!.at(-1), `/purchase-orders/${created.id}/modify`);
  assert.equal(
    [created.status, created.shippingCents, created.discount, created.items, created.vendorId],
    ["OPEN", 0, "", [], null],
  );
});

test("when creating fails the spec's alert is shown and nothing is created", async () => {
  const { provider, location } = await renderAt("/purchase-orders", { signedInAs: BUYER });
  const create = await screen.findByRole("button", { name: "Create New PO" });
  const before = provider.store.db.purchaseOrders.length;
  const alerts: string[] = [];
  const show = page.alert;
  page.alert = (text) => void alerts.push(text);
  try {
    // The list is on screen; now the GraphQL endpoint stops answering (a JSON 501).
    setConfig(AppConfig.parse({ graphqlUrl: "/api/no-graphql-here/" }));
    await userEvent.setup().click(create);
    await waitFor(() => assert.equal(alerts, ["Unable to create new purchase order"]));
  } finally {
    page.alert = show;
  }
  assert.is(provider.store.db.purchaseOrders.length, before);
  assert.is(location.history!.at(-1), "/purchase-orders");
  assert.is(screen.getByRole("button", { name: "Create New PO" }).getAttribute("aria-disabled"), null);
});

test("a host without a provider (501) says the service could not be reached, not the not-found page", async () => {
  await renderAt("/purchase-orders", { signedInAs: BUYER, config: { graphqlUrl: "/api/no-graphql-here/" } });
  assert.ok(await screen.findByRole("heading", { name: "The service could not be reached" }));
  assert.is(screen.queryByRole("heading", { name: NOT_FOUND }), null);
  assert.ok(screen.getByRole("button", { name: "Try Again" }));
});

test("the loading text is the spec's", async () => {
  const texts = await statusesShownDuring(() => renderAt("/purchase-orders", { signedInAs: BUYER }));
  assert.ok(texts.includes("Loading All Purchase Orders"), texts.join(" | "));
  await screen.findByRole("table", { name: "Purchase Orders" });
});

test.run();
