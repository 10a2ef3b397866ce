// The signed-in shell as each demo account meets it (D6, D22): links and routes by permission, the
// not-found page, bar controls, settings menu, applications.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { reloads, renderAt } from "../../../test/render.tsx";
import { STORAGE_KEYS } from "../../session/storage.ts";
import { splitReport } from "../../ui/report-message.tsx";

const nav = () => within(screen.getByRole("navigation", { name: "Inventory" }));
const linkNames = () =>
  nav()
    .getAllByRole("link")
    .map((link) => link.textContent);
const NOT_FOUND = "Hmm...this page doesn't exist. Try searching for something else!";

test("a viewer has no Purchase Orders link and the purchase order routes are not found", async () => {
  await renderAt("/", { signedInAs: "viewer@example.com" });
  await screen.findByText("Where do you want to start?");
  assert.equal(linkNames(), ["Dashboard", "Suppliers", "Products", "Customers"]);
  for (const path of ["/purchase-orders", "/purchase-orders/5", "/purchase-orders/5/modify"]) {
    await renderAt(path, { signedInAs: "viewer@example.com" });
    assert.ok(await screen.findByRole("heading", { name: NOT_FOUND }), path);
  }
});

test("a buyer sees Purchase Orders, in bold while there", async () => {
  await renderAt("/purchase-orders", { signedInAs: "buyer@example.com" });
  assert.equal(linkNames(), ["Dashboard", "Purchase Orders", "Suppliers", "Products", "Customers"]);
  assert.is(nav().getByRole("link", { name: "Purchase Orders" }).getAttribute("aria-current"), "page");
  assert.is(nav().getByRole("link", { name: "Dashboard" }).getAttribute("aria-current"), null);
  assert.is(screen.queryByRole("heading", { name: NOT_FOUND }), null);
});

test("an unknown path shows the not-found page with a way back", async () => {
  await renderAt("/no/such/page", { signedInAs: "owner@example.com" });
  await screen.findByRole("heading", { name: NOT_FOUND });
  assert.is(screen.getByRole("link", { name: "Back To Dashboard" }).getAttribute("href"), "/");
});

test("the greeting names the user and the three applications are offered, the active one pressed", async () => {
  await renderAt("/", { signedInAs: "buyer@example.com" });
  const heading = await screen.findByRole("heading", { level: 1 });
  assert.match(heading.textContent ?? "", /^Good (morning|afternoon|evening), Ben!$/);
  const tiles = screen
    .getAllByRole("button", { pressed: false })
    .map((b) => b.querySelector("strong")?.textContent);
  assert.equal(tiles, ["Data View", "Order Logic"]);
  assert.ok(screen.getByRole("button", { name: /Stock Sense/, pressed: true }));
});

test("choosing an application stores it and reloads; the other application has only its dashboard", async () => {
  await renderAt("/", { signedInAs: "buyer@example.com" });
  await userEvent.setup().click(await screen.findByRole("button", { name: /Data View/ }));
  assert.is(localStorage.getItem(STORAGE_KEYS.activeApplication), "data-view");
  assert.is(reloads.count, 1);
});

test("in another application the bar has no inventory links and other paths are not found", async () => {
  const storage = { [STORAGE_KEYS.activeApplication]: "order-logic" };
  await renderAt("/", { signedInAs: "buyer@example.com", storage });
  await screen.findByText("Where do you want to start?");
  assert.is(screen.queryByRole("navigation", { name: "Inventory" }), null);
  assert.ok(screen.getByRole("button", { name: "Order Logic applications" }));
  await renderAt("/suppliers", { signedInAs: "buyer@example.com", storage });
  assert.ok(await screen.findByRole("heading", { name: NOT_FOUND }));
});

test("the application menu lists the others in the spec's order, then Account", async () => {
  const user = userEvent.setup();
  const entries = async (application: string, title: string) => {
    await renderAt("/", {
      signedInAs: "buyer@example.com",
      storage: { [STORAGE_KEYS.activeApplication]: application },
    });
    await user.click(await screen.findByRole("button", { name: `${title} applications` }));
    return screen.getAllByRole("menuitem").map((item) => item.textContent);
  };
  assert.equal(await entries("stock-sense", "Stock Sense"), ["Order Logic", "Data View", "Account"]);
  assert.equal(await entries("data-view", "Data View"), ["Stock Sense", "Order Logic", "Account"]);
});

test("the owner switches store from 'Availiable Stores' (sic): new token stored, back to / and reloaded", async () => {
  await renderAt("/suppliers", { signedInAs: "owner@example.com" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Switch Store" }));
  const dialog = screen.getByRole("dialog", { name: "Availiable Stores" });
  // The list holds every store but the active one (spec section 2), which shows above it (D164).
  const choices = within(within(dialog).getByRole("list"))
    .getAllByRole("button")
    .map((b) => b.textContent);
  assert.equal(choices, ["Harbor Hardware", "Summit Outdoor Supply"]);
  assert.match(dialog.querySelector(".store-current")!.textContent!, "Maple Street Market (current store)");
  await user.click(within(dialog).getByRole("button", { name: "Harbor Hardware" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).activeStore.name, "Harbor Hardware");
  assert.is(window.location.pathname, "/");
});

test("the store switcher's Close closes it, focus back on Switch Store", async () => {
  await renderAt("/suppliers", { signedInAs: "owner@example.com" });
  const user = userEvent.setup();
  const opener = await screen.findByRole("button", { name: "Switch Store" });
  await user.click(opener);
  await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
  assert.is(screen.queryByRole("dialog"), null);
  assert.is(document.activeElement, opener);
});

test("a user with one store has no store switcher", async () => {
  await renderAt("/", { signedInAs: "buyer@example.com" });
  await screen.findByText("Where do you want to start?");
  assert.is(screen.queryByRole("button", { name: "Switch Store" }), null);
});

test("the user menu shows name, store and role, and Sign Out clears all storage", async () => {
  await renderAt("/", { signedInAs: "receiver@example.com" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "User menu for Rosa Diaz" }));
  const popup = screen.getByRole("menu").parentElement!;
  assert.match(popup.textContent ?? "", "Rosa Diaz");
  assert.match(popup.textContent ?? "", "Maple Street Market");
  assert.match(popup.textContent ?? "", "Receiver");
  assert.ok(screen.getByRole("menuitem", { name: "Settings" }));
  await user.click(screen.getByRole("menuitem", { name: "Sign Out" }));
  assert.is(localStorage.length, 0);
  assert.is(reloads.count, 1);
});

test("the settings menu shows the store pages only to users who may modify the store", async () => {
  await renderAt("/settings/account", { signedInAs: "owner@example.com" });
  await screen.findByRole("navigation", { name: "Settings" });
  const menu = () => within(screen.getByRole("navigation", { name: "Settings" }));
  const owner = menu()
    .getAllByRole("link")
    .map((l) => l.textContent);
  assert.equal(owner, [
    "My Account",
    "Store Information",
    "Users",
    "Store Roles",
    "Storefront Connections",
    "Plans",
    "Billing and Invoices",
  ]);
  await renderAt("/settings/account", { signedInAs: "buyer@example.com" });
  await screen.findByRole("navigation", { name: "Settings" });
  assert.equal(
    menu()
      .getAllByRole("link")
      .map((l) => l.textContent),
    ["My Account"],
  );
  await renderAt("/settings/store/roles", { signedInAs: "buyer@example.com" });
  assert.ok(await screen.findByRole("heading", { name: NOT_FOUND }));
});

test("an account without a store sees 'No Active Stores', how to get an invite, Sign Out, and a user menu without Settings", async () => {
  await renderAt("/purchase-orders", { signedInAs: "newcomer@example.com" });
  assert.ok(screen.getByRole("heading", { name: "No Active Stores" }));
  assert.ok(screen.getByText(/ask its owner to invite newcomer@example\.com/));
  assert.ok(screen.getByRole("button", { name: "Sign Out" }));
  await userEvent.setup().click(screen.getByRole("button", { name: "User menu for Nina Park" }));
  assert.equal(
    screen.getAllByRole("menuitem").map((m) => m.textContent),
    ["Sign Out"],
  );
});

test("a report sent from the bar reaches the provider and the modal closes", async () => {
  const { provider } = await renderAt("/", { signedInAs: "buyer@example.com" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Report an issue" }));
  const dialog = screen.getByRole("dialog", { name: "Report An Issue" });
  await user.type(within(dialog).getByPlaceholderText("Describe your issue here."), "The totals look off");
  await user.click(within(dialog).getByRole("button", { name: "Send Feedback" }));
  await waitFor(() => assert.is(screen.queryByRole("dialog"), null));
  assert.equal(
    provider.store.db.feedback.map((f) => splitReport(f.message).words),
    ["The totals look off"],
  );
});

test("a refused report keeps the text and says it did not go through (D27)", async () => {
  const { provider } = await renderAt("/", { signedInAs: "buyer@example.com" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Report an issue" }));
  const field = screen.getByPlaceholderText("Describe your issue here.") as HTMLTextAreaElement;
  const long = "x".repeat(5001);
  await user.click(field);
  await user.paste(long);
  await user.click(screen.getByRole("button", { name: "Send Feedback" }));
  assert.match((await screen.findByRole("alert")).textContent ?? "", "Your feedback did not go through");
  assert.is(field.value, long);
  assert.equal(provider.store.db.feedback, []);
});

test("a 401 from any call ends the session: token and user cleared, page reloaded", async () => {
  const { provider } = await renderAt("/", { signedInAs: "owner@example.com" });
  // The provider stops accepting this session (the owner left the active store), as after a server-side logout.
  const activeStore = JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).activeStore.id;
  provider.store.arrange((db) => {
    db.memberships = db.memberships.filter((m) => m.storeId !== activeStore);
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Switch Store" }));
  await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Harbor Hardware" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(localStorage.getItem(STORAGE_KEYS.token), null);
  assert.is(localStorage.getItem(STORAGE_KEYS.user), null);
});

test.run();
