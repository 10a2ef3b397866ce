// Invites (issue 3, D14): the landing screen signed out, a new invitee from the link to the store,
// and an expired link.
import type { Page } from "playwright-core";
import * as assert from "uvu/assert";
import { checkA11y, journey, journeySuite } from "./harness.ts";
import { register, signIn, signInToDashboard, userMenuLines, waitForText } from "./steps.ts";

const test = journeySuite("invite journey");

/** D22: the valid demo invite is for this address, to the second store (Harbor Hardware) as Buyer. */
const INVITEE = {
  firstName: "Ines",
  lastName: "Invitee",
  email: "invitee@example.com",
  password: "Invitee123",
};

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test("an invitee goes from the link through registering and joining to Harbor Hardware as Buyer", () =>
  journey("/joinStore/demo-invite-valid", async (demo) => {
    const { page } = demo;
    await waitForText(page, "You have been invited to join Harbor Hardware.");
    assert.is(await page.getByRole("heading", { level: 1 }).innerText(), "Welcome To Stock Sense!");
    await checkA11y(page, "the invite landing screen (valid invite)");

    await page.getByRole("link", { name: "Register", exact: true }).click();
    await register(demo, INVITEE);
    await page.getByText("Your account was created. Sign in to continue.", { exact: true }).waitFor();
    assert.is(path(page), "/?status=100");

    // Signed in with the invite pending, every path shows the acceptance screen.
    await signIn(demo, INVITEE.email, INVITEE.password);
    await waitForText(page, "Join Harbor Hardware");
    const join = page.getByRole("button", { name: "Join Harbor Hardware", exact: true });
    await join.waitFor();
    assert.is(await page.getByRole("heading", { level: 1 }).innerText(), "Welcome To Stock Sense Ines!");
    assert.ok(await page.getByText("You have been invited to join Harbor Hardware.").isVisible());
    await checkA11y(page, "the invite acceptance screen");

    const reloaded = page.waitForEvent("load");
    await join.click();
    await reloaded;
    await waitForText(page, "You joined the store. Sign in again to open it.");
    assert.is(path(page), "/login?code=102");

    await signInToDashboard(demo, INVITEE.email, INVITEE.password);
    await page.getByRole("button", { name: "User menu for Ines Invitee", exact: true }).click();
    assert.equal(await userMenuLines(page), ["Ines Invitee", "Harbor Hardware", "Buyer"]);
  }));

test("an expired invite link says 'Invite invalid or expired.' and offers Sign In", () =>
  journey("/joinStore/demo-invite-expired", async ({ page }) => {
    await waitForText(page, "Invite invalid or expired.");
    await page.getByRole("heading", { level: 1, name: "Invite invalid or expired.", exact: true }).waitFor();
    assert.ok(await page.getByRole("link", { name: "Sign In", exact: true }).isVisible());
    assert.is(await page.getByRole("link", { name: "Register", exact: true }).count(), 0);
    assert.is(
      await page.evaluate(() => localStorage.getItem("invite-token")),
      null,
      "the token is forgotten",
    );
    await checkA11y(page, "the invite landing screen (expired invite)");
  }));

test.run();
