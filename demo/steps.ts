// What a user does in the app, shared by the journeys: signing in and out, registering, filling a
// form, the shell's navigation, the demo panel, and reading a downloaded PDF.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download, Locator, Page } from "playwright-core";
import * as assert from "uvu/assert";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { DEMO_TEXT } from "../src/features/demo/strings.ts";
import { whenQuiet, type DemoPage } from "./harness.ts";

/** D22: every demo account's password, from the table the seed and the sign-in screen read. */
export { DEMO_PASSWORD } from "../schema/demo.ts";

/** D22's demo accounts the journeys sign in with (schema/demo.ts lists them all). */
export const OWNER = "owner@example.com";
export const BUYER = "buyer@example.com";
export const RECEIVER = "receiver@example.com";
export const NEWCOMER = "newcomer@example.com";

/** Spec section 1: the dashboard's prompt, under the greeting. */
export const DASHBOARD = "Where do you want to start?";

/**
 * Waits for `text` anywhere on the page, checking on every animation frame. Use it where the app
 * boots (after a load or reload): a locator's waitFor backs off to 500 ms between checks, which costs
 * about half a second per boot. Assert with locators afterwards.
 */
export async function waitForText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body?.innerText.includes(wanted), text, { polling: "raf" });
}

/**
 * Signs in from the sign-in screen and waits for the reload that follows. Without a password the
 * account's button in the "Demo accounts" list fills the form (as a visitor would); with one, both
 * fields are typed. The caller then waits for an element of the screen it expects.
 */
export async function signIn(demo: DemoPage, email: string, password?: string): Promise<void> {
  const { page } = demo;
  await waitForText(page, "Welcome back!");
  if (password === undefined) {
    const accounts = page.getByRole("region", { name: "Demo accounts" });
    await accounts.getByRole("button", { name: email, exact: true }).click();
  } else {
    await page.getByRole("textbox", { name: "Email Address", exact: true }).fill(email);
    await fieldByLabel(page, "Password").fill(password);
  }
  // Signing in reloads the page: the sign-in screen's own reads (the demo bar's faults) finish first.
  await whenQuiet(demo);
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: "Log In", exact: true }).click();
  await reloaded;
}

/** Signs in (as signIn does) and waits for the dashboard. */
export async function signInToDashboard(demo: DemoPage, email: string, password?: string): Promise<void> {
  await signIn(demo, email, password);
  await waitForText(demo.page, DASHBOARD);
}

/** The open user menu's header (the element the menu is described by), by line: full name, store, role. */
export async function userMenuLines(page: Page): Promise<string[]> {
  const menu = page.getByRole("menu");
  await menu.waitFor();
  const headerId = await menu.getAttribute("aria-describedby");
  assert.ok(headerId, "the user menu is described by its header");
  return (await page.locator(`[id="${headerId}"]`).innerText()).split("\n");
}

/**
 * Signs out from the user menu (spec section 2: clears local storage and goes to /) and waits for the
 * sign-in screen after the reload. The browser context, and so the demo's IndexedDB store, stays.
 */
export async function signOut(demo: DemoPage): Promise<void> {
  const { page } = demo;
  await page.getByRole("button", { name: /^User menu for / }).click();
  const reloaded = page.waitForEvent("load");
  await page.getByRole("menuitem", { name: "Sign Out", exact: true }).click();
  await reloaded;
  await waitForText(page, "Welcome back!");
}

/**
 * A form field by its label, password inputs included: they have no ARIA role, so getByRole cannot find
 * them. getByLabel reads the label's text including a required field's aria-hidden " *".
 */
export function fieldByLabel(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/** Fills form fields by their labels, in order. */
export async function fillForm(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await fieldByLabel(page, label).fill(value);
}

/** The path the page is at: "/purchase-orders/12/modify". */
export const pathname = (page: Page) => new URL(page.url()).pathname;

/** A link of the signed-in shell's "Inventory" navigation. */
export const navLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Inventory", exact: true }).getByRole("link", { name, exact: true });

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the register screen's five fields (the password twice) and presses Sign Up. */
export async function register(demo: DemoPage, account: NewAccount): Promise<void> {
  const { page } = demo;
  await waitForText(page, "Create your account");
  // By accessible name: a required label's aria-hidden " *" is not part of it.
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  const password = (name: string) => fieldByLabel(page, name);
  await field("First Name").fill(account.firstName);
  await field("Last Name").fill(account.lastName);
  await field("Email Address").fill(account.email);
  await password("Password").fill(account.password);
  await password("Confirm Your Password").fill(account.password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
}

/** The demo panel's tabs (issue 7). */
export type DemoPanelTab = "Outbox" | "Feedback inbox" | "Fault injection";

/**
 * Opens the demo panel from the demo bar and selects `tab`; returns the panel (a dialog). Its "Close"
 * button closes it again.
 */
export async function openDemoPanel(page: Page, tab: DemoPanelTab) {
  await page
    .getByRole("region", { name: "Demo", exact: true })
    .getByRole("button", { name: "Demo panel", exact: true })
    .click();
  const panel = page.getByRole("dialog", { name: "Demo panel", exact: true });
  await panel.getByRole("tab", { name: tab, exact: true }).click();
  await panel.locator(`[role="tab"][aria-selected="true"]`, { hasText: tab }).waitFor();
  return panel;
}

/** Closes the demo panel with its Close button. */
export async function closeDemoPanel(panel: Locator): Promise<void> {
  await panel.getByRole("button", { name: DEMO_TEXT.close, exact: true }).click();
  await panel.waitFor({ state: "detached" });
}

/** The fault injection tab's line saying what is in effect ("Now in effect: offline."). */
export const faultsInEffect = (panel: Locator, summary: string) =>
  panel.getByText(`${DEMO_TEXT.faults.current} ${summary}`, { exact: true });

/** The text of a downloaded PDF, as pdftotext -layout reads it. */
export async function pdfText(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "journey-pdf-"));
  try {
    const saved = join(dir, download.suggestedFilename());
    await download.saveAs(saved);
    return execFileSync("pdftotext", ["-layout", saved, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Below lg (1024 px) the bar holds Jump Anywhere, Report an issue and Switch Store in its Menu (phones,
 * and tablets since D106): opens the Menu there unless it is open, so the next step finds them as a user
 * would.
 */
export async function openBarMenuBelowLg(page: Page): Promise<void> {
  if (page.viewportSize()!.width >= 1024) return;
  const menu = page.getByRole("button", { name: SHELL_TEXT.nav.menu, exact: true });
  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
}
