import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";
import { STORAGE_KEYS } from "../../../session/storage.ts";

const storedToken = () => localStorage.getItem(STORAGE_KEYS.inviteToken);

/** Runs `body` with console.error muted: msw reports the unhandled (offline) request, which is the point. */
async function withMutedErrors(body: () => Promise<void>) {
  const original = console.error;
  console.error = () => {};
  try {
    await body();
  } finally {
    console.error = original;
  }
}

test("a valid invite names the store, keeps the token and offers Sign In and Register", async () => {
  await renderAt("/joinStore/demo-invite-valid");
  assert.ok(await screen.findByText("You have been invited to join Harbor Hardware."));
  assert.is(screen.getByRole("heading", { level: 1 }).textContent, "Welcome To Stock Sense!");
  assert.ok(screen.getByText(/sign in or register with the email address the invite was sent to/));
  assert.is(screen.getByRole("link", { name: "Sign In" }).getAttribute("href"), "/");
  assert.is(screen.getByRole("link", { name: "Register" }).getAttribute("href"), "/register");
  assert.is(storedToken(), "demo-invite-valid");
});

test("Register opens the register screen with the token still kept for after sign-in", async () => {
  await renderAt("/joinStore/demo-invite-valid");
  await userEvent.setup().click(await screen.findByRole("link", { name: "Register" }));
  assert.ok(screen.getByRole("button", { name: "Sign Up" }));
  assert.is(storedToken(), "demo-invite-valid");
});

test("an expired invite says so, offers Sign In and forgets the token", async () => {
  await renderAt("/joinStore/demo-invite-expired");
  const heading = await screen.findByRole("heading", { name: "Invite invalid or expired." });
  assert.is(heading.tagName, "H1");
  assert.ok(
    screen.getByText(
      "The invite you are attempting to access has either expired or is invalid. Please contact the store owner to request a new invite.",
    ),
  );
  assert.is(screen.getByRole("link", { name: "Sign In" }).getAttribute("href"), "/");
  assert.is(screen.queryByRole("link", { name: "Register" }), null);
  assert.is(storedToken(), null);
});

test("a token nobody issued is treated like an expired one", async () => {
  await renderAt("/joinStore/no-such-invite");
  assert.ok(await screen.findByRole("heading", { name: "Invite invalid or expired." }));
  assert.is(storedToken(), null);
});

test("an unreachable provider says so, not 'invalid', and keeps the token for a later check", async () => {
  await withMutedErrors(async () => {
    await renderAt("/joinStore/demo-invite-valid", { config: { apiBase: "http://offline.test/nowhere/" } });
    assert.ok(await screen.findByRole("heading", { name: "The service could not be reached" }));
    assert.ok(screen.getByRole("button", { name: "Try Again" }));
  });
  assert.is(screen.queryByText("Invite invalid or expired."), null);
  assert.is(storedToken(), "demo-invite-valid");
});

test.run();
