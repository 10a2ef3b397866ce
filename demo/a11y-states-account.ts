// How the accessibility sweep (a11y-sweep.journey.ts) brings each screen around the account to a
// state: signed out (sign-in, register, reset, invites, the demo bar), the shell's menus and dialogs,
// the settings pages and the screens of a user without a store. Orders, suppliers and the lists are in
// a11y-states-stock.ts; both only list states, so the sweep's table stays one readable page.
import { PATHS } from "../src/config/routes.ts";
import { NO_STORES_TEXT, SHELL_TEXT } from "../src/app/strings.ts";
import {
  REGISTER_TEXT,
  RESET_PASSWORD_TEXT,
  SET_PASSWORD_TEXT,
  SIGN_IN_TEXT,
} from "../src/features/auth/strings.ts";
import { DASHBOARD_TEXT } from "../src/features/dashboard/strings.ts";
import { DEMO_TEXT } from "../src/features/demo/strings.ts";
import { FEEDBACK_TEXT } from "../src/features/feedback/strings.ts";
import { INVITE_TEXT } from "../src/features/invites/strings.ts";
import { MEMBERS_TEXT } from "../src/features/members/strings.ts";
import { SETTINGS_TEXT, STORE_ROLES_TEXT } from "../src/features/settings/strings.ts";
import { UI_TEXT } from "../src/ui/strings.ts";
import {
  alert,
  and,
  button,
  dialog,
  INVITED_TO,
  openConfirmation,
  openDialog,
  openMenu,
  region,
  show,
  showText,
} from "./a11y-sweep-kit.ts";
import {
  DEMO_PASSWORD,
  fillForm,
  openDemoPanel,
  OWNER,
  register,
  waitForText,
  type DemoPanelTab,
} from "./steps.ts";

const M = MEMBERS_TEXT;
const R = STORE_ROLES_TEXT;
const SP = SETTINGS_TEXT;

export const signInScreen = show(PATHS.login, SIGN_IN_TEXT.title);
export const registerScreen = show(PATHS.register, REGISTER_TEXT.title);
export const resetScreen = show(PATHS.resetPassword, RESET_PASSWORD_TEXT.title);
/** A reset link whose token the provider never issued: the form, then its refusal. */
export const setPasswordScreen = show(PATHS.setPassword("0".repeat(64)), SET_PASSWORD_TEXT.title);
export const setPasswordRefused = and(setPasswordScreen, async (page) => {
  await fillForm(page, {
    [SET_PASSWORD_TEXT.password]: "Harbor2026x",
    [SET_PASSWORD_TEXT.confirmPassword]: "Harbor2026x",
  });
  await button(page, SET_PASSWORD_TEXT.submit).click();
  await alert(page);
});
export const dashboard = showText(PATHS.dashboard, DASHBOARD_TEXT.prompt);
const users = show(PATHS.settingsUsers, M.title);
export const roles = show(PATHS.settingsRoles, R.title);

export const resetAsked = and(resetScreen, async (page) => {
  await page.getByRole("textbox", { name: RESET_PASSWORD_TEXT.email }).fill(OWNER);
  await button(page, RESET_PASSWORD_TEXT.submit).click();
});

/** The demo panel of the bar, open on `tab`. */
export const demoPanel = (tab: DemoPanelTab) =>
  and(signInScreen, async (page) => {
    const panel = await openDemoPanel(page, tab);
    await panel.locator('[role="tabpanel"] :is(p, ul, form)').first().waitFor();
  });

export const signInRefused = and(signInScreen, async (page) => {
  await fillForm(page, { [SIGN_IN_TEXT.email]: OWNER, [SIGN_IN_TEXT.password]: DEMO_PASSWORD });
  await button(page, SIGN_IN_TEXT.submit).click();
  await alert(page);
});

export const registerRefused = and(registerScreen, async (page, { demo }) => {
  const account = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "Analytical1",
  };
  await register(demo, account);
  await alert(page);
});

export const inviteSent = and(users, async (page) => {
  await page.getByRole("textbox", { name: M.invite.email, exact: true }).fill("sweep@example.com");
  await page.getByRole("combobox", { name: M.invite.role, exact: true }).selectOption({ label: "Viewer" });
  await button(page, M.invite.submit).click();
  await page.getByText(M.invite.sent("sweep@example.com"), { exact: true }).waitFor();
});

export const usersLoaded = and(users, async (page) => {
  await region(page, M.pending.title).locator("table:not([aria-busy])").waitFor();
  await region(page, M.members).locator("tbody select").first().waitFor();
});

/** In the empty demo the store keeps the seed's one invite (an expired one); revoked, none is left. */
export const noPendingInvites = and(users, async (page) => {
  const pending = region(page, M.pending.title);
  await pending.getByRole("button", { name: /^Revoke / }).click();
  await button(page.getByRole("dialog"), UI_TEXT.confirmDialog.confirm).click();
  await pending.locator("table:not([aria-busy]) .table-empty").waitFor();
});

export const reportFailed = and(dashboard, async (page) => {
  await openDialog(FEEDBACK_TEXT.button, FEEDBACK_TEXT.title)(page);
  const box = dialog(page, FEEDBACK_TEXT.title);
  await box.getByRole("textbox").fill("The sweep cannot reach the provider.");
  await button(box, FEEDBACK_TEXT.send).click();
  await alert(box);
});

export const switchFailed = and(dashboard, async (page) => {
  await openDialog(SHELL_TEXT.storeSwitcher.button, SHELL_TEXT.storeSwitcher.title)(page);
  const box = dialog(page, SHELL_TEXT.storeSwitcher.title);
  await button(box, INVITED_TO).click();
  await alert(box);
});

export const otherApplication = and(dashboard, async (page) => {
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: /^Data View/ }).click();
  await reloaded;
  await openMenu(SHELL_TEXT.appMenu("Data View"))(page);
});

export const acceptance = showText(PATHS.joinStore("demo-invite-valid"), INVITE_TEXT.join(INVITED_TO));

export const resetLinkSent = and(resetAsked, (page) => waitForText(page, RESET_PASSWORD_TEXT.sent(OWNER)));
export const validInvite = showText(PATHS.joinStore("demo-invite-valid"), INVITE_TEXT.invitedTo(INVITED_TO));
export const expiredInvite = show(PATHS.joinStore("demo-invite-expired"), INVITE_TEXT.invalidTitle);
export const unreachedInvite = show(PATHS.joinStore("demo-invite-valid"), UI_TEXT.unavailable.title);
export const resetConfirmation = and(signInScreen, openDialog(DEMO_TEXT.reset, DEMO_TEXT.resetConfirm));

export const userMenu = and(dashboard, openMenu(/^User menu for /));
export const appMenu = and(dashboard, openMenu(SHELL_TEXT.appMenu("Stock Sense")));
export const reportDialog = and(dashboard, openDialog(FEEDBACK_TEXT.button, FEEDBACK_TEXT.title));
export const storeSwitcher = and(
  dashboard,
  openDialog(SHELL_TEXT.storeSwitcher.button, SHELL_TEXT.storeSwitcher.title),
);

export const account = show(PATHS.settingsAccount, SP.account.title);
export const emailChange = and(account, async (page) => {
  await page.getByRole("button", { name: new RegExp(`^${SP.account.change}`) }).click();
  await page
    .getByRole("button", { name: new RegExp(`^${SP.account.cancelChange}`) })
    .first()
    .waitFor();
});
export const removeMember = and(
  users,
  openConfirmation((page) => page.getByRole("button", { name: /^Remove / }).first()),
);
export const revokeInvite = and(
  users,
  openConfirmation((page) =>
    region(page, M.pending.title)
      .getByRole("button", { name: /^Revoke / })
      .first(),
  ),
);
export const usersUnreached = and(users, (page) => page.getByRole("alert").nth(1).waitFor());

/** Store Owner holds every permission: none is left to add. */
export const ownerRole = and(roles, async (page) => {
  await button(page, "Store Owner").click();
  await region(page, R.available).locator(".table-empty").waitFor();
});
export const newRoleInput = and(roles, async (page) => {
  await button(page, R.newRole).click();
  await page.getByRole("textbox", { name: R.newRoleName, exact: true }).waitFor();
});
export const renameInput = and(roles, async (page) => {
  await button(page, R.rename("Buyer")).click();
  await page.getByRole("textbox", { name: R.renameInput("Buyer"), exact: true }).waitFor();
});

export const noStores = show(PATHS.dashboard, NO_STORES_TEXT.title);
/** The invite is for another address (D14): the provider refuses, and the screen says so in red. */
export const joinRefused = and(acceptance, async (page) => {
  await button(page, INVITE_TEXT.join(INVITED_TO)).click();
  await alert(page);
});
export const acceptanceUnreached = showText(PATHS.joinStore("demo-invite-valid"), UI_TEXT.unavailable.retry);
