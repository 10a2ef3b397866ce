// Supplier create against the fake provider: the product's labels, checks on submit (spec section 5),
// a refusal that keeps the form (D27), one supplier per double click, and the list afterwards.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import { statusesShownDuring } from "../../../../test/statuses.ts";

const VIEWER = "viewer@example.com";
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const invalid = (label: string) => field(label).getAttribute("aria-invalid") === "true";

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
  return user;
}

const VALID = {
  Name: "Aardvark Tools",
  Adress1: "1 Main St",
  City: "Springfield",
  State: "IL",
  Zip: "62701",
  "Contact Number": "5550123",
};

test("the form has the product's labels (sic), no email, and telephone inputs for the phones (D40)", async () => {
  await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const form = within(screen.getByRole("form"));
  assert.equal(
    form.getAllByRole("textbox").map((input) => input.getAttribute("name")),
    [
      "name",
      "address1",
      "address2",
      "city",
      "state",
      "zipCode",
      "phoneNumber",
      "phoneExtension",
      "faxNumber",
      "faxExtension",
    ],
  );
  for (const label of ["Name", "Adress1", "Adress2", "City", "State", "Zip"]) assert.ok(field(label), label);
  for (const label of ["Contact Number", "Contact Extension", "Fax Number", "Fax Extension"])
    assert.is(field(label).type, "tel", label);
  assert.is(screen.queryByLabelText("E-Mail"), null);
  assert.is(screen.getByRole("link", { name: "Return To All Suppliers" }).getAttribute("href"), "/suppliers");
});

test("a short zip and no phone are marked and nothing is sent; fixed, the supplier is created and listed", async () => {
  const { provider, location } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const before = provider.store.db.suppliers.length;
  const user = await fill({ ...VALID, Zip: "627", "Contact Number": "" });
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  assert.ok(invalid("Zip") && invalid("Contact Number"));
  assert.not.ok(invalid("Name") || invalid("Adress1") || invalid("City") || invalid("State"));
  assert.is(document.activeElement, field("Zip"), "focus moves to the first field to fix");
  assert.is(provider.store.db.suppliers.length, before);

  await fill({ Zip: "62701", "Contact Number": "5550123" });
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  assert.is(provider.store.db.suppliers.length, before + 1);
  const stored = provider.store.db.suppliers.at(-1)!;
  assert.equal(
    [stored.name, stored.email, stored.primaryAddress.zipCode, stored.contactNumber.number],
    ["Aardvark Tools", "", "62701", "5550123"],
  );
  assert.ok(await screen.findByRole("cell", { name: "Aardvark Tools" }));
});

test("phone and fax take dashes, spaces and parentheses and store the digits (D40)", async () => {
  const { provider, location } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const user = await fill({ ...VALID, "Contact Number": "555-1234", "Fax Number": "(415) 555.0199" });
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  const stored = provider.store.db.suppliers.at(-1)!;
  assert.equal([stored.contactNumber.number, stored.faxNumber.number], ["5551234", "4155550199"]);
});

test("a refused field says why in text tied to it, besides the highlight (D40)", async () => {
  const { provider } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const before = provider.store.db.suppliers.length;
  const user = await fill({ ...VALID, "Contact Number": "555-12", Zip: "" });
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  const why = (label: string) => document.getElementById(field(label).getAttribute("aria-describedby")!);
  assert.is(why("Contact Number")?.textContent, "At least 7 digits");
  assert.is(why("Zip")?.textContent, "At least 5 characters");
  assert.ok(screen.getByText("At least 7 digits"), "on screen, not only for screen readers");
  assert.is(provider.store.db.suppliers.length, before);
});

test("the list a create lands on never shows the rows from before it, even for a moment", async () => {
  await renderAt("/suppliers", { signedInAs: VIEWER });
  const ofTotal = / of (\d+) Suppliers$/;
  const before = Number(ofTotal.exec((await screen.findByText(ofTotal)).textContent!)![1]);
  await userEvent.setup().click(screen.getByRole("link", { name: "Create New Supplier" }));
  await screen.findByRole("button", { name: "Create Supplier" });
  const user = await fill(VALID);
  const shown = await statusesShownDuring(async () => {
    await user.click(screen.getByRole("button", { name: "Create Supplier" }));
    await screen.findByRole("cell", { name: "Aardvark Tools" });
  });
  const totals = shown.flatMap((text) => ofTotal.exec(text)?.[1] ?? []).map(Number);
  assert.ok(totals.length > 0, `a range line was shown (${shown})`);
  assert.equal(
    totals,
    totals.map(() => before + 1),
    `every range line shown counts the new one (${shown})`,
  );
});

test("an empty form marks name, address, city, state, zip and contact number", async () => {
  const { provider } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  const before = provider.store.db.suppliers.length;
  await userEvent.setup().click(await screen.findByRole("button", { name: "Create Supplier" }));
  const marked = [
    "Name",
    "Adress1",
    "Adress2",
    "City",
    "State",
    "Zip",
    "Contact Number",
    "Fax Number",
  ].filter(invalid);
  assert.equal(marked, ["Name", "Adress1", "City", "State", "Zip", "Contact Number"]);
  assert.is(field("Zip").getAttribute("aria-describedby") !== null, true, "the hint is tied to the field");
  assert.is(provider.store.db.suppliers.length, before);
});

test("a refusal keeps everything typed, marks the field and says so in one red line", async () => {
  const { provider, location } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const before = provider.store.db.suppliers.length;
  // The provider allows 10 characters of zip (ZIP+4); the form only checks the minimum.
  const user = await fill({ ...VALID, Zip: "62701-12345" });
  await user.click(screen.getByRole("button", { name: "Create Supplier" }));
  const alert = await screen.findByRole("alert");
  assert.match(alert.textContent ?? "", /^The supplier was not saved: .*Zip/);
  assert.ok(invalid("Zip"));
  assert.is(field("Name").value, "Aardvark Tools");
  assert.is(field("Zip").value, "62701-12345");
  assert.is(location.history!.at(-1), "/suppliers/create");
  assert.is(provider.store.db.suppliers.length, before);
  assert.is(screen.getByRole("button", { name: "Create Supplier" }).getAttribute("aria-disabled"), null);
});

test("a double click creates one supplier, not two", async () => {
  const { provider, location } = await renderAt("/suppliers/create", { signedInAs: VIEWER });
  await screen.findByRole("button", { name: "Create Supplier" });
  const before = provider.store.db.suppliers.length;
  const user = await fill(VALID);
  await user.dblClick(screen.getByRole("button", { name: "Create Supplier" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/suppliers/"));
  assert.is(provider.store.db.suppliers.length, before + 1);
});

test.run();
