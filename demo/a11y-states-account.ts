// How the accessibility sweep (a11y-sweep.journey.ts) brings each screen around the account to a
// state: signed out (sign-in, register, reset, invites, the demo bar), the shell's menus and dialogs,
// the settings pages and the screens of a user without a store. Orders, suppliers and the lists are in
// a11y-states-stock.ts; both only list states, so the sweep's table stays one readable page.
import { PATHS } from "../src/config/routes.ts";
import { TEXT } from "../src/ui/strings.ts";
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

const M = TEXT.members;
const R = TEXT.storeRoles;
const SP = TEXT.settingsPages;

export const signInScreen = show(PATHS.login, TEXT.signIn.title);
export const registerScreen = show(PATHS.register, TEXT.register.title);
export const resetScreen = show(PATHS.resetPassword, TEXT.resetPassword.title);
export const dashboard = showText(PATHS.dashboard, TEXT.dashboard.prompt);
const users = show(PATHS.settingsUsers, M.title);
export const roles = show(PATHS.settingsRoles, R.title);

export const resetAsked = and(resetScreen, async (page) => {
  await page.getByRole("textbox", { name: TEXT.resetPassword.email }).fill(OWNER);
  await button(page, TEXT.resetPassword.submit).click();
});

/** The demo panel of the bar, open on `tab`. */
export const demoPanel = (tab: DemoPanelTab) =>
  and(signInScreen, async (page) => {
    const panel = await openDemoPanel(page, tab);
    await panel.locator('[role="tabpanel"] :is(p, ul, form)').first().waitFor();
  });

export const signInRefused = and(signInScreen, async (page) => {
  await fillForm(page, { [TEXT.signIn.email]: OWNER, [TEXT.signIn.password]: DEMO_PASSWORD });
  await button(page, TEXT.signIn.submit).click();
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
  await button(page.getByRole("dialog"), TEXT.confirmDialog.confirm).click();
  await pending.locator("table:not([aria-busy]) .table-empty").waitFor();
});

export const reportFailed = and(dashboard, async (page) => {
  await openDialog(TEXT.feedback.button, TEXT.feedback.title)(page);
  const box = dialog(page, TEXT.feedback.title);
  await box.getByRole("textbox").fill("The sweep cannot reach the provider.");
  await button(box, TEXT.feedback.send).click();
  await alert(box);
});

export const switchFailed = and(dashboard, async (page) => {
  await openDialog(TEXT.shell.storeSwitcher.button, TEXT.shell.storeSwitcher.title)(page);
  const box = dialog(page, TEXT.shell.storeSwitcher.title);
  await button(box, INVITED_TO).click();
  await alert(box);
});

export const otherApplication = and(dashboard, async (page) => {
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: /^Data View/ }).click();
  await reloaded;
  await openMenu(TEXT.shell.appMenu("Data View"))(page);
});

export const acceptance = showText(PATHS.joinStore("demo-invite-valid"), TEXT.invite.join(INVITED_TO));

export const resetLinkSent = and(resetAsked, (page) => waitForText(page, TEXT.resetPassword.sent(OWNER)));
export const validInvite = showText(PATHS.joinStore("demo-invite-valid"), TEXT.invite.invitedTo(INVITED_TO));
export const expiredInvite = show(PATHS.joinStore("demo-invite-expired"), TEXT.invite.invalidTitle);
export const unreachedInvite = show(PATHS.joinStore("demo-invite-valid"), TEXT.invite.invalidTitle);
export const resetConfirmation = and(signInScreen, openDialog(TEXT.demo.reset, TEXT.demo.resetConfirm));

export const userMenu = and(dashboard, openMenu(/^User menu for /));
export const appMenu = and(dashboard, openMenu(TEXT.shell.appMenu("Stock Sense")));
export const reportDialog = and(dashboard, openDialog(TEXT.feedback.button, TEXT.feedback.title));
export const storeSwitcher = and(
  dashboard,
  openDialog(TEXT.shell.storeSwitcher.button, TEXT.shell.storeSwitcher.title),
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

export const noStores = show(PATHS.dashboard, TEXT.noStores.title);
/** The invite is for another address (D14): the provider refuses, and the screen says so in red. */
export const joinRefused = and(acceptance, async (page) => {
  await button(page, TEXT.invite.join(INVITED_TO)).click();
  await alert(page);
});
export const acceptanceUnreached = showText(PATHS.joinStore("demo-invite-valid"), TEXT.invite.retry);
