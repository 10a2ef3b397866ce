import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { freshState, reloads, renderApp, signInStored, testSwr } from "../../../../test/render.tsx";
import { rest } from "../../../api/http.ts";
import { SessionProvider } from "../../../session/session-context.tsx";
import { readSession, STORAGE_KEYS } from "../../../session/storage.ts";
import { InviteAcceptanceScreen } from "./invite-acceptance-screen.tsx";

const INVITEE = { email: "invitee@example.com", password: "Sturdy123" };

/**
 * The screen as the session gate shows it: signed in as `email` with `inviteToken` pending. Rendered
 * directly (not through App) so it does not depend on how the gate is wired.
 */
async function renderSignedInWithInvite(email: string, inviteToken: string) {
  const provider = await freshState();
  if (email === INVITEE.email) {
    await rest("register", {
      body: { ...INVITEE, firstName: "Ines", lastName: "Invitee", passwordConfirmation: INVITEE.password },
    });
    await signInStored(email, INVITEE.password);
  } else await signInStored(email);
  localStorage.setItem(STORAGE_KEYS.inviteToken, inviteToken);
  const location = memoryLocation({ path: "/purchase-orders", record: true });
  render(
    <SWRConfig value={testSwr()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <SessionProvider session={readSession()}>
          <InviteAcceptanceScreen />
        </SessionProvider>
      </Router>
    </SWRConfig>,
  );
  return { location, provider };
}

const stored = (key: keyof typeof STORAGE_KEYS) => localStorage.getItem(STORAGE_KEYS[key]);

test("the invitee is greeted by name and shown the invited store", async () => {
  await renderSignedInWithInvite(INVITEE.email, "demo-invite-valid");
  assert.is(screen.getByRole("status").textContent, "Loading Invite Information.");
  const heading = await screen.findByRole("heading", { level: 1 });
  assert.is(heading.textContent, "Welcome To Stock Sense Ines!");
  assert.ok(screen.getByText("You have been invited to join Harbor Hardware."));
  assert.ok(
    screen.getByText(
      "If the store name is correct, please click the button below to join the store. Otherwise, please contact the store owner.",
    ),
  );
});

test("Join accepts, clears the session and the invite, and goes to sign in with code 102", async () => {
  const { location } = await renderSignedInWithInvite(INVITEE.email, "demo-invite-valid");
  await userEvent.setup().click(await screen.findByRole("button", { name: "Join Harbor Hardware" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(location.history!.at(-1), "/login?code=102");
  assert.equal([stored("token"), stored("inviteToken"), stored("user")], [null, null, null]);
  // A fresh sign-in now opens the store the invite was for.
  await signInStored(INVITEE.email, INVITEE.password);
  const user = readSession()!.user;
  assert.is(user.activeStore?.name, "Harbor Hardware");
  assert.equal(
    user.availiableStores.map((s) => s.name),
    ["Harbor Hardware"],
  );
});

test("an invite for another email shows the refusal in red and keeps the screen (D14)", async () => {
  await renderSignedInWithInvite("owner@example.com", "demo-invite-valid");
  await userEvent.setup().click(await screen.findByRole("button", { name: "Join Harbor Hardware" }));
  const alert = await screen.findByRole("alert");
  assert.is(
    alert.textContent,
    "This invite was sent to another email address. Sign in with the address that received it.",
  );
  assert.is(alert.className, "form-error");
  const button = screen.getByRole("button", { name: "Join Harbor Hardware" });
  assert.is(button.getAttribute("aria-disabled"), null);
  assert.is(stored("inviteToken"), "demo-invite-valid");
  assert.ok(stored("token"));
  assert.is(reloads.count, 0);
});

test("an expired invite removes itself and starts the app again at /", async () => {
  const { location } = await renderSignedInWithInvite(INVITEE.email, "demo-invite-expired");
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(stored("inviteToken"), null);
  assert.is(location.history!.at(-1), "/");
  assert.ok(stored("token"), "the user stays signed in");
  assert.is(screen.queryByRole("button", { name: /^Join/ }), null);
});

test("an invite used up while on screen is forgotten on Join, as an invalid one is", async () => {
  const { location, provider } = await renderSignedInWithInvite(INVITEE.email, "demo-invite-valid");
  const join = await screen.findByRole("button", { name: "Join Harbor Hardware" });
  provider.store.arrange((db) => {
    db.invites.find((i) => i.token === "demo-invite-valid")!.usedAt = new Date().toISOString();
  });
  await userEvent.setup().click(join);
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(stored("inviteToken"), null);
  assert.is(location.history!.at(-1), "/");
});

test("Not Now forgets the invite and goes on to the app where the user was going (D47)", async () => {
  const { location } = await renderSignedInWithInvite("owner@example.com", "demo-invite-valid");
  assert.ok(await screen.findByText(/^Sent to another email address\?/));
  await userEvent.setup().click(screen.getByRole("button", { name: "Not Now" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(stored("inviteToken"), null);
  assert.ok(stored("token"), "still signed in");
  assert.is(location.history!.at(-1), "/purchase-orders");
});

test("Sign Out on the invite signs out, and the invited account's next sign-in is offered the invite (D47)", async () => {
  await renderSignedInWithInvite("owner@example.com", "demo-invite-valid");
  await rest("register", {
    body: { ...INVITEE, firstName: "Ines", lastName: "Invitee", passwordConfirmation: INVITEE.password },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Sign Out" }));
  await waitFor(() => assert.is(reloads.count, 1));
  // The reload: the app starts again, signed out.
  cleanup();
  await renderApp("/");
  await user.type(screen.getByLabelText(/Email Address/), INVITEE.email);
  await user.type(screen.getByLabelText(/Password/), INVITEE.password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
  await waitFor(() => assert.is(reloads.count, 2));
  cleanup();
  await renderApp("/");
  assert.ok(await screen.findByRole("button", { name: "Join Harbor Hardware" }));
});

test.run();
