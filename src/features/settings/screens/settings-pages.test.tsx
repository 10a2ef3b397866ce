// The static settings pages (spec section 2): each has its heading and labelled fields, My Account is
// prefilled from the session and says plainly that saving is not available, the plan prices follow
// the monthly/annual switch.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";

const OWNER = "owner@example.com";
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const price = (plan: string) =>
  within(screen.getByRole("region", { name: plan })).getByText(/^\$\d+$/).textContent;

const PAGES = [
  ["/settings/account", "My Account"],
  ["/settings/store", "Store Information"],
  ["/settings/store/connections", "Storefront Connections"],
  ["/settings/store/plans", "Plans"],
  ["/settings/store/billing", "Billing and Invoices"],
] as const;

test("every static settings page has its heading and a label on every field", async () => {
  for (const [path, title] of PAGES) {
    await renderAt(path, { signedInAs: OWNER });
    const main = await screen.findByRole("main");
    assert.ok(await screen.findByRole("heading", { name: title, level: 1 }), path);
    for (const input of main.querySelectorAll("input"))
      assert.ok(input.labels?.length || input.getAttribute("aria-label"), `${path}: ${input.outerHTML}`);
  }
});

test("My Account is filled from the session and Save Changes says nothing was saved", async () => {
  const { provider } = await renderAt("/settings/account", { signedInAs: OWNER });
  const user = userEvent.setup();
  const owner = provider.store.db.users.find((u) => u.email === OWNER)!;
  assert.is((await screen.findByLabelText<HTMLInputElement>("First Name")).value, owner.firstName);
  assert.is(field("Last Name").value, owner.lastName);
  assert.is(field("Email Address").readOnly, true);
  await user.click(screen.getByRole("button", { name: "Change email address" }));
  assert.is(field("Email Address").readOnly, false);
  await user.clear(field("Email Address"));
  await user.type(field("Email Address"), "olivia@new.example");
  await user.click(screen.getByRole("button", { name: "Cancel email address" }));
  assert.is(field("Email Address").value, OWNER);
  assert.is(field("New Password").type, "password");
  await user.type(field("First Name"), "x");
  await user.click(screen.getByRole("button", { name: "Save Changes" }));
  assert.ok(screen.getByText("Account changes are not available yet. Nothing was saved."));
  assert.is(provider.store.db.users.find((u) => u.email === OWNER)!.firstName, owner.firstName);
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  assert.is(field("First Name").value, owner.firstName);
  assert.is(screen.queryByText("Account changes are not available yet. Nothing was saved."), null);
});

test("Store Information shows the active store's name", async () => {
  const { provider } = await renderAt("/settings/store", { signedInAs: OWNER });
  const db = provider.store.db;
  const storeId = db.users.find((u) => u.email === OWNER)!.activeStoreId;
  const store = db.stores.find((s) => s.id === storeId)!;
  assert.is((await screen.findByLabelText<HTMLInputElement>("Store Name")).value, store.name);
  assert.ok(screen.getByRole("group", { name: "Primary Address" }));
  assert.ok(screen.getByRole("group", { name: "Mailing Address" }));
});

test("the first storefront is 'Connected' and the second 'Not Connect'", async () => {
  await renderAt("/settings/store/connections", { signedInAs: OWNER });
  const items = (await screen.findAllByRole("listitem")).filter((li) => li.closest("main"));
  assert.equal(
    items.map((li) => li.querySelector(".connection-state")!.textContent),
    ["Connected", "Not Connect"],
  );
});

test("the plan prices follow the monthly/annual switch, annual at first", async () => {
  await renderAt("/settings/store/plans", { signedInAs: OWNER });
  const toggle = await screen.findByRole("switch", { name: "Annual (-20%)" });
  assert.is((toggle as HTMLInputElement).checked, true);
  assert.equal(["Basic", "Standard", "Plus"].map(price), ["$14", "$34", "$74"]);
  const user = userEvent.setup();
  await user.click(toggle);
  assert.equal(["Basic", "Standard", "Plus"].map(price), ["$19", "$39", "$79"]);
  await user.click(toggle);
  assert.equal(["Basic", "Standard", "Plus"].map(price), ["$14", "$34", "$74"]);
  assert.ok(screen.getByRole("button", { name: "Current Plan" }).hasAttribute("disabled"));
  assert.ok(screen.getByRole("button", { name: "Downgrade" }));
  assert.ok(screen.getByRole("button", { name: "Upgrade" }));
});

test("the invoices table lists year, plan and amount with HTML and PDF for each", async () => {
  await renderAt("/settings/store/billing", { signedInAs: OWNER });
  const table = await screen.findByRole("table", { name: "Invoices" });
  const headers = within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
  assert.equal(headers, ["Year", "Plan", "Amount", "Invoice"]);
  assert.ok(within(table).getByRole("button", { name: "HTML 2021" }));
  assert.ok(within(table).getByRole("button", { name: "PDF 2021" }));
  assert.ok(screen.getByRole("button", { name: "Edit Payment Method" }));
});

test.run();
