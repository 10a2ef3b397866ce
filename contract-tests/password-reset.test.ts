// The password reset loop (D15, D41; extensions per D29): the mail's token sets a new password under
// register's rules, once, before it expires; a refused try changes nothing. Reading the outbox and
// moving an expiry are only possible in-process.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { call, signInAs } from "./support/client.ts";
import { inProcess } from "./support/members.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const BUYER = { email: "buyer@example.com", password: "Demo1234!" };
const NEW_PASSWORD = "Harbor2026x";

/** Asks for a reset of the buyer's password; returns the token the mailed link holds. */
async function mailedToken(): Promise<string> {
  assert.is((await call("resetPassword", { body: { email: BUYER.email } })).status, 200);
  const { outbox } = (await sharedInProcessProvider()).provider.store.db;
  const mail = outbox.filter((m) => m.kind === "reset-password" && m.to === BUYER.email).at(-1)!;
  const link = /\/reset-password\/([0-9a-f]+)/.exec(mail.body);
  assert.ok(link, `a link in the mail: ${mail.body}`);
  return link[1]!;
}

const setPassword = (token: string, password: string, passwordConfirmation = password) =>
  call("setNewPassword", { params: { token }, body: { password, passwordConfirmation } });
const signsIn = async (password: string) =>
  (await call("login", { body: { email: BUYER.email, password } })).status === 200;

inProcess(
  "the mailed link sets a new password once: the new one signs in, the old one and the link no more",
  async () => {
    const token = await mailedToken();
    const res = await setPassword(token, NEW_PASSWORD);
    assert.is(res.status, 200, JSON.stringify(res.body));
    assert.ok(await signsIn(NEW_PASSWORD));
    assert.not.ok(await signsIn(BUYER.password));
    const again = await setPassword(token, "Another2026x");
    assert.is(again.status, 400);
    assert.match(again.body.description, "invalid, used or expired");
    assert.ok(await signsIn(NEW_PASSWORD), "the used link changed nothing");
  },
);

inProcess(
  "a password that breaks register's rules is refused with each rule, and nothing changes",
  async () => {
    const token = await mailedToken();
    const weak = await setPassword(token, "short");
    assert.is(weak.status, 400);
    assert.equal(
      weak.body.map((p: { code: string }) => p.code),
      ["PasswordTooShort", "PasswordRequiresDigit", "PasswordRequiresUpper"],
    );
    const mismatch = await setPassword(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    assert.is(mismatch.status, 400);
    const tooLong = await setPassword(token, `${NEW_PASSWORD}${"x".repeat(118)}`); // 129 characters (D50)
    assert.equal(
      tooLong.body.map((p: { code: string }) => p.code),
      ["PasswordTooLong"],
    );
    assert.ok(await signsIn(BUYER.password), "the old password still works");
    assert.is((await setPassword(token, NEW_PASSWORD)).status, 200, "the link still works after a refusal");
  },
);

inProcess("a new password ends the sessions from before it", async () => {
  const before = await signInAs(BUYER.email, BUYER.password);
  assert.is((await call("active", { token: before.accessToken })).status, 200);
  // Tokens count whole seconds: the change must fall in a later second than the old token's issue.
  // The provider's clock moves on by one instead of the test waiting one (D108).
  const { provider } = await sharedInProcessProvider();
  const now = provider.now;
  provider.now = () => new Date(now().getTime() + 1000);
  try {
    assert.is((await setPassword(await mailedToken(), NEW_PASSWORD)).status, 200);
    assert.is((await call("active", { token: before.accessToken })).status, 401);
    const after = await signInAs(BUYER.email, NEW_PASSWORD);
    assert.is((await call("active", { token: after.accessToken })).status, 200);
  } finally {
    provider.now = now;
  }
});

inProcess("an expired link, an unknown one and one replaced by a newer ask are refused", async () => {
  const first = await mailedToken();
  const second = await mailedToken();
  assert.is((await setPassword(first, NEW_PASSWORD)).status, 400, "replaced by the newer ask");
  assert.is((await setPassword("0".repeat(64), NEW_PASSWORD)).status, 400, "unknown");
  const { provider } = await sharedInProcessProvider();
  provider.store.arrange((db) => {
    db.users.find((u) => u.email === BUYER.email)!.passwordReset!.expiresAt = new Date(
      Date.now() - 1000,
    ).toISOString();
  });
  assert.is((await setPassword(second, NEW_PASSWORD)).status, 400, "expired");
  assert.ok(await signsIn(BUYER.password));
});

test.run();
