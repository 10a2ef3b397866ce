import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt, signInStored } from "../../../../test/render.tsx";

type Form = Partial<Record<"first" | "last" | "email" | "password" | "confirm", string>>;

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fields = {
  first: () => input(/^First Name/),
  last: () => input(/^Last Name/),
  email: () => input(/^Email Address/),
  password: () => input(/^Password/),
  confirm: () => input(/^Confirm Your Password/),
};

async function fillAndSubmit(form: Form) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(form) as [keyof Form, string][]) {
    await user.clear(fields[name]());
    if (value) await user.type(fields[name](), value);
  }
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
}

const complete = {
  first: "Ines",
  last: "Invitee",
  email: "invitee@example.com",
  password: "Sturdy123",
  confirm: "Sturdy123",
};

test("the five fields are labelled and the first three are marked required", async () => {
  await renderAt("/register");
  assert.ok(screen.getByRole("heading", { level: 1 }));
  assert.is(fields.email().type, "email");
  assert.is(fields.password().type, "password");
  assert.is(fields.confirm().type, "password");
  const marked = Object.values(fields).map((f) => f().labels![0]!.textContent!.endsWith(" *"));
  assert.equal(marked, [true, true, true, false, false]);
  const link = screen.getByRole("link", { name: "Have an account? Sign In" });
  assert.is(link.getAttribute("href"), "/signin");
});

test("an empty form shows only the first field's message, tied to that field", async () => {
  await renderAt("/register");
  await fillAndSubmit({});
  const message = await screen.findByText("The First Name field is required.");
  assert.is(fields.first().getAttribute("aria-invalid"), "true");
  assert.is(fields.first().getAttribute("aria-describedby"), message.id);
  assert.is(document.activeElement, fields.first());
  assert.is(screen.queryByText(/Last Name field is required/), null);
  assert.is(screen.queryByText(/Password field is required/), null);
  assert.is(fields.last().getAttribute("aria-invalid"), null);
});

test("once the first field is filled, the next field's message takes its place", async () => {
  await renderAt("/register");
  await fillAndSubmit({ first: "Ines", email: "not-an-email" });
  const message = await screen.findByText("The Last Name field is required.");
  assert.is(fields.last().getAttribute("aria-describedby"), message.id);
  assert.is(screen.queryByText("The First Name field is required."), null);
  assert.is(screen.queryByText(/not a valid email address/), null);
});

test("a weak password shows every rule it breaks, one per line, and keeps what was typed", async () => {
  await renderAt("/register");
  await fillAndSubmit({ ...complete, password: "weak", confirm: "weak" });
  const alert = await screen.findByRole("alert");
  assert.is(
    alert.textContent,
    [
      "Passwords must be at least 8 characters.",
      "Passwords must have at least one digit ('0'-'9').",
      "Passwords must have at least one uppercase ('A'-'Z').",
    ].join("\n"),
  );
  assert.equal(
    Object.values(fields).map((f) => f().value),
    ["Ines", "Invitee", "invitee@example.com", "weak", "weak"],
  );
  assert.is(screen.getByRole("button", { name: "Sign Up" }).getAttribute("aria-disabled"), null);
});

test("a taken email shows the provider's description", async () => {
  await renderAt("/register");
  await fillAndSubmit({ ...complete, email: "owner@example.com" });
  const alert = await screen.findByRole("alert");
  assert.is(alert.textContent, "Email 'owner@example.com' is already taken.");
  assert.is(fields.email().value, "owner@example.com");
});

test("a last name holding a line-break character is refused under its field before anything is sent", async () => {
  await renderAt("/register", { config: { apiBase: "http://offline.test/nowhere/" } });
  await fillAndSubmit({ ...complete, last: "In\u2028vitee" });
  const message = await screen.findByText(
    "The Last Name field must not contain line breaks, control or invisible characters (U+2028 at position 3).",
  );
  assert.is(fields.last().getAttribute("aria-describedby"), message.id);
  assert.is(document.activeElement, fields.last());
  assert.is(screen.queryByText(/did not go through/), null);
  assert.is(fields.last().value, "In\u2028vitee");
});

test("signing up creates the account and goes to sign-in with D28's message", async () => {
  const { location } = await renderAt("/register");
  await fillAndSubmit(complete);
  const status = await screen.findByRole("status");
  assert.is(status.textContent, "Your account was created. Sign in to continue.");
  assert.is(location.history!.at(-1), "/?status=100");
  assert.ok(screen.getByRole("button", { name: "Log In" }));
  await signInStored("invitee@example.com", "Sturdy123");
});

test("the button waits, unavailable but focusable, while the request is on its way", async () => {
  await renderAt("/register");
  fireEvent.submit(fields.first().form!);
  const button = screen.getByRole("button", { name: "Signing Up" });
  assert.is(button.getAttribute("aria-disabled"), "true");
  assert.not.ok(button.hasAttribute("disabled"), "a disabled button would drop keyboard focus");
  await screen.findByText("The First Name field is required.");
  assert.is(button.getAttribute("aria-disabled"), null);
  assert.is(button.textContent, "Sign Up");
});

test.run();
