// Set a new password from the reset mail's link (D41): the loop closed, the rules, a used link.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import type { Provider } from "../../../../mocks/provider.ts";
import { login } from "../../../../mocks/rules/accounts.ts";
import { resetPassword } from "../../../../mocks/rules/password-reset.ts";
import { freshState, renderApp, renderAt } from "../../../../test/render.tsx";

const BUYER = "buyer@example.com";

/** Asks the provider for a reset of the buyer's password; the token the mailed link holds. */
async function mailedToken(provider: Provider): Promise<string> {
  await resetPassword(provider, { email: BUYER });
  const mail = provider.store.db.outbox.filter((m) => m.kind === "reset-password").at(-1)!;
  return /\/reset-password\/([0-9a-f]+)/.exec(mail.body)![1]!;
}

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Password"), password);
  await user.type(screen.getByLabelText("Confirm Your Password"), confirmation);
  await user.click(screen.getByRole("button", { name: "Set New Password" }));
}

const signsIn = async (provider: Provider, password: string) => {
  return login(provider, { email: BUYER, password }).then(
    () => true,
    () => false,
  );
};

test("the mailed link sets the new password and sign-in says so", async () => {
  const provider = await freshState();
  const { location } = await renderApp(`/reset-password/${await mailedToken(provider)}`);
  assert.ok(await screen.findByRole("heading", { name: "Choose a new password" }));
  await choose("Harbor2026x");
  await waitFor(() => assert.is(location.history!.at(-1), "/login?reset=done"));
  assert.ok(await screen.findByText("Your password was changed. Sign in with the new one."));
  assert.ok(await signsIn(provider, "Harbor2026x"));
  assert.not.ok(await signsIn(provider, "Demo1234!"));
});

test("a password that breaks the rules shows them in red and keeps what was typed", async () => {
  const provider = await freshState();
  await renderApp(`/reset-password/${await mailedToken(provider)}`);
  await screen.findByRole("heading", { name: "Choose a new password" });
  await choose("short");
  const alert = await screen.findByRole("alert");
  assert.match(alert.textContent!, "Passwords must be at least 8 characters.");
  assert.is((screen.getByLabelText("Password") as HTMLInputElement).value, "short");
  assert.ok(await signsIn(provider, "Demo1234!"), "nothing changed");
});

test("a link that was never issued, or is used, says so and offers a new one", async () => {
  await renderAt(`/reset-password/${"0".repeat(64)}`);
  await screen.findByRole("heading", { name: "Choose a new password" });
  await choose("Harbor2026x");
  assert.match((await screen.findByRole("alert")).textContent!, "invalid, used or expired");
  assert.is(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href"), "/reset-password");
});

test.run();
