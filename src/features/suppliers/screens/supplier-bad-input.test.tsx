// Bad input on the supplier screens (issue 8): script and markup in every text field of the create and
// edit forms is stored as typed and shown as text in the list and on the supplier's page; a supplier
// id that is markup or another origin's address stays on the app; Enter twice creates one supplier.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { assertNoMarkupElements, assertStaysOnApp, MARKUP } from "../../../../test/bad-input.tsx";
import { renderAt } from "../../../../test/render.tsx";

const VIEWER = "viewer@example.com";
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const [IMG, SCRIPT, BOLD] = MARKUP;

/** Replaces each field's text by pasting, as a user may. */
async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.paste(value);
  }
  return user;
}

// Every text field of the create form; the phone fields are number inputs and take no markup.
const CREATE = {
  Name: IMG,
  Adress1: SCRIPT,
  Adress2: BOLD,
  City: IMG,
  State: SCRIPT,
  Zip: "62701",
  "Contact Number": "5550123",
};

test("markup in every text field of a new supplier is stored as typed and listed as text", async () => {
  const { provider, location } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const user = await fill(CREATE);
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  const stored = provider.store.db.suppliers.at(-1)!;
  const { address1, address2, city, state } = stored.primaryAddress;
  assert.equal([stored.name, address1, address2, city, state], [IMG, SCRIPT, BOLD, IMG, SCRIPT]);

  const row = (await screen.findAllByRole("row")).find(
    (r) => within(r).queryAllByRole("cell")[0]?.textContent === IMG,
  )!;
  assert.ok(row, "the new supplier is listed by its name as text");
  const cells = within(row)
    .getAllByRole("cell")
    .map((c) => c.textContent);
  assert.equal(cells.slice(0, 3), [IMG, SCRIPT, `${IMG} / ${SCRIPT}`]);
  assertNoMarkupElements();
});

test("markup in every text field of the edit form is stored and shown back as text; a markup email is refused", async () => {
  const { provider, location } = await renderAt("/suppliers", { signedInAs: VIEWER });
  const { db } = provider.store;
  const store = db.users.find((u) => u.email === VIEWER)!.activeStoreId;
  // The first by name: on the list's first page.
  const supplier = db.suppliers
    .filter((s) => s.storeId === store)
    .sort((a, b) => a.name.localeCompare(b.name))[0]!;
  await userEvent.setup().click(await screen.findByRole("link", { name: `View ${supplier.name}` }));
  await screen.findByRole("button", { name: "Update Supplier" });
  const values = {
    Name: SCRIPT,
    "Address 1": BOLD,
    "Address 2": IMG,
    City: SCRIPT,
    State: BOLD,
    "E-Mail": IMG,
  };
  const user = await fill(values);
  await user.click(screen.getByRole("button", { name: "Update Supplier" }));
  assert.match((await screen.findByRole("alert")).textContent!, /^The supplier was not saved: .*Email/);
  for (const [label, value] of Object.entries(values)) assert.is(field(label).value, value, label);
  assertNoMarkupElements();

  await fill({ "E-Mail": "" });
  await user.click(screen.getByRole("button", { name: "Update Supplier" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  const stored = provider.store.db.suppliers.find((s) => s.id === supplier.id)!;
  assert.equal(
    [
      stored.name,
      stored.primaryAddress.address1,
      stored.primaryAddress.address2,
      stored.primaryAddress.city,
      stored.primaryAddress.state,
    ],
    [SCRIPT, BOLD, IMG, SCRIPT, BOLD],
  );
  // Back on the list, its View link opens the page again: every field shows the text as typed.
  await user.click(await screen.findByRole("link", { name: `View ${SCRIPT}` }));
  await screen.findByRole("button", { name: "Update Supplier" });
  for (const [label, value] of Object.entries({ ...values, "E-Mail": "" }))
    assert.is(field(label).value, value, label);
  assertNoMarkupElements();
});

test("a supplier id that is markup or another origin's address shows the missing supplier, on the app", async () => {
  for (const id of [IMG, "//evil.example", "javascript:alert(1)"]) {
    await renderAt(`/suppliers/${encodeURIComponent(id)}`, { signedInAs: VIEWER });
    assert.ok(await screen.findByText("There is no supplier with this id in this store."), id);
    assertNoMarkupElements();
    assertStaysOnApp();
  }
});

test("Enter twice in the create form makes one supplier", async () => {
  const { provider, location } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const before = provider.store.db.suppliers.length;
  const user = await fill({ ...CREATE, Name: "Aardvark Tools" });
  await user.click(field("Name"));
  await user.keyboard("{Enter}{Enter}");
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  assert.is(provider.store.db.suppliers.length, before + 1);
});

test.run();
