// Bad input on the invite screens (issue 8): an invite link whose token is markup or another origin's
// address, or that carries a redirect parameter, keeps the user on the app; a name with markup is
// greeted as text; a double click on Join joins once.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import {
  assertNoMarkupElements,
  assertStaysOnApp,
  ELSEWHERE,
  MARKUP,
  renderAppAs,
} from "../../../../test/bad-input.tsx";
import { freshState, reloads, renderAt } from "../../../../test/render.tsx";
import { rest } from "../../../api/http.ts";
import { STORAGE_KEYS } from "../../../session/storage.ts";

const INVITEE = { email: "invitee@example.com", password: "Sturdy123" };
const HOSTILE_TOKENS = [...ELSEWHERE, MARKUP[0], "../../store/invites"];

/** Registers the seed invite's invitee (in a fresh store) with `firstName`. */
async function registerInvitee(firstName = "Ines") {
  const provider = await freshState();
  const body = { ...INVITEE, firstName, lastName: "Invitee", passwordConfirmation: INVITEE.password };
  await rest("register", { body });
  return provider;
}

test("an invite link whose token is another origin or markup says invalid, and every link stays on the app", async () => {
  for (const token of HOSTILE_TOKENS) {
    await renderAt(`/joinStore/${encodeURIComponent(token)}`);
    assert.ok(await screen.findByRole("heading", { name: "Invite invalid or expired." }), token);
    assert.is(screen.getByRole("link", { name: "Sign In" }).getAttribute("href"), "/");
    assert.is(localStorage.getItem(STORAGE_KEYS.inviteToken), null, "the token is forgotten");
    assertNoMarkupElements();
    assertStaysOnApp();
  }
});

test("a valid invite link with redirect parameters offers only the app's own Sign In and Register", async () => {
  const query = ELSEWHERE.map(
    (to, i) => `${["redirect", "next", "returnTo", "url", "continue"][i]}=${encodeURIComponent(to)}`,
  );
  await renderAt(`/joinStore/demo-invite-valid?${query.join("&")}`);
  assert.ok(await screen.findByText("You have been invited to join Harbor Hardware."));
  assert.is(screen.getByRole("link", { name: "Sign In" }).getAttribute("href"), "/");
  assert.is(screen.getByRole("link", { name: "Register" }).getAttribute("href"), "/register");
  assertStaysOnApp();
});

test("signed in with a pending token that is another origin or markup, the app starts over at its own /", async () => {
  for (const token of ["//evil.example", "javascript:alert(1)", MARKUP[0]]) {
    await registerInvitee();
    const { location } = await renderAppAs(INVITEE.email, INVITEE.password, {
      [STORAGE_KEYS.inviteToken]: token,
    });
    await waitFor(() => assert.is(reloads.count, 1, token));
    assert.is(location.history!.at(-1), "/", token);
    assert.is(localStorage.getItem(STORAGE_KEYS.inviteToken), null, token);
    assertNoMarkupElements();
    assertStaysOnApp();
  }
});

test("an invitee whose first name is markup is greeted with it as text", async () => {
  const name = MARKUP.join(" ");
  await registerInvitee(name);
  await renderAppAs(INVITEE.email, INVITEE.password, { [STORAGE_KEYS.inviteToken]: "demo-invite-valid" });
  assert.ok(await screen.findByRole("heading", { level: 1, name: `Welcome To Stock Sense ${name}!` }));
  assertNoMarkupElements();
});

test("a double click on Join joins once and goes to sign in with code 102", async () => {
  const provider = await registerInvitee();
  const { location } = await renderAppAs(INVITEE.email, INVITEE.password, {
    [STORAGE_KEYS.inviteToken]: "demo-invite-valid",
  });
  await userEvent.setup().dblClick(await screen.findByRole("button", { name: "Join Harbor Hardware" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/login?code=102"));
  // A second acceptance would find the invite used and start the app over at / instead.
  assert.is(reloads.count, 1);
  const user = provider.store.db.users.find((u) => u.email === INVITEE.email)!;
  assert.is(provider.store.db.memberships.filter((m) => m.userId === user.id).length, 1);
  assertStaysOnApp();
});

test.run();
