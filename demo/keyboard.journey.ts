// Keyboard alone (issue 8): creating a purchase order and inviting a user, pressing keys only (Tab,
// Shift+Tab, Enter, Space, arrows, Escape, typing). No click, focus or fill on the app; the journeys
// may open a URL (the invitee's link arrives by mail) and read the page. At each step they assert what
// holds focus, by role and accessible name, that its focus ring shows, that dialogs keep focus and
// give it back, and at the end what the provider stored.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { STORE_NAMES } from "../mocks/seed/accounts.ts";
import { DEMO_ACCOUNTS } from "../schema/demo.ts";
import { TEXT } from "../src/ui/strings.ts";
import {
  assertFocused,
  assertFocusTrapped,
  assertFocusVisible,
  focused,
  holdsFocus,
  named,
  tabTo,
} from "./a11y.ts";
import { expectFailedRequest, journey, journeySuite } from "./harness.ts";
import { seededStore } from "./seed.ts";
import { BUYER, DEMO_PASSWORD, OWNER, waitForText } from "./steps.ts";

const test = journeySuite("keyboard-only journeys");

const PO = TEXT.purchaseOrders;
const EDIT = TEXT.purchaseOrderEdit;
const DASHBOARD = TEXT.dashboard.prompt;
const owner = DEMO_ACCOUNTS.find((account) => account.email === OWNER)!;
const OWNER_NAME = `${owner.firstName} ${owner.lastName}`;
/** D22: the owner's active store at sign-in, the first. */
const STORE = STORE_NAMES[0];

// ---------------------------------------------------------------------------------------------
// Keys.

const press = (page: Page, ...keys: string[]) =>
  keys.reduce((done, key) => done.then(() => page.keyboard.press(key)), Promise.resolve());

/** Replaces what the focused field holds with `text`, as a user does: select all, then type. */
async function retype(page: Page, text: string): Promise<void> {
  await press(page, "ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Tabs (or with `back`, Shift+Tabs) to a control, checks its focus ring shows, and presses Enter on it. */
async function activate(page: Page, role: string, name: string, { back = false } = {}) {
  await tabTo(page, role, name, { back });
  await assertFocusVisible(page, `on ${named(role, name)}`);
  await press(page, "Enter");
}

/** Signs in on the sign-in screen by typing both fields and pressing Enter; waits for the reload. */
async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await waitForText(page, TEXT.signIn.title);
  await tabTo(page, "textbox", TEXT.signIn.email);
  await page.keyboard.type(email);
  await press(page, "Tab");
  await assertFocused(page, "textbox", TEXT.signIn.password, "after the email");
  await page.keyboard.type(password);
  const reloaded = page.waitForEvent("load");
  await press(page, "Enter");
  await reloaded;
}

/** Opens `fullName`'s user menu from the bar (focus on its first item) and chooses `item` with arrows. */
async function chooseInUserMenu(page: Page, fullName: string, item: string): Promise<void> {
  await activate(page, "button", TEXT.shell.userMenu.open(fullName), { back: true });
  await page.getByRole("menu").waitFor();
  const items = await page.getByRole("menuitem").allInnerTexts();
  await assertFocused(page, "menuitem", items[0]!, "on opening the menu");
  for (let i = 0; i < items.indexOf(item); i++) await press(page, "ArrowDown");
  await assertFocused(page, "menuitem", item, "in the user menu");
  await assertFocusVisible(page, `on the ${item} item`);
  await press(page, "Enter");
}

/** Waits for the screen's h1 and asserts focus moved to it (the new content, after navigating). */
async function assertLandedOn(page: Page, heading: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
  await assertFocused(page, "heading", heading, `on arriving at "${heading}"`);
}

// ---------------------------------------------------------------------------------------------
// Reading the screens.

const pathname = (page: Page) => new URL(page.url()).pathname;

/** The body rows of the table in `region` as [SKU, quantity, cost] (the view's table has no inputs). */
const itemRows = (region: Locator) =>
  region
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [1, 3, 4].map((column) => (row.children[column] as HTMLElement).innerText.trim())),
    );

/** The demo seed's products of the buyer's store without variations, and a supplier. */
async function catalog() {
  const { products, suppliers } = await seededStore(BUYER);
  const [first, second, third] = products.filter((p) => p.variations.length === 0);
  return { first: first!, second: second!, third: third!, supplier: suppliers[2]! };
}

// ---------------------------------------------------------------------------------------------

test("a buyer creates a purchase order with the keyboard alone: supplier, products, quantities and costs", async () => {
  const { first, second, third, supplier } = await catalog();
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, BUYER);
    await waitForText(page, DASHBOARD);

    await activate(page, "link", TEXT.shell.nav.purchaseOrders);
    await assertLandedOn(page, PO.title);
    // A status chip is named by its status alone: aria-pressed says it is on, the tick is decoration.
    await tabTo(page, "button", "OPEN");
    // Paging keeps focus on Next page while the next page loads, so Enter can be pressed again.
    await activate(page, "button", TEXT.table.next);
    const range = page.getByRole("navigation", { name: TEXT.table.pages(PO.title) }).getByRole("status");
    await range.filter({ hasText: /^6-/ }).waitFor();
    await assertFocused(page, "button", TEXT.table.next, "after paging");
    await activate(page, "button", PO.createNew, { back: true });
    await page.waitForURL((url) => /^\/purchase-orders\/\d+\/modify$/.test(url.pathname));
    const id = /^\/purchase-orders\/(\d+)\/modify$/.exec(pathname(page))![1]!;
    await assertLandedOn(page, EDIT.title(id));

    // The first product by its exact SKU: the list opens after the search's 1 s, ArrowDown marks the
    // option (the box keeps focus, aria-activedescendant points at it), Enter picks it.
    await press(page, "Tab");
    await assertFocused(page, "combobox", EDIT.search.label, "after the heading");
    await assertFocusVisible(page, "on the product search");
    const box = page.getByRole("combobox", { name: EDIT.search.label, exact: true });
    await page.keyboard.type(first.sku);
    await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
    await press(page, "ArrowDown");
    const marked = await box.getAttribute("aria-activedescendant");
    assert.ok(marked, "an option is marked");
    assert.match(await page.locator(`[id="${marked}"]`).innerText(), first.name);
    await press(page, "Enter");
    assert.is(await box.inputValue(), first.name, "the picked product fills the box");
    await press(page, "Tab");
    await assertFocused(page, "spinbutton", EDIT.quantity, "after the search");
    await retype(page, "3");
    await press(page, "Tab");
    await assertFocused(page, "button", EDIT.add, "after the quantity");
    await press(page, "Enter");
    await page.getByRole("spinbutton", { name: EDIT.quantityOf(first.name), exact: true }).waitFor();
    await assertFocused(page, "combobox", EDIT.search.label, "after Add Item, ready for the next product");

    // The second by its name: Enter picks it, Enter again adds it with the default quantity.
    await page.keyboard.type(second.name);
    await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
    const options = page.getByRole("listbox", { name: EDIT.search.label }).getByRole("option");
    const names = await options.locator(".search-option-name").allInnerTexts();
    for (let i = 0; i <= names.indexOf(second.name); i++) await press(page, "ArrowDown");
    await press(page, "Enter", "Enter");
    await page.getByRole("spinbutton", { name: EDIT.quantityOf(second.name), exact: true }).waitFor();

    // A third, deleted again: focus goes on to the row before, not to the page.
    await page.keyboard.type(third.sku);
    await page.locator(`[role="combobox"][aria-expanded="true"]`).waitFor();
    await press(page, "ArrowDown", "Enter", "Enter");
    const thirdRow = page.getByRole("spinbutton", { name: EDIT.quantityOf(third.name), exact: true });
    await thirdRow.waitFor();
    await activate(page, "button", `${EDIT.remove} ${third.name}`);
    await thirdRow.waitFor({ state: "detached" });
    await assertFocused(page, "button", `${EDIT.remove} ${second.name}`, "after deleting the last row");

    // Quantities and costs in the items table.
    await tabTo(page, "spinbutton", EDIT.costOf(first.name), { back: true });
    await assertFocusVisible(page, "in the items table");
    await retype(page, "12.50");
    await tabTo(page, "spinbutton", EDIT.quantityOf(second.name));
    await retype(page, "4");
    await press(page, "Tab");
    await assertFocused(page, "spinbutton", EDIT.costOf(second.name), "after the quantity cell");
    await retype(page, "7.25");

    await activate(page, "button", EDIT.save);
    await page.waitForURL((url) => url.pathname === `/purchase-orders/${id}`);
    await assertLandedOn(page, PO.detail.title(id));

    // The supplier: Enter turns the row into a dropdown; arrows on the closed list only show the
    // choice (a native select fires change on each), Enter saves it; focus comes back to the row.
    await activate(page, "button", `${PO.noSupplier} ${PO.detail.changeSupplier}`);
    await assertFocused(page, "combobox", PO.detail.supplier, "in the supplier dropdown");
    const order = page.getByRole("region", { name: PO.detail.title(id), exact: true });
    // Until the list arrives only the current supplier is offered.
    await order.locator("select:not([aria-busy])").waitFor();
    const suppliers = await order.getByRole("combobox").locator("option").allInnerTexts();
    assert.ok(suppliers.includes(supplier.name), `${supplier.name} is offered`);
    for (let i = 0; i < suppliers.indexOf(supplier.name); i++) await press(page, "ArrowDown");
    await press(page, "Enter");
    const chosen = `${supplier.name} ${PO.detail.changeSupplier}`;
    await order.getByRole("button", { name: chosen, exact: true }).waitFor();
    await assertFocused(page, "button", chosen, "after choosing the supplier");

    // A confirmation keeps focus inside, starts on Cancel and gives focus back on Escape.
    await activate(page, "button", PO.transitions.markOrdered.label);
    const dialog = page.getByRole("dialog", { name: PO.transitions.markOrdered.confirm, exact: true });
    await dialog.waitFor();
    await assertFocused(page, "button", TEXT.confirmDialog.cancel, "in the confirmation");
    await assertFocusTrapped(page, dialog, "the confirmation");
    await press(page, "Escape");
    await dialog.waitFor({ state: "detached" });
    await assertFocused(page, "button", PO.transitions.markOrdered.label, "after Escape");

    // What was stored: the view after a reload reads the provider again.
    await page.reload();
    await waitForText(page, PO.detail.title(id));
    const added = page.getByRole("region", { name: PO.detail.products, exact: true });
    await added.locator("tbody tr").nth(1).waitFor();
    assert.equal(await itemRows(added), [
      [first.sku, "3", "$12.50"],
      [second.sku, "4", "$7.25"],
    ]);
    assert.ok(await order.getByRole("button", { name: chosen, exact: true }).isVisible());
  });
});

test("an owner invites a user with the keyboard alone, and the invitee registers and joins the store", async () => {
  const invitee = {
    firstName: "Kim",
    lastName: "Keys",
    email: "kim.keys@example.com",
    password: "Keyboard123",
  };
  await journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, OWNER);
    await waitForText(page, DASHBOARD);

    // Settings from the user menu, then Users in the side menu (before the page in Tab order).
    await chooseInUserMenu(page, OWNER_NAME, TEXT.shell.userMenu.settings);
    await assertLandedOn(page, TEXT.settingsPages.account.title);
    await activate(page, "link", TEXT.shell.settings.users, { back: true });
    await assertLandedOn(page, TEXT.members.title);

    // The invite: an email, a role chosen by typing its name on the closed list, Send Invite.
    const I = TEXT.members.invite;
    await tabTo(page, "textbox", I.email);
    await page.keyboard.type(invitee.email);
    await press(page, "Tab");
    await assertFocused(page, "combobox", I.role, "after the email");
    await page.keyboard.type("Receiver");
    await activate(page, "button", I.submit);
    await page.getByText(I.sent(invitee.email), { exact: true }).waitFor();
    await assertFocused(page, "button", I.submit, "after sending (not dropped to the page)");
    const pending = page.getByRole("region", { name: TEXT.members.pending.title, exact: true });
    await pending.getByRole("cell", { name: invitee.email, exact: true }).waitFor();

    // The link, from the mail in the demo outbox: the panel opens and closes by keyboard too.
    await activate(page, "button", TEXT.demo.open, { back: true });
    const panel = page.getByRole("dialog", { name: TEXT.demo.title, exact: true });
    await panel.waitFor();
    assert.ok(await holdsFocus(panel), "focus moves into the demo panel");
    const mail = panel.getByRole("article").filter({ hasText: invitee.email });
    const link = await mail.getByRole("link").getAttribute("href");
    assert.ok(link?.includes("/joinStore/"), `the mail has the invite link (${link})`);
    await assertFocusTrapped(page, panel, "the demo panel");
    await press(page, "Escape");
    await panel.waitFor({ state: "detached" });
    await assertFocused(page, "button", TEXT.demo.open, "after closing the panel");

    await chooseInUserMenu(page, OWNER_NAME, TEXT.shell.userMenu.signOut);
    await waitForText(page, TEXT.signIn.title);

    // The invitee opens the link from the mail.
    await page.goto(new URL(link!, demo.baseUrl).href);
    await waitForText(page, TEXT.invite.invitedTo(STORE));
    await activate(page, "link", TEXT.invite.register);
    await waitForText(page, TEXT.register.title);
    const R = TEXT.register;
    await tabTo(page, "textbox", R.firstName);
    await page.keyboard.type(invitee.firstName);
    for (const [label, text] of [
      [R.lastName, invitee.lastName],
      [R.email, invitee.email],
      [R.password, invitee.password],
      [R.passwordConfirmation, invitee.password],
    ] as const) {
      await press(page, "Tab");
      await assertFocused(page, "textbox", label, "in the register form");
      await page.keyboard.type(text);
    }
    await press(page, "Enter");
    await waitForText(page, TEXT.signIn.status100);

    await signInByKeyboard(page, invitee.email, invitee.password);
    await waitForText(page, TEXT.invite.join(STORE));
    await activate(page, "button", TEXT.invite.join(STORE));
    await page.waitForURL((url) => url.search === "?code=102");
    await waitForText(page, TEXT.signIn.code102);

    await signInByKeyboard(page, invitee.email, invitee.password);
    await waitForText(page, DASHBOARD);
    // Stored: the provider's sign-in answer puts the invitee in the store with the invite's role.
    const fullName = `${invitee.firstName} ${invitee.lastName}`;
    await activate(page, "button", TEXT.shell.userMenu.open(fullName), { back: true });
    const header = page.locator(`[id="${await page.getByRole("menu").getAttribute("aria-describedby")}"]`);
    assert.equal((await header.innerText()).split("\n"), [fullName, STORE, "Receiver"]);
    await press(page, "Escape");
    await assertFocused(page, "button", TEXT.shell.userMenu.open(fullName), "after Escape");
  });
});

test("a dialog keeps the keyboard when its action fails: offline by the demo panel, then Report An Issue", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await signInByKeyboard(page, BUYER);
    await waitForText(page, DASHBOARD);

    // Offline, from the demo panel's fault injection: its tabs move with the arrows.
    const D = TEXT.demo;
    await activate(page, "button", D.open);
    const panel = page.getByRole("dialog", { name: D.title, exact: true });
    await panel.waitFor();
    await tabTo(page, "tab", D.outbox.tab, { back: true });
    await press(page, "ArrowRight", "ArrowRight");
    await assertFocused(page, "tab", D.faults.tab, "after the arrows");
    await tabTo(page, "checkbox", D.faults.offline);
    await press(page, "Space");
    await activate(page, "button", D.faults.apply);
    await panel.getByText(D.faults.applied, { exact: true }).waitFor();
    await press(page, "Escape");
    await assertFocused(page, "button", D.open, "after closing the panel");

    // Send keeps focus while it waits (BusyButton); after the failure Tab stays in the dialog and
    // Escape still closes it.
    const F = TEXT.feedback;
    await activate(page, "button", F.button);
    const dialog = page.getByRole("dialog", { name: F.title, exact: true });
    await dialog.waitFor();
    await assertFocused(page, "textbox", F.label, "in the dialog");
    await page.keyboard.type("Nothing loads.");
    await activate(page, "button", F.send);
    await dialog.getByRole("alert").waitFor();
    assert.ok(await holdsFocus(dialog), `focus stays in the dialog (on ${await focused(page)})`);
    await assertFocusTrapped(page, dialog, "the dialog after the failure");
    await press(page, "Escape");
    await dialog.waitFor({ state: "detached" });
    await assertFocused(page, "button", F.button, "after Escape");
    // By design: offline, the upload fails as if the network were down.
    expectFailedRequest(demo, "POST", "/feedback/image", "net::ERR_FAILED");
  }));

test.run();
