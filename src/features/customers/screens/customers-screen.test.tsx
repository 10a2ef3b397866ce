// The customer list against the seeded fake store: columns, phone format, paging, page size.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { CustomerRow, Db } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { tableRows } from "../../../../test/table.ts";

const VIEWER = "viewer@example.com";

// The list keeps the store's own order (the order rows were added in).
const customersOf = (db: Db) => {
  const storeId = db.users.find((u) => u.email === VIEWER)!.activeStoreId;
  return db.customers.filter((c) => c.storeId === storeId);
};
const bodyRows = () => tableRows("Customers");
const ids = () => bodyRows().map((row) => row[0]);
const range = () =>
  within(screen.getByRole("navigation", { name: "Customers pages" })).getByRole("status").textContent;

// (xxx)xxx-xxxx, written out independently of the app's formatter.
const expectedPhone = (c: CustomerRow) => {
  const n = c.phone?.number ?? "";
  return n ? `(${n.slice(0, 3)})${n.slice(3, 6)}-${n.slice(6)}` : "";
};

test("the list shows 25 customers a page with the phone as (xxx)xxx-xxxx", async () => {
  const { provider } = await renderAt("/customers", { signedInAs: VIEWER });
  await screen.findByRole("table", { name: "Customers" });
  const page = customersOf(provider.store.db).slice(0, 25);
  assert.equal(
    bodyRows(),
    page.map((c) => [String(c.id), `${c.firstName} ${c.lastName}`, c.email, c.company, expectedPhone(c)]),
  );
  assert.ok(page.some((c) => c.phone === null) && page.some((c) => c.phone), "both kinds are on the page");
  assert.match(bodyRows().find((row) => row[4])![4]!, /^\(\d{3}\)\d{3}-\d{4}$/);
});

test("next, next and previous page through the customers", async () => {
  const { provider } = await renderAt("/customers", { signedInAs: VIEWER });
  const all = customersOf(provider.store.db);
  await screen.findByRole("table", { name: "Customers" });
  const user = userEvent.setup();
  const next = () => screen.getByRole("button", { name: "Next page" });
  await user.click(next());
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(25, 50).map((c) => String(c.id)),
    ),
  );
  await waitFor(() => assert.not.ok(next().hasAttribute("aria-disabled")));
  await user.click(next());
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(50, 75).map((c) => String(c.id)),
    ),
  );
  assert.is(range(), `51-${Math.min(75, all.length)} of ${all.length} Customers`);
  await user.click(screen.getByRole("button", { name: "Previous page" }));
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(25, 50).map((c) => String(c.id)),
    ),
  );
  assert.is(range(), `26-50 of ${all.length} Customers`);
});

test("a new page size goes back to the first page", async () => {
  const { provider } = await renderAt("/customers", { signedInAs: VIEWER });
  const all = customersOf(provider.store.db);
  await screen.findByRole("table", { name: "Customers" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Next page" }));
  await waitFor(() => assert.is(range(), `26-50 of ${all.length} Customers`));
  await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "50");
  await waitFor(() =>
    assert.equal(
      ids(),
      all.slice(0, 50).map((c) => String(c.id)),
    ),
  );
  assert.is(range(), `1-50 of ${all.length} Customers`);
});

test("/connection/customers shows the same list; a customer's page is a placeholder", async () => {
  await renderAt("/connection/customers", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("table", { name: "Customers" }));
  await renderAt("/customers/7", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("heading", { name: "Customer 7" }));
  assert.ok(screen.getByText("This page is a placeholder."));
  await renderAt("/customers/create", { signedInAs: VIEWER });
  assert.ok(await screen.findByRole("heading", { name: "Create Customer" }));
});

test.run();
