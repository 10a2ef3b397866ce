import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { OUTAGES, quietly, renderDuring } from "../../../../test/failure-kit.tsx";
import { reloads, renderApp, renderAt } from "../../../../test/render.tsx";
import { STORAGE_KEYS } from "../../../session/storage.ts";

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Email Address/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
}

test("signing in stores the token and the user, then reloads the page", async () => {
  await renderAt("/login");
  await fillAndSubmit("buyer@example.com", "Demo1234!");
  await waitFor(() => assert.is(reloads.count, 1));
  assert.ok(localStorage.getItem(STORAGE_KEYS.token));
  assert.is(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!).email, "buyer@example.com");
});

test("a wrong password keeps what was typed and says it did not go through (D27)", async () => {
  await renderAt("/");
  await fillAndSubmit("buyer@example.com", "wrong-password");
  const alert = await screen.findByRole("alert");
  assert.is(alert.textContent, "Sign-in did not go through: The email address or password is incorrect.");
  assert.is((screen.getByLabelText(/Email Address/) as HTMLInputElement).value, "buyer@example.com");
  assert.is((screen.getByLabelText(/Password/) as HTMLInputElement).value, "wrong-password");
  assert.is(localStorage.getItem(STORAGE_KEYS.token), null);
  assert.is(reloads.count, 0);
});

test("any signed-out path shows the sign-in screen", async () => {
  await renderAt("/purchase-orders/12");
  assert.ok(screen.getByRole("button", { name: "Log In" }));
  assert.is((screen.getByLabelText(/Email Address/) as HTMLInputElement).type, "email");
});

test("status 100 and code 102 show D28's messages", async () => {
  await renderAt("/?status=100");
  assert.is(screen.getByRole("status").textContent, "Your account was created. Sign in to continue.");
  await renderAt("/login?code=102");
  assert.is(screen.getByRole("status").textContent, "You joined the store. Sign in again to open it.");
});

test("in demo mode the demo accounts are listed and a click fills the form", async () => {
  await renderAt("/", { config: { mock: true } });
  await userEvent.setup().click(screen.getByRole("button", { name: "receiver@example.com" }));
  assert.is((screen.getByLabelText(/Email Address/) as HTMLInputElement).value, "receiver@example.com");
  assert.is((screen.getByLabelText(/Password/) as HTMLInputElement).value, "Demo1234!");
});

test("outside demo mode no demo account is offered", async () => {
  await renderAt("/");
  assert.is(screen.queryByRole("button", { name: "owner@example.com" }), null);
});

test("after a 401 ended the session the sign-in screen says so, until the next sign-in", async () => {
  await renderAt("/", { signedInAs: "buyer@example.com" });
  // A token the provider no longer accepts (its signature broken), as after a server-side logout.
  const token = localStorage.getItem(STORAGE_KEYS.token)!;
  localStorage.setItem(STORAGE_KEYS.token, `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`);
  await renderApp("/purchase-orders");
  await waitFor(() => assert.is(reloads.count, 1));
  // The reload: the app starts again, signed out.
  cleanup();
  await renderApp("/purchase-orders");
  const note = await screen.findByText("Your session ended. Sign in again to continue.");
  assert.is(note.getAttribute("role"), "status");
  await fillAndSubmit("buyer@example.com", "Demo1234!");
  await waitFor(() => assert.is(reloads.count, 2));
  // Signed in again, the note is spent: when this session later runs out (its 8 hours over, no 401),
  // the sign-in screen shows without it.
  cleanup();
  await renderApp("/purchase-orders");
  await screen.findByRole("button", { name: /^User menu for / });
  expireStoredToken();
  cleanup();
  await renderApp("/purchase-orders");
  assert.ok(screen.getByRole("button", { name: "Log In" }));
  assert.is(screen.queryByText("Your session ended. Sign in again to continue."), null);
});

/** The stored token with its expiry an hour past, as after a day away (its signature is not checked here). */
function expireStoredToken() {
  const [head, body, signature] = localStorage.getItem(STORAGE_KEYS.token)!.split(".");
  const claims = JSON.parse(Buffer.from(body!, "base64url").toString());
  claims.exp = Math.floor(Date.now() / 1000) - 3600;
  const expired = Buffer.from(JSON.stringify(claims)).toString("base64url");
  localStorage.setItem(STORAGE_KEYS.token, [head, expired, signature].join("."));
}

test("signing in for the first time shows no session note", async () => {
  await renderAt("/login");
  assert.is(screen.queryByText("Your session ended. Sign in again to continue."), null);
});

// D27: a missing or failing service is named as such, never by a host's
// words or a status code, and the form keeps what was typed.
const UNAVAILABLE =
  "Sign-in did not go through: The service is unavailable right now. Check your connection and try again in a moment.";

async function assertUnavailableKeepsInput() {
  const alert = await screen.findByRole("alert");
  assert.is(alert.textContent, UNAVAILABLE);
  assert.is((screen.getByLabelText(/Email Address/) as HTMLInputElement).value, "buyer@example.com");
  assert.is((screen.getByLabelText(/Password/) as HTMLInputElement).value, "Demo1234!");
  assert.is(reloads.count, 0);
}

test("a host without a provider (501) says the service is unavailable, keeping what was typed", async () => {
  await renderAt("/login", { config: { apiBase: "/api/no-provider-here/" } });
  await fillAndSubmit("buyer@example.com", "Demo1234!");
  await assertUnavailableKeepsInput();
});

for (const outage of OUTAGES)
  test(`${outage}: says the service is unavailable, keeping what was typed`, () =>
    quietly(async () => {
      await renderDuring(outage, "/login");
      await fillAndSubmit("buyer@example.com", "Demo1234!");
      await assertUnavailableKeepsInput();
    }));

test.run();
