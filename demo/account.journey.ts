// Signed out (issue 3): the sign-in, register and reset password screens, a refused sign-in (D27)
// and a new account from registration to its first sign-in (D28, D13).
import * as assert from "uvu/assert";
import { expectFailedResponse } from "./expected-failures.ts";
import { checkA11y, journey, journeySuite } from "./harness.ts";
import { fieldByLabel, openDemoPanel, register, signIn, waitForText } from "./steps.ts";

const test = journeySuite("account journey");

test("the sign-in, register and reset password screens pass axe", () =>
  journey("/login", async ({ page }) => {
    await waitForText(page, "Welcome back!");
    await checkA11y(page, "the sign-in screen");

    await page.getByRole("link", { name: "Need an account? Register", exact: true }).click();
    await page.getByRole("heading", { name: "Create your account", exact: true }).waitFor();
    await checkA11y(page, "the register screen");

    await page.getByRole("link", { name: "Have an account? Sign In", exact: true }).click();
    await page.getByRole("link", { name: "Forgot your password?", exact: true }).click();
    await page.getByRole("heading", { name: "Reset your password", exact: true }).waitFor();
    await checkA11y(page, "the reset password screen");
  }));

test("a wrong password keeps the typed email and says the sign-in did not go through (D27)", () =>
  journey("/login", async (demo) => {
    const { page } = demo;
    await waitForText(page, "Welcome back!");
    const email = page.getByRole("textbox", { name: "Email Address", exact: true });
    await email.fill("buyer@example.com");
    await fieldByLabel(page, "Password").fill("Wrong1234!");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    assert.is(
      await alert.innerText(),
      "Sign-in did not go through: The email address or password is incorrect.",
    );
    assert.is(await email.inputValue(), "buyer@example.com");
    assert.ok(await page.getByRole("button", { name: "Log In", exact: true }).isEnabled(), "Log In again");
    // By design: the provider refuses a wrong password with 401 (spec section 8).
    expectFailedResponse(demo, "POST", "/authentication/login", 401);
  }));

test("a new account lands on /?status=100 with the notice, then signs in to 'No Active Stores'", () =>
  journey("/register", async (demo) => {
    const { page } = demo;
    const account = {
      firstName: "Jo",
      lastName: "Urney",
      email: "journey.user@example.com",
      password: "Journey123",
    };
    await register(demo, account);
    await page.getByText("Your account was created. Sign in to continue.", { exact: true }).waitFor();
    const url = new URL(page.url());
    assert.is(`${url.pathname}${url.search}`, "/?status=100");

    await signIn(demo, account.email, account.password);
    await waitForText(page, "No Active Stores");
    await page.getByRole("heading", { name: "No Active Stores", exact: true }).waitFor();
    await checkA11y(page, "the No Active Stores screen");
  }));

test("the reset loop: a link from the outbox sets a new password that signs in (D41)", () =>
  journey("/reset-password", async (demo) => {
    const { page } = demo;
    await page.getByRole("textbox", { name: "Email Address", exact: true }).fill("receiver@example.com");
    await page.getByRole("button", { name: "Send Reset Link", exact: true }).click();
    await waitForText(
      page,
      "If an account exists for receiver@example.com, a link to reset its password is on its way.",
    );
    const outbox = await openDemoPanel(page, "Outbox");
    const mail = outbox.getByRole("article", { name: "Reset your Stock Sense password", exact: true });
    await mail.getByRole("link", { name: /^\/reset-password\// }).click();
    await page.getByRole("heading", { name: "Choose a new password", exact: true }).waitFor();
    await checkA11y(page, "the set password screen");
    await fieldByLabel(page, "Password").fill("Receiver2026");
    await fieldByLabel(page, "Confirm Your Password").fill("Receiver2026");
    await page.getByRole("button", { name: "Set New Password", exact: true }).click();
    await waitForText(page, "Your password was changed. Sign in with the new one.");
    assert.is(new URL(page.url()).pathname, "/login");
    await signIn(demo, "receiver@example.com", "Receiver2026");
    await page.getByRole("link", { name: "Purchase Orders", exact: true }).waitFor();
  }));

test("registering with a taken email shows the provider's words and keeps what was typed (D13)", () =>
  journey("/register", async (demo) => {
    const { page } = demo;
    await register(demo, {
      firstName: "Olivia",
      lastName: "Again",
      email: "owner@example.com",
      password: "Journey123",
    });
    await page.getByText("Email 'owner@example.com' is already taken.").waitFor();
    assert.is(await page.getByRole("textbox", { name: "First Name", exact: true }).inputValue(), "Olivia");
    assert.is(new URL(page.url()).pathname, "/register");
    // By design: the provider refuses a taken email with 400 (D13).
    expectFailedResponse(demo, "POST", "/authentication/register", 400);
  }));

test.run();
