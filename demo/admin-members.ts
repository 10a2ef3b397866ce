// The membership phases of store-admin.journey.ts: the owner invites WORKER as the renamed role and
// copies the link, WORKER registers and joins through it, the owner then finds a member and no pending
// invite, and the member receives an order but is offered none of the buyer's side.
import type { Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { openSettings, RENAMED_ROLE, STORE, userMenuHeader, WORKER, WORKER_NAME } from "./admin-steps.ts";
import { checkA11y, type DemoPage } from "./harness.ts";
import { navLink, OWNER, pathname, register, signIn, signInToDashboard, waitForText } from "./steps.ts";
import { readRows, table } from "./tables.ts";

const members = (page: Page) => table(page, "Members");
const invites = (page: Page) => table(page, "Pending Invites");

/** On Users, invites WORKER's email as RENAMED_ROLE and copies the invite's link; returns it. */
export async function inviteWorker(demo: DemoPage): Promise<string> {
  const { page, context } = demo;
  await openSettings(page, "Users");
  await members(page).getByRole("cell", { name: OWNER, exact: true }).waitFor();
  assert.not.ok(
    (await readRows(members(page))).some((row) => row.Email === WORKER.email),
    "not a member yet",
  );
  const form = page.getByRole("form", { name: "Invite user", exact: true });
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(WORKER.email);
  await form.getByRole("combobox", { name: "Role", exact: true }).selectOption({ label: RENAMED_ROLE });
  await form.getByRole("button", { name: "Send Invite", exact: true }).click();
  await page
    .getByText(`Invite sent to ${WORKER.email}. It is listed under Pending Invites.`, { exact: true })
    .waitFor();
  const inviteRow = invites(page).locator("tr", {
    has: page.getByRole("cell", { name: WORKER.email, exact: true }),
  });
  await inviteRow.waitFor();
  assert.is(
    (await readRows(invites(page))).find((row) => row.Email === WORKER.email)?.Role,
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
  return link;
}

/**
 * Signed out, opens the invite `link`, registers WORKER from it, signs in and joins; signed in again,
 * WORKER works in STORE as RENAMED_ROLE.
 */
export async function joinByLink(demo: DemoPage, link: string): Promise<void> {
  const { page } = demo;
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
}

/** On Users, as the owner: WORKER is a member holding RENAMED_ROLE, and their invite no longer pending. */
export async function assertWorkerIsMember(page: Page): Promise<void> {
  await openSettings(page, "Users");
  const memberRole = members(page).getByRole("combobox", { name: `Role of ${WORKER_NAME}`, exact: true });
  await memberRole.waitFor();
  assert.equal((await readRows(members(page))).find((row) => row.Email === WORKER.email)?.Name, WORKER_NAME);
  assert.is(
    await memberRole.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
    RENAMED_ROLE,
    "the new member holds the renamed role",
  );
  assert.not.ok(
    (await readRows(invites(page))).some((row) => row.Email === WORKER.email),
    "the accepted invite is no longer pending",
  );
  await checkA11y(page, "Users with the new member");
}

/** The buyer's side of an order (spec section 4, D6): none of it is offered to a receiving role. */
async function assertNoBuyerActions(page: Page, when: string): Promise<void> {
  for (const name of ["Mark As Ordered", "Reopen Purchase Order"])
    assert.is(await page.getByRole("button", { name, exact: true }).count(), 0, `no ${name} ${when}`);
  const edit = page.getByRole("link", { name: "Edit Products", exact: true });
  assert.is(await edit.count(), 0, `no Edit Products ${when}`);
}

/**
 * As WORKER: Purchase Orders offers no Create New PO and no Modify; narrows the list to ORDERED and
 * opens the first, which offers none of the buyer's side. Returns the order's panel.
 */
export async function openOrderedOrder(page: Page): Promise<Locator> {
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
  const editable = (await readRows(orders, ["Status"])).filter((row) =>
    ["OPEN", "RECEIVED"].includes(row.Status),
  );
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
  const ordered = await readRows(orders, ["PO Number"]);
  assert.ok(ordered.length > 0, "the store has ORDERED orders");
  const poNumber = ordered[0]!["PO Number"];
  const id = /^PO-(\d+)$/.exec(poNumber)![1]!;
  await orders.getByRole("link", { name: `View ${poNumber}`, exact: true }).click();
  const heading = page.getByRole("heading", { level: 1, name: `Purchase Order #${id}`, exact: true });
  await heading.waitFor();
  const panel = page.getByRole("region", { name: `Purchase Order #${id}`, exact: true });
  const badge = panel.locator(".status-badge.large");
  assert.is(await badge.innerText(), "ORDERED");
  await assertNoBuyerActions(page, "on an ORDERED order");
  return panel;
}

/** Receives the open order from its `panel`: RECEIVED, and still none of the buyer's side offered. */
export async function receiveOrder(page: Page, panel: Locator): Promise<void> {
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
  await assertNoBuyerActions(page, "on the RECEIVED order");
}
