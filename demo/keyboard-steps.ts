// What a keyboard-only user does, for keyboard.journey.ts (issue 8): pressing keys, typing over a
// field, reaching a control with Tab and pressing Enter on it, signing in, the user menu's arrows, and
// where focus lands after navigating. Nothing here clicks, focuses or fills: the journeys must not.
import type { Page } from "playwright-core";
import { STORE_NAMES } from "../mocks/seed/accounts.ts";
import { DEMO_ACCOUNTS } from "../schema/demo.ts";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { SIGN_IN_TEXT } from "../src/features/auth/strings.ts";
import {
  PURCHASE_ORDERS_TEXT,
  PURCHASE_ORDER_EDIT_TEXT,
} from "../src/features/purchase-orders/shared/strings.ts";
import { assertFocused, assertFocusVisible, named, tabTo } from "./a11y.ts";
import { DEMO_PASSWORD, OWNER, waitForText } from "./steps.ts";

export const PO = PURCHASE_ORDERS_TEXT;
export const EDIT = PURCHASE_ORDER_EDIT_TEXT;
const owner = DEMO_ACCOUNTS.find((account) => account.email === OWNER)!;
export const OWNER_NAME = `${owner.firstName} ${owner.lastName}`;
/** D22: the owner's active store at sign-in, the first. */
export const STORE = STORE_NAMES[0];

/** Presses `keys` one after the other. */
export const press = (page: Page, ...keys: string[]) =>
  keys.reduce((done, key) => done.then(() => page.keyboard.press(key)), Promise.resolve());

/** Replaces what the focused field holds with `text`, as a user does: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await press(page, "ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Tabs (or with `back`, Shift+Tabs) to a control, checks its focus ring shows, and presses Enter on it. */
export async function activate(page: Page, role: string, name: string, { back = false } = {}) {
  await tabTo(page, role, name, { back });
  await assertFocusVisible(page, `on ${named(role, name)}`);
  await press(page, "Enter");
}

/** Signs in on the sign-in screen by typing both fields and pressing Enter; waits for the reload. */
export async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await waitForText(page, SIGN_IN_TEXT.title);
  await tabTo(page, "textbox", SIGN_IN_TEXT.email);
  await page.keyboard.type(email);
  await press(page, "Tab");
  await assertFocused(page, "textbox", SIGN_IN_TEXT.password, "after the email");
  await page.keyboard.type(password);
  const reloaded = page.waitForEvent("load");
  await press(page, "Enter");
  await reloaded;
}

/** Opens `fullName`'s user menu from the bar (focus on its first item) and chooses `item` with arrows. */
export async function chooseInUserMenu(page: Page, fullName: string, item: string): Promise<void> {
  await activate(page, "button", SHELL_TEXT.userMenu.open(fullName), { back: true });
  await page.getByRole("menu").waitFor();
  const items = await page.getByRole("menuitem").allInnerTexts();
  await assertFocused(page, "menuitem", items[0]!, "on opening the menu");
  for (let i = 0; i < items.indexOf(item); i++) await press(page, "ArrowDown");
  await assertFocused(page, "menuitem", item, "in the user menu");
  await assertFocusVisible(page, `on the ${item} item`);
  await press(page, "Enter");
}

/** Waits for the screen's h1 and asserts focus moved to it (the new content, after navigating). */
export async function assertLandedOn(page: Page, heading: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
  await assertFocused(page, "heading", heading, `on arriving at "${heading}"`);
}
