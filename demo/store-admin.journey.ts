// Store administration (issue 6's "Done when"), in one browser context so every account works in the
// same demo store: the owner makes a role on Store Roles, gives it 'Receive purchase orders' and renames
// it, invites a new email as that role on Users; the invitee registers and joins through the link; the
// owner sees the member with the role; the member can receive orders and cannot create them; the owner
// deletes a role no member holds and cannot delete one a member holds. Axe on every settings page.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { assertNoErrors, checkA11y, expectFailedResponse, journeySuite, openDemo } from "./harness.ts";
import { navLink, OWNER, register, signIn, signInToDashboard, signOut, waitForText } from "./steps.ts";
import { readRows, table } from "./tables.ts";

const test = journeySuite("store administration journey");

/** The owner's active store after signing in (D22): the first seeded store. */
const STORE = "Maple Street Market";
const RECEIVE = "Receive purchase orders";
const NEW_ROLE = "Night Shift";
const RENAMED_ROLE = "Night Receiving";
const THROWAWAY_ROLE = "Temp";
/** A seeded role that buyer@example.com holds in the first store, so the provider refuses to delete it. */
const HELD_ROLE = "Buyer";
const WORKER = {
  firstName: "Nadia",
  lastName: "Nightly",
  email: "night.worker@example.com",
  password: "NightWorker1",
};
const WORKER_NAME = `${WORKER.firstName} ${WORKER.lastName}`;

const pathname = (page: Page) => new URL(page.url()).pathname;

/** Opens the user menu and returns its header's lines: full name, active store and role. */
async function userMenuHeader(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: /^User menu for / }).click();
  const menu = page.getByRole("menu");
  await menu.waitFor();
  const header = page.locator(`[id="${await menu.getAttribute("aria-describedby")}"]`);
  const lines = (await header.innerText()).split("\n");
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "detached" });
  return lines;
}

/** Opens a settings page by its side-menu link (from the user menu's Settings when not there yet). */
async function openSettings(page: Page, name: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Settings", exact: true });
  if (!(await nav.isVisible())) {
    await page.getByRole("button", { name: /^User menu for / }).click();
    await page.getByRole("menuitem", { name: "Settings", exact: true }).click();
    await nav.waitFor();
  }
  await nav.getByRole("link", { name, exact: true }).click();
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor();
}

// ---------------------------------------------------------------------------------------------
// Store Roles.

const rolesTable = (page: Page) => table(page, "Available Roles");
const roleButton = (page: Page, name: string) => rolesTable(page).getByRole("button", { name, exact: true });

/** Opens Store Roles and waits for its roles. */
async function openStoreRoles(page: Page): Promise<void> {
  await openSettings(page, "Store Roles");
  await roleButton(page, "Store Owner").waitFor();
}

/** The 'Available Roles' rows in list order: the role's name and the names of the row's buttons. */
function readRoles(page: Page): Promise<{ name: string; buttons: string[] }[]> {
  return rolesTable(page)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => ({
        name: (row.querySelector("td") as HTMLElement).innerText.trim(),
        buttons: [...row.querySelectorAll("button")].map(
          (button) => button.getAttribute("aria-label") ?? (button as HTMLElement).innerText.trim(),
        ),
      })),
    );
}

/** Creates a role with the plus button and the inline input (Enter blurs it, which saves). */
async function createRole(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "New Role", exact: true }).click();
  const input = page.getByRole("textbox", { name: "New role name", exact: true });
  await input.fill(name);
  await input.press("Enter");
  await roleButton(page, name).waitFor();
  await input.waitFor({ state: "detached" });
}

/** The permissions a table lists, by publicName. */
const permissionNames = (page: Page, tableName: string) =>
  readRows(table(page, tableName)).then((rows) => rows.map((row) => row.Permission));

// ---------------------------------------------------------------------------------------------

test("the owner makes a receiving role, invites a new user with it, who joins and receives an order; a held role stays", async () => {
  const demo = await openDemo("/login");
  const { page, context } = demo;
  try {
    // -------- The owner: Store Roles.
    await signInToDashboard(demo, OWNER);
    await openStoreRoles(page);
    assert.is(pathname(page), "/settings/store/roles");
    const seeded = await readRoles(page);
    assert.equal(
      seeded.slice(0, 2),
      [
        { name: "Store Owner", buttons: ["Store Owner"] },
        { name: "Store Admin", buttons: ["Store Admin"] },
      ],
      "the protected first two roles have no rename or delete icon",
    );
    for (const { name } of seeded.slice(0, 2))
      assert.ok(
        await rolesTable(page)
          .locator("tr", { has: page.getByRole("button", { name, exact: true }) })
          .getByText("Built-in role: read-only", { exact: true })
          .isVisible(),
        `${name} says it is built in`,
      );
    for (const { name, buttons } of seeded.slice(2))
      assert.equal(buttons, [name, `Rename ${name}`, `Delete ${name}`], `${name} has both icons`);
    assert.ok(
      seeded.some((role) => role.name === HELD_ROLE),
      `the seed has ${HELD_ROLE}`,
    );

    // A protected role can be selected but not changed: no add or remove icons.
    await roleButton(page, "Store Owner").click();
    await page.getByText("Store Owner is a built-in role: read-only.", { exact: true }).waitFor();
    assert.is(await roleButton(page, "Store Owner").getAttribute("aria-pressed"), "true");
    assert.is(await page.getByRole("button", { name: /^(Add|Remove) / }).count(), 0, "nothing to move");

    await createRole(page, NEW_ROLE);
    const afterCreate = await readRoles(page);
    assert.equal(afterCreate.at(-1), {
      name: NEW_ROLE,
      buttons: [NEW_ROLE, `Rename ${NEW_ROLE}`, `Delete ${NEW_ROLE}`],
    });
    assert.is(afterCreate.length, seeded.length + 1);

    await roleButton(page, NEW_ROLE).click();
    assert.is(await roleButton(page, NEW_ROLE).getAttribute("aria-pressed"), "true", "selected");
    assert.is(await roleButton(page, "Store Owner").getAttribute("aria-pressed"), "false");
    await table(page, "Current Permissions").getByText("No Data In Table", { exact: true }).waitFor();
    assert.equal(
      await permissionNames(page, "Available Permissions"),
      ["Modify store settings", "Create purchase orders", RECEIVE],
      "a new role has every permission still to give",
    );
    await table(page, "Available Permissions")
      .getByRole("button", { name: `Add ${RECEIVE}`, exact: true })
      .click();
    await table(page, "Current Permissions")
      .getByRole("button", { name: `Remove ${RECEIVE}`, exact: true })
      .waitFor();
    assert.equal(await permissionNames(page, "Current Permissions"), [RECEIVE]);
    assert.equal(await permissionNames(page, "Available Permissions"), [
      "Modify store settings",
      "Create purchase orders",
    ]);
    await checkA11y(page, "Store Roles with a new role selected");

    await rolesTable(page)
      .getByRole("button", { name: `Rename ${NEW_ROLE}`, exact: true })
      .click();
    const renameInput = page.getByRole("textbox", { name: `New name for ${NEW_ROLE}`, exact: true });
    await renameInput.fill(RENAMED_ROLE);
    await renameInput.press("Enter");
    await roleButton(page, RENAMED_ROLE).waitFor();
    assert.is(await roleButton(page, NEW_ROLE).count(), 0, "the old name is gone");
    assert.is(await roleButton(page, RENAMED_ROLE).getAttribute("aria-pressed"), "true", "still selected");
    assert.equal(
      await permissionNames(page, "Current Permissions"),
      [RECEIVE],
      "the rename kept the role's permission",
    );
    assert.equal(
      (await readRoles(page)).map((role) => role.name),
      [...seeded.map((role) => role.name), RENAMED_ROLE],
    );

    // -------- The owner: Users, invite the new email as the renamed role.
    await openSettings(page, "Users");
    const members = table(page, "Members");
    await members.getByRole("cell", { name: OWNER, exact: true }).waitFor();
    assert.not.ok(
      (await readRows(members)).some((row) => row.Email === WORKER.email),
      "not a member yet",
    );
    const form = page.getByRole("form", { name: "Invite user", exact: true });
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(WORKER.email);
    await form.getByRole("combobox", { name: "Role", exact: true }).selectOption({ label: RENAMED_ROLE });
    await form.getByRole("button", { name: "Send Invite", exact: true }).click();
    await page
      .getByText(`Invite sent to ${WORKER.email}. It is listed under Pending Invites.`, { exact: true })
      .waitFor();
    const invites = table(page, "Pending Invites");
    const inviteRow = invites.locator("tr", {
      has: page.getByRole("cell", { name: WORKER.email, exact: true }),
    });
    await inviteRow.waitFor();
    assert.is(
      (await readRows(invites)).find((row) => row.Email === WORKER.email)?.Role,
      RENAMED_ROLE,
      "the pending invite carries the renamed role",
    );

    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await inviteRow.getByRole("button", { name: `Copy link ${WORKER.email}`, exact: true }).click();
    await page.getByText(`The invite link for ${WORKER.email} was copied.`, { exact: true }).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(
      link.startsWith(new URL("joinStore/", demo.baseUrl).href),
      `the copied link "${link}" is the app's /joinStore/{token}`,
    );
    assert.match(link, /\/joinStore\/[^/?#]+$/);
    await checkA11y(page, "Users with a pending invite");
    await signOut(demo);

    // -------- The invitee: the link, registering, joining.
    await page.goto(link);
    await waitForText(page, `You have been invited to join ${STORE}.`);
    await page.getByRole("link", { name: "Register", exact: true }).click();
    await register(demo, WORKER);
    await page.getByText("Your account was created. Sign in to continue.", { exact: true }).waitFor();
    await signIn(demo, WORKER.email, WORKER.password);
    const join = page.getByRole("button", { name: `Join ${STORE}`, exact: true });
    await join.waitFor();
    const joined = page.waitForEvent("load");
    await join.click();
    await joined;
    await waitForText(page, "You joined the store. Sign in again to open it.");
    assert.is(`${pathname(page)}${new URL(page.url()).search}`, "/login?code=102");
    await signInToDashboard(demo, WORKER.email, WORKER.password);
    assert.equal(await userMenuHeader(page), [WORKER_NAME, STORE, RENAMED_ROLE]);
    await signOut(demo);

    // -------- The owner sees the new member with the renamed role.
    await signInToDashboard(demo, OWNER);
    await openSettings(page, "Users");
    const memberRole = members.getByRole("combobox", { name: `Role of ${WORKER_NAME}`, exact: true });
    await memberRole.waitFor();
    assert.equal((await readRows(members)).find((row) => row.Email === WORKER.email)?.Name, WORKER_NAME);
    assert.is(
      await memberRole.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
      RENAMED_ROLE,
      "the new member holds the renamed role",
    );
    assert.not.ok(
      (await readRows(invites)).some((row) => row.Email === WORKER.email),
      "the accepted invite is no longer pending",
    );
    await checkA11y(page, "Users with the new member");
    await signOut(demo);

    // -------- The new member receives an order and cannot create one.
    await signInToDashboard(demo, WORKER.email, WORKER.password);
    await navLink(page, "Purchase Orders").click();
    await page.waitForURL((url) => url.pathname === "/purchase-orders");
    const orders = table(page, "Purchase Orders");
    await orders.locator("table:not([aria-busy])").waitFor();
    assert.is(
      await page.getByRole("button", { name: "Create New PO", exact: true }).count(),
      0,
      "no Create New PO for a receiving role",
    );
    // Modify is offered on OPEN and RECEIVED orders to those who may edit them: not to this role.
    const editable = (await readRows(orders)).filter((row) => ["OPEN", "RECEIVED"].includes(row.Status!));
    assert.ok(editable.length > 0, "the first page has an OPEN or RECEIVED order");
    assert.is(await orders.getByRole("link", { name: /^Modify/ }).count(), 0, "no Modify links");
    const chips = page.getByRole("group", { name: "Status", exact: true });
    // A pressed chip's name starts with the check mark its CSS draws before the word.
    for (const status of ["OPEN", "RECEIVED", "CLOSED"])
      await chips.getByRole("button", { name: new RegExp(`^(\u2713 )?${status}$`) }).click();
    await page.waitForFunction(
      () => {
        const table = document.querySelector("table");
        const rows = [...(table?.querySelectorAll("tbody tr") ?? [])];
        return (
          table?.getAttribute("aria-busy") !== "true" &&
          rows.length > 0 &&
          rows.every((row) => row.querySelector(".status-badge")?.textContent === "ORDERED")
        );
      },
      undefined,
      { polling: "raf" },
    );
    const ordered = await readRows(orders);
    assert.ok(ordered.length > 0, "the store has ORDERED orders");
    const poNumber = ordered[0]!["PO Number"];
    const id = /^PO-(\d+)$/.exec(poNumber)![1]!;
    await orders.getByRole("link", { name: `View ${poNumber}`, exact: true }).click();
    const heading = page.getByRole("heading", { level: 1, name: `Purchase Order #${id}`, exact: true });
    await heading.waitFor();
    const panel = page.getByRole("region", { name: `Purchase Order #${id}`, exact: true });
    const badge = panel.locator(".status-badge.large");
    assert.is(await badge.innerText(), "ORDERED");
    // The buyer's side of an order (spec section 4, D6): none of it is offered to a receiving role.
    const absent = async (when: string) => {
      for (const name of ["Mark As Ordered", "Reopen Purchase Order"])
        assert.is(await page.getByRole("button", { name, exact: true }).count(), 0, `no ${name} ${when}`);
      const edit = page.getByRole("link", { name: "Edit Products", exact: true });
      assert.is(await edit.count(), 0, `no Edit Products ${when}`);
    };
    await absent("on an ORDERED order");

    await panel.getByRole("button", { name: "Mark As Received", exact: true }).click();
    const dialog = page.getByRole("dialog", {
      name: "Are you sure you want to mark this purchase order as received?",
      exact: true,
    });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction(
      () => document.querySelector(".order-panel .status-badge.large")?.textContent === "RECEIVED",
      undefined,
      { polling: "raf" },
    );
    await panel.getByRole("button", { name: "Close & Add Inventory", exact: true }).waitFor();
    await absent("on the RECEIVED order");
    await signOut(demo);

    // -------- The owner deletes a role nobody holds; a held role stays, with the provider's reason.
    await signInToDashboard(demo, OWNER);
    await openStoreRoles(page);
    await createRole(page, THROWAWAY_ROLE);
    await roleButton(page, THROWAWAY_ROLE).click();
    await rolesTable(page)
      .getByRole("button", { name: `Delete ${THROWAWAY_ROLE}`, exact: true })
      .click();
    await roleButton(page, THROWAWAY_ROLE).waitFor({ state: "detached" });
    await page.getByText("Select a role to change its permissions.", { exact: true }).waitFor();
    assert.equal(
      (await readRoles(page)).map((role) => role.name),
      [...seeded.map((role) => role.name), RENAMED_ROLE],
      "the deleted role is gone and the others stay",
    );

    await rolesTable(page)
      .getByRole("button", { name: `Delete ${HELD_ROLE}`, exact: true })
      .click();
    const refusal = page.getByRole("alert").filter({ hasText: "The role was not deleted:" });
    await refusal.waitFor();
    assert.is(
      await refusal.innerText(),
      `The role was not deleted: 1 member still holds "${HELD_ROLE}": give them another role first.`,
    );
    assert.ok(await roleButton(page, HELD_ROLE).isVisible(), `${HELD_ROLE} stays`);
    // By design: the provider refuses to delete a role a member holds with 409 (CONFLICT).
    expectFailedResponse(demo, "DELETE", "/role/", 409);

    // -------- Axe on the other settings pages.
    for (const name of [
      "My Account",
      "Store Information",
      "Storefront Connections",
      "Plans",
      "Billing and Invoices",
    ]) {
      await openSettings(page, name);
      await checkA11y(page, `Settings: ${name}`);
    }

    await assertNoErrors(demo);
  } finally {
    await demo.close();
  }
});

test.run();
