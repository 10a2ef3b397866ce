import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";

const emailField = () => screen.getByLabelText(/^Email Address/) as HTMLInputElement;

async function send(email: string) {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
}

test("a known email gets the no-probing message (D15)", async () => {
  const { provider } = await renderAt("/reset-password");
  assert.is(emailField().type, "email");
  await send("buyer@example.com");
  const status = await screen.findByText(/^If an account exists/);
  assert.is(
    status.textContent,
    "If an account exists for buyer@example.com, a link to reset its password is on its way.",
  );
  assert.is(provider.store.db.outbox.filter((m) => m.kind === "reset-password").length, 1);
});

test("an unknown email gets exactly the same message", async () => {
  const { provider } = await renderAt("/reset-password");
  await send("nobody@example.com");
  const status = await screen.findByText(/^If an account exists/);
  assert.is(
    status.textContent,
    "If an account exists for nobody@example.com, a link to reset its password is on its way.",
  );
  assert.is(screen.queryByRole("alert"), null);
  assert.is(provider.store.db.outbox.filter((m) => m.kind === "reset-password").length, 0);
});

test("an address the provider refuses shows its description in red, tied to the field", async () => {
  await renderAt("/reset-password");
  await send("someone@localhost"); // passes the browser's email check, not the provider's
  const message = await screen.findByText("Enter a valid email address.");
  assert.is(message.className, "field-error");
  assert.is(emailField().getAttribute("aria-describedby"), message.id);
  assert.is(emailField().value, "someone@localhost");
  assert.is(screen.queryByText(/^If an account exists/), null);
});

test("a fourth ask for one email within minutes says how long to wait, and sends nothing (D141)", async () => {
  const { provider } = await renderAt("/reset-password");
  const mails = () => provider.store.db.outbox.filter((m) => m.kind === "reset-password").length;
  await send("buyer@example.com");
  // Each ask answered (its mail stored, the button back) before the next: the button waits meanwhile.
  for (let ask = 2; ask <= 4; ask++) {
    await waitFor(() => assert.is(mails(), Math.min(ask - 1, 3)));
    const button = await screen.findByRole("button", { name: "Send Reset Link" });
    await waitFor(() => assert.is(button.getAttribute("aria-disabled"), null));
    await userEvent.setup().click(button);
  }
  const failure = await screen.findByText(/^The reset link was not sent/);
  assert.is(
    failure.textContent,
    "The reset link was not sent: Too many password reset requests for this email address. Try again in 300 seconds.",
  );
  assert.is(screen.queryByText(/^If an account exists/), null);
  assert.is(mails(), 3);
});

test("a provider without the reset calls gets a plain line, not a reason to try again (D29)", async () => {
  // Another provider's answer to a route it does not have: 404 without any of the provider's error codes.
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    String(input instanceof Request ? input.url : input).endsWith("/authentication/reset-password")
      ? Promise.resolve(new Response("Not Found", { status: 404 }))
      : realFetch(input, init);
  try {
    await renderAt("/reset-password");
    await send("buyer@example.com");
    assert.ok(
      await screen.findByText(
        "This provider does not send password reset links. Ask the store's owner for help.",
      ),
    );
    assert.is(screen.queryByText(/^The reset link was not sent/), null);
    assert.is(screen.queryByText(/^If an account exists/), null);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test("a link leads back to sign in", async () => {
  await renderAt("/reset-password");
  await userEvent.setup().click(screen.getByRole("link", { name: "Back to Sign In" }));
  assert.ok(await screen.findByRole("button", { name: "Log In" }));
});

test.run();
