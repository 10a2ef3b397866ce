// The phases of keyboard.journey.ts's invite, each by keys alone: the owner reaches Users through the
// user menu and Settings, sends the invite and reads its link in the demo panel's outbox; the invitee
// fills the register form from the link's screen.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { SHELL_TEXT } from "../src/app/strings.ts";
import { REGISTER_TEXT, SIGN_IN_TEXT } from "../src/features/auth/strings.ts";
import { DEMO_TEXT } from "../src/features/demo/strings.ts";
import { INVITE_TEXT } from "../src/features/invites/strings.ts";
import { MEMBERS_TEXT } from "../src/features/members/strings.ts";
import { SETTINGS_TEXT } from "../src/features/settings/strings.ts";
import { assertFocused, assertFocusTrapped, holdsFocus, tabTo } from "./a11y.ts";
import { activate, assertLandedOn, chooseInUserMenu, OWNER_NAME, press } from "./keyboard-steps.ts";
import { waitForText, type NewAccount } from "./steps.ts";

/** Settings from the user menu, then Users in the side menu (before the page in Tab order). */
export async function openUsers(page: Page): Promise<void> {
  await chooseInUserMenu(page, OWNER_NAME, SHELL_TEXT.userMenu.settings);
  await assertLandedOn(page, SETTINGS_TEXT.account.title);
  await activate(page, "link", SHELL_TEXT.settings.users, { back: true });
  await assertLandedOn(page, MEMBERS_TEXT.title);
}

/** The invite: an email, a role chosen by typing its name on the closed list, Send Invite. */
export async function sendInvite(page: Page, email: string, role: string): Promise<void> {
  const I = MEMBERS_TEXT.invite;
  await tabTo(page, "textbox", I.email);
  await page.keyboard.type(email);
  await press(page, "Tab");
  await assertFocused(page, "combobox", I.role, "after the email");
  await page.keyboard.type(role);
  await activate(page, "button", I.submit);
  await page.getByText(I.sent(email), { exact: true }).waitFor();
  await assertFocused(page, "button", I.submit, "after sending (not dropped to the page)");
  const pending = page.getByRole("region", { name: MEMBERS_TEXT.pending.title, exact: true });
  await pending.getByRole("cell", { name: email, exact: true }).waitFor();
}

/** The link, from the mail to `email` in the demo outbox: the panel opens and closes by keyboard too. */
export async function inviteLinkFromOutbox(page: Page, email: string): Promise<string> {
  await activate(page, "button", DEMO_TEXT.open, { back: true });
  const panel = page.getByRole("dialog", { name: DEMO_TEXT.title, exact: true });
  await panel.waitFor();
  assert.ok(await holdsFocus(panel), "focus moves into the demo panel");
  const mail = panel.getByRole("article").filter({ hasText: email });
  const link = await mail.getByRole("link").getAttribute("href");
  assert.ok(link?.includes("/joinStore/"), `the mail has the invite link (${link})`);
  await assertFocusTrapped(page, panel, "the demo panel");
  await press(page, "Escape");
  await panel.waitFor({ state: "detached" });
  await assertFocused(page, "button", DEMO_TEXT.open, "after closing the panel");
  return link!;
}

/** From the invite's screen: Register, then the form's five fields by Tab, sent with Enter. */
export async function registerFromInvite(page: Page, invitee: NewAccount): Promise<void> {
  await activate(page, "link", INVITE_TEXT.register);
  await waitForText(page, REGISTER_TEXT.title);
  const R = REGISTER_TEXT;
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
  await waitForText(page, SIGN_IN_TEXT.status100);
}
