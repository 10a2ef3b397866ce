// Bad input on Settings: Users (issue 8): script or markup typed as an invite's email is refused, stays
// in the field as typed and makes nothing; a double click on Send Invite, or Enter twice, sends one.
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { assertNoMarkupElements, MARKUP } from "../../../../test/bad-input.tsx";
import { renderAt } from "../../../../test/render.tsx";

const OWNER = "owner@example.com";
const PATH = "/settings/store/users";
const emailField = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Email" });

async function openForm() {
  const view = await renderAt(PATH, { signedInAs: OWNER });
  await screen.findByRole("table", { name: "Pending Invites" });
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Receiver");
  return { ...view, user };
}

test("an email that is markup is refused in one red line, stays as typed, and nothing is sent", async () => {
  const { provider, user } = await openForm();
  const { invites, outbox } = provider.store.db;
  const before = [invites.length, outbox.length];
  for (const markup of MARKUP) {
    await user.clear(emailField());
    await user.click(emailField());
    await user.paste(markup);
    await user.click(screen.getByRole("button", { name: "Send Invite" }));
    assert.is(
      (await screen.findByRole("alert")).textContent,
      "The invite was not sent: Enter a valid email address.",
    );
    assert.is(emailField().value, markup);
    assertNoMarkupElements();
  }
  assert.equal([provider.store.db.invites.length, provider.store.db.outbox.length], before);
});

for (const how of ["a double click on Send Invite", "Enter twice in the email field"] as const) {
  test(`${how} sends one invite and one mail`, async () => {
    const { provider, user } = await openForm();
    await user.click(emailField());
    await user.paste("night@example.com");
    if (how === "a double click on Send Invite")
      await user.dblClick(screen.getByRole("button", { name: "Send Invite" }));
    else await user.keyboard("{Enter}{Enter}");
    await screen.findByRole("row", { name: /night@example\.com/ });
    // One confirmation: a second would be a second toast with the same words.
    assert.ok(
      await screen.findByText("Invite sent to night@example.com. It is listed under Pending Invites."),
    );
    await waitFor(() => assert.is(emailField().value, ""));
    const mails = provider.store.db.outbox.filter((m) => m.kind === "invite" && m.to === "night@example.com");
    assert.is(mails.length, 1);
    assert.is(provider.store.db.invites.filter((i) => i.email === "night@example.com").length, 1);
  });
}

// The last test leaves its toast up: unmount it, so its closing timer does not fire after the run.
test.after(cleanup);

test.run();
