// Settings: Users, the invite half: inviting stores an invite and its mail, a refusal keeps the email,
// revoking marks the invite revoked, and 'Copy link' copies the /joinStore link or shows it.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderAt } from "../../../../test/render.tsx";

const OWNER = "owner@example.com";
const PATH = "/settings/store/users";
const LATE = "late@example.com"; // the seed's expired invite to Maple Street Market

const pending = async () => within(await screen.findByRole("table", { name: "Pending Invites" }));
const emailField = () => screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement;

test("an invite is stored with its role and mail, and appears among the pending invites", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  await pending();
  const user = userEvent.setup();
  await user.type(emailField(), "night@example.com");
  await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Receiver");
  await user.click(screen.getByRole("button", { name: "Send Invite" }));
  const row = await screen.findByRole("row", { name: /night@example\.com/ });
  assert.is(within(row).getAllByRole("cell")[1]!.textContent, "Receiver");
  const { db } = provider.store;
  const invite = db.invites.find((i) => i.email === "night@example.com")!;
  assert.is(db.roles.find((r) => r.id === invite.roleId)!.name, "Receiver");
  const mail = db.outbox.find((m) => m.kind === "invite" && m.to === "night@example.com")!;
  assert.match(mail.body, `/joinStore/${invite.token}`);
  assert.ok(screen.getByText("Invite sent to night@example.com. It is listed under Pending Invites."));
  assert.is(emailField().value, "");
});

test("an email already a member is refused in one red line and stays typed", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  await pending();
  const user = userEvent.setup();
  await user.type(emailField(), "viewer@example.com");
  await user.selectOptions(screen.getByRole("combobox", { name: "Role" }), "Buyer");
  await user.click(screen.getByRole("button", { name: "Send Invite" }));
  const alert = await screen.findByRole("alert");
  assert.is(
    alert.textContent,
    "The invite was not sent: viewer@example.com is already a member of this store.",
  );
  assert.is(emailField().value, "viewer@example.com");
  assert.not.ok(provider.store.db.invites.some((i) => i.email === "viewer@example.com"));
});

test("an expired invite shows its expiry as expired; Revoke asks, then revokes it", async () => {
  const { provider } = await renderAt(PATH, { signedInAs: OWNER });
  const row = (await pending()).getByRole("row", { name: new RegExp(LATE) });
  assert.match(within(row).getAllByRole("cell")[2]!.textContent!, /^\d+\/\d+\/\d{4} at .* \(expired\)$/);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: `Revoke ${LATE}` }));
  await user.click(
    within(
      screen.getByRole("dialog", { name: `Revoke the invite for ${LATE}? Its link will stop working.` }),
    ).getByRole("button", { name: "Confirm" }),
  );
  const invite = provider.store.db.invites.find((i) => i.email === LATE)!;
  await waitFor(() => assert.ok(invite.revokedAt, "revokedAt is set"));
  await waitFor(() => assert.is(screen.queryByRole("row", { name: new RegExp(LATE) }), null));
  assert.ok((await pending()).getByText("No Data In Table"));
});

test("'Copy link' copies the app's /joinStore link", async () => {
  await renderAt(PATH, { signedInAs: OWNER });
  await pending();
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: `Copy link ${LATE}` }));
  assert.is(await navigator.clipboard.readText(), "http://localhost/joinStore/demo-invite-expired");
  assert.ok(await screen.findByText(`The invite link for ${LATE} was copied.`));
});

test("without a clipboard, 'Copy link' shows the link to copy by hand", async () => {
  // Hosted under /demo/ (a sub-path demo): the link keeps the base.
  await renderAt(`/demo${PATH}`, { signedInAs: OWNER, config: { basePath: "/demo/" } });
  await pending();
  const user = userEvent.setup();
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  try {
    await user.click(screen.getByRole("button", { name: `Copy link ${LATE}` }));
    const link = screen.getByRole("textbox", {
      name: `The clipboard is not available. Copy the invite link for ${LATE}:`,
    }) as HTMLInputElement;
    assert.is(link.value, "http://localhost/demo/joinStore/demo-invite-expired");
  } finally {
    delete (navigator as { clipboard?: unknown }).clipboard;
  }
});

test.run();
