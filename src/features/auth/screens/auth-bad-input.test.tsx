// Bad input on the signed-out screens (issue 8): markup typed into the fields comes back as text,
// no URL parameter or path sends the user to another origin, and a double submission registers once.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../../../../schema/demo.ts";
import {
  assertNoMarkupElements,
  assertStaysOnApp,
  ELSEWHERE,
  MARKUP,
  renderAppAs,
} from "../../../../test/bad-input.tsx";
import { reloads, renderAt } from "../../../../test/render.tsx";

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const PASSWORD = "Sturdy123";

/** Pastes each value into its field: as a user may, and much faster than typing every key. */
async function fill(values: [RegExp, string][]) {
  const user = userEvent.setup();
  for (const [label, value] of values) {
    await user.click(field(label));
    await user.paste(value);
  }
  return user;
}

const registration = (first: string, last: string, email = "ines@example.com"): [RegExp, string][] => [
  [/^First Name/, first],
  [/^Last Name/, last],
  [/^Email Address/, email],
  [/^Password/, PASSWORD],
  [/^Confirm Your Password/, PASSWORD],
];

// ---------------------------------------------------------------- markup stays text

test("markup typed into the sign-in fields stays text, and the refusal does not echo it", async () => {
  await renderAt("/login");
  for (const markup of MARKUP) {
    const user = userEvent.setup();
    await user.clear(field(/^Email Address/));
    await user.clear(field(/^Password/));
    await fill([
      [/^Email Address/, `${markup}@example.com`],
      [/^Password/, markup],
    ]);
    await user.click(screen.getByRole("button", { name: "Log In" }));
    assert.is(field(/^Email Address/).value, `${markup}@example.com`);
    assert.is(field(/^Password/).value, markup);
    assertNoMarkupElements();
  }
});

test("names with markup register as typed and show as text in the user menu", async () => {
  const [first, ...rest] = MARKUP;
  const last = rest.join(" ");
  const { provider, location } = await renderAt("/register");
  const user = await fill(registration(first, last));
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/?status=100"));
  const stored = provider.store.db.users.find((u) => u.email === "ines@example.com")!;
  assert.equal([stored.firstName, stored.lastName], [first, last]);

  // Signed in, the account has no store: the No Active Stores screen and its user menu.
  await renderAppAs("ines@example.com", PASSWORD);
  await userEvent
    .setup()
    .click(await screen.findByRole("button", { name: `User menu for ${first} ${last}` }));
  const menu = await screen.findByRole("menu");
  assert.ok(within(menu.parentElement!).getByText(`${first} ${last}`));
  assertNoMarkupElements();
});

test("markup in the reset-password email stays text and is refused as no email address", async () => {
  await renderAt("/reset-password");
  const user = await fill([[/^Email Address/, MARKUP[0]]]);
  await user.click(screen.getByRole("button", { name: "Send Reset Link" }));
  assert.is(field(/^Email Address/).value, MARKUP[0]);
  assertNoMarkupElements();
});

// ---------------------------------------------------------------- no redirect elsewhere

/** A query string putting each address of another origin in a parameter a redirect might read. */
const hostileQuery = (names: string[]) =>
  names.map((name, i) => `${name}=${encodeURIComponent(ELSEWHERE[i % ELSEWHERE.length]!)}`).join("&");
const REDIRECT_NAMES = [
  "redirect",
  "next",
  "returnTo",
  "continue",
  "url",
  "return",
  "goto",
  "code",
  "status",
];

test("a redirect to another origin in any sign-in parameter is ignored: signing in opens the dashboard here", async () => {
  await renderAt(`/login?${hostileQuery(REDIRECT_NAMES)}`);
  const user = await fill([
    [/^Email Address/, "buyer@example.com"],
    [/^Password/, DEMO_PASSWORD],
  ]);
  await user.click(screen.getByRole("button", { name: "Log In" }));
  await waitFor(() => assert.is(reloads.count, 1));
  assert.is(window.location.pathname, "/");
  assertStaysOnApp();
});

test("signing in on a path that looks like another origin reloads the app where it is", async () => {
  for (const path of ["//evil.example", "/\\evil.example", "/%2F%2Fevil.example"]) {
    const { location } = await renderAt(path);
    assertStaysOnApp();
    const user = await fill([
      [/^Email Address/, "buyer@example.com"],
      [/^Password/, DEMO_PASSWORD],
    ]);
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => assert.is(reloads.count, 1, path));
    assert.is(location.history!.at(-1), path, "the address is left as it was");
    assertStaysOnApp();
  }
});

test("registering with redirect parameters still lands on sign-in here, with the D28 notice", async () => {
  const { location } = await renderAt(`/register?${hostileQuery(REDIRECT_NAMES)}`);
  const user = await fill(registration("Ines", "Invitee"));
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
  await waitFor(() => assert.is(location.history!.at(-1), "/?status=100"));
  assert.ok(await screen.findByText("Your account was created. Sign in to continue."));
  assertStaysOnApp();
});

// ---------------------------------------------------------------- double submission

test("a double click on Sign Up, or Enter twice, registers one account and shows no refusal", async () => {
  for (const how of ["double click", "double Enter"] as const) {
    const { provider, location } = await renderAt("/register");
    const user = await fill(registration("Ines", "Invitee"));
    if (how === "double click") await user.dblClick(screen.getByRole("button", { name: "Sign Up" }));
    else await user.keyboard("{Enter}{Enter}");
    await waitFor(() => assert.is(location.history!.at(-1), "/?status=100", how));
    // The provider refuses a second registration of the email anyway (attack-double-submit.test.ts);
    // here the user lands on sign-in once, told the account was made, and nothing says otherwise.
    assert.is(provider.store.db.users.filter((u) => u.email === "ines@example.com").length, 1, how);
    assert.ok(await screen.findByText("Your account was created. Sign in to continue."));
    assert.is(screen.queryByRole("alert"), null, how);
  }
});

test.run();
