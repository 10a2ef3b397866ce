// The supplier list against the seeded fake store: formatting of real rows, paging, links, failure.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Db, PhoneRow, SupplierRow } from "../../../../mocks/store/tables.ts";
import { renderAt } from "../../../../test/render.tsx";
import { tableRows } from "../../../../test/table.ts";
import { statusesShownDuring } from "../../../../test/statuses.ts";

const VIEWER = "viewer@example.com";
const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";

const storeOf = (db: Db, email: string) => db.users.find((u) => u.email === email)!.activeStoreId!;
/** The store's suppliers as the list orders them: by name. */
const suppliersOf = (db: Db) =>
  db.suppliers.filter((s) => s.storeId === storeOf(db, VIEWER)).sort((a, b) => a.name.localeCompare(b.name));

// The spec's "(ext) XXX-XXXX", written out independently of the app's formatter.
const expectedPhone = ({ number, extension }: PhoneRow) =>
  `${extension ? `(${extension}) ` : ""}${number.length > 3 ? `${number.slice(0, 3)}-${number.slice(3)}` : number}`;
const expectedRow = (s: SupplierRow) => [
  s.name,
  s.primaryAddress.address1 || s.primaryAddress.address2,
  `${s.primaryAddress.city} / ${s.primaryAddress.state}`,
  expectedPhone(s.contactNumber),
  expectedPhone(s.faxNumber),
  `View ${s.name}`,
];

const range = () =>
  within(screen.getByRole("navigation", { name: "Suppliers pages" })).getByRole("status").textContent;
const table = () => within(screen.getByRole("table", { name: "Suppliers" }));
const bodyRows = () => tableRows("Suppliers");

/** Renders the dashboard, changes the store, then opens `path`: renderAt resets the store first. */
async function openAfter(path: string, change: (db: Db) => void) {
  const view = await renderAt("/", { signedInAs: VIEWER });
  await screen.findByText("Where do you want to start?");
  view.provider.store.arrange(change);
  act(() => view.location.navigate(path));
  return view;
}

test("the list shows five suppliers by name: address, 'city / state', contact and fax formatted", async () => {
  const { provider } = await openAfter("/suppliers", (db) => {
    const [first, second] = suppliersOf(db);
    // Address 2 stands in for an empty address 1; a 7-digit number with an extension is the spec's case.
    first!.primaryAddress.address1 = "";
    first!.primaryAddress.address2 = "Suite 9";
    second!.contactNumber = { ...second!.contactNumber, number: "5550123", extension: "415" };
  });
  await screen.findByRole("table", { name: "Suppliers" });
  const expected = suppliersOf(provider.store.db).slice(0, 5);
  assert.equal(bodyRows(), expected.map(expectedRow));
  assert.is(bodyRows()[0]![1], "Suite 9");
  assert.is(bodyRows()[1]![3], "(415) 555-0123");
  assert.is(range(), `1-5 of ${suppliersOf(provider.store.db).length} Suppliers`);
});

test("View opens the supplier and 'Create New Supplier' opens the create page", async () => {
  const { location, provider } = await renderAt("/suppliers", { signedInAs: VIEWER });
  const first = suppliersOf(provider.store.db)[0]!;
  const user = userEvent.setup();
  await user.click(await screen.findByRole("link", { name: `View ${first.name}` }));
  assert.is(location.history!.at(-1), `/suppliers/${first.id}`);
  await renderAt("/suppliers", { signedInAs: VIEWER });
  const create = await screen.findByRole("link", { name: "Create New Supplier" });
  assert.is(create.getAttribute("href"), "/suppliers/create");
});

test("the list pages forwards and back five at a time", async () => {
  const { provider } = await renderAt("/suppliers", { signedInAs: VIEWER });
  const all = suppliersOf(provider.store.db);
  const names = () => bodyRows().map((row) => row[0]);
  await screen.findByRole("table", { name: "Suppliers" });
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Next page" }));
  await waitFor(() =>
    assert.equal(
      names(),
      all.slice(5, 10).map((s) => s.name),
    ),
  );
  assert.is(range(), `6-10 of ${all.length} Suppliers`);
  await user.click(screen.getByRole("button", { name: "Previous page" }));
  await waitFor(() =>
    assert.equal(
      names(),
      all.slice(0, 5).map((s) => s.name),
    ),
  );
  assert.is(screen.getByRole("button", { name: "Previous page" }).getAttribute("aria-disabled"), "true");
});

test("a name with markup is shown as text, never as markup", async () => {
  const name = "<img src=x onerror=alert(1)>";
  const { container } = await openAfter("/suppliers", (db) => {
    suppliersOf(db)[0]!.name = name;
  });
  await screen.findByRole("table", { name: "Suppliers" });
  assert.ok(table().getByRole("cell", { name }));
  assert.is(container.querySelector("img"), null);
});

test("a host without a provider (501) says the service could not be reached, not the not-found page", async () => {
  await renderAt("/suppliers", { signedInAs: VIEWER, config: { graphqlUrl: "/api/no-graphql-here/" } });
  assert.ok(await screen.findByRole("heading", { name: "The service could not be reached" }));
  assert.is(screen.queryByRole("heading", { name: NOT_FOUND }), null);
  assert.ok(screen.getByRole("button", { name: "Try Again" }));
});

test("the loading text is the spec's", async () => {
  const texts = await statusesShownDuring(() => renderAt("/suppliers", { signedInAs: VIEWER }));
  assert.ok(texts.includes("Loading All Suppliers."), texts.join(" | "));
});

test.run();
