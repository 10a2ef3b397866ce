// What store-admin.journey.ts works with: its roles and its new worker, the settings pages' side menu,
// the user menu's header and the Store Roles tables. The journey's phases, in admin-roles.ts and
// admin-members.ts, are written with these.
import type { Page } from "playwright-core";
import { userMenuLines } from "./steps.ts";
import { readRows, table } from "./tables.ts";

/** The owner's active store after signing in (D22): the first seeded store. */
export const STORE = "Maple Street Market";
export const RECEIVE = "Receive purchase orders";
export const NEW_ROLE = "Night Shift";
export const RENAMED_ROLE = "Night Receiving";
export const THROWAWAY_ROLE = "Temp";
/** A seeded role that buyer@example.com holds in the first store, so the provider refuses to delete it. */
export const HELD_ROLE = "Buyer";
export const WORKER = {
  firstName: "Nadia",
  lastName: "Nightly",
  email: "night.worker@example.com",
  password: "NightWorker1",
};
export const WORKER_NAME = `${WORKER.firstName} ${WORKER.lastName}`;

/** Opens the user menu and returns its header's lines: full name, active store and role. */
export async function userMenuHeader(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: /^User menu for / }).click();
  const lines = await userMenuLines(page);
  await page.keyboard.press("Escape");
  await page.getByRole("menu").waitFor({ state: "detached" });
  return lines;
}

/** Opens a settings page by its side-menu link (from the user menu's Settings when not there yet). */
export async function openSettings(page: Page, name: string): Promise<void> {
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

/** A row of 'Available Roles': the role's name and the names of its buttons. */
export interface RoleRow {
  name: string;
  buttons: string[];
}

export const rolesTable = (page: Page) => table(page, "Available Roles");
export const roleButton = (page: Page, name: string) =>
  rolesTable(page).getByRole("button", { name, exact: true });

/** Opens Store Roles and waits for its roles. */
export async function openStoreRoles(page: Page): Promise<void> {
  await openSettings(page, "Store Roles");
  await roleButton(page, "Store Owner").waitFor();
}

/** The 'Available Roles' rows in list order: the role's name and the names of the row's buttons. */
export function readRoles(page: Page): Promise<RoleRow[]> {
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
export async function createRole(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "New Role", exact: true }).click();
  const input = page.getByRole("textbox", { name: "New role name", exact: true });
  await input.fill(name);
  await input.press("Enter");
  await roleButton(page, name).waitFor();
  await input.waitFor({ state: "detached" });
}

/** The permissions a table lists, by publicName. */
export const permissionNames = (page: Page, tableName: string) =>
  readRows(table(page, tableName)).then((rows) => rows.map((row) => row.Permission));
