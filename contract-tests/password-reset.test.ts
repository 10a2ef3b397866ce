// The password reset loop (D15, D41; extensions per D29): the mail's token sets a new password under
// register's rules, once, before it expires; a refused try changes nothing. The mail is read from the
// demo's outbox as its addressee (over HTTP the outbox shows a user only their own mail, D140); moving an
// expiry is only possible in-process.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { call, signInAs } from "./support/client.ts";
import { inProcess, it } from "./support/members.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const BUYER = { email: "buyer@example.com", password: "Demo1234!" };
const NEW_PASSWORD = "Harbor2026x";

/** Asks for a reset of the buyer's password; returns the token the mailed link holds. */
async function mailedToken(): Promise<string> {
  assert.is((await call("resetPassword", { body: { email: BUYER.email } })).status, 200);
  return lastLinkTo(BUYER);
}

/** The token in the newest reset mail to `account`, read from the outbox signed in as that account. */
async function lastLinkTo(account: { email: string; password: string }): Promise<string> {
  const { accessToken } = await signInAs(account.email, account.password);
  const outbox = (await call("demoOutbox", { token: accessToken })).body.data as {
    kind: string;
    to: string;
    body: string;
  }[];
  const mail = outbox.find((m) => m.kind === "reset-password" && m.to === account.email)!;
  assert.ok(mail, `a reset mail to ${account.email} in the outbox`);
  const link = /\/reset-password\/([0-9a-f]+)/.exec(mail.body);
  assert.ok(link, `a link in the mail: ${mail.body}`);
  return link[1]!;
}

const setPassword = (token: string, password: string, passwordConfirmation = password) =>
  call("setNewPassword", { params: { token }, body: { password, passwordConfirmation } });
const signsIn = async (password: string) =>
  (await call("login", { body: { email: BUYER.email, password } })).status === 200;

it("the mailed link sets a new password once: the new one signs in, the old one and the link no more", async () => {
  const token = await mailedToken();
  const res = await setPassword(token, NEW_PASSWORD);
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.ok(await signsIn(NEW_PASSWORD));
  assert.not.ok(await signsIn(BUYER.password));
  const again = await setPassword(token, "Another2026x");
  assert.is(again.status, 400);
  assert.match(again.body.description, "invalid, used or expired");
  assert.ok(await signsIn(NEW_PASSWORD), "the used link changed nothing");
});

it("a password that breaks register's rules is refused with each rule, and nothing changes", async () => {
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
});

it("a new password ends the sessions from before it", async () => {
  const before = await signInAs(BUYER.email, BUYER.password);
  assert.is((await call("active", { token: before.accessToken })).status, 200);
  assert.is((await setPassword(await mailedToken(), NEW_PASSWORD)).status, 200);
  assert.is((await call("active", { token: before.accessToken })).status, 401);
  const after = await signInAs(BUYER.email, NEW_PASSWORD);
  assert.is((await call("active", { token: after.accessToken })).status, 200);
});

/** Runs `act` with the in-process provider's clock stopped, so every token in it has the same `iat`. */
async function inOneSecond(act: () => Promise<void>) {
  if (process.env.PROVIDER_URL) return act(); // the server's clock: most often one second too
  const { provider } = await sharedInProcessProvider();
  const now = provider.now;
  const stopped = new Date(Math.floor(now().getTime() / 1000) * 1000 + 100);
  provider.now = () => stopped;
  try {
    await act();
  } finally {
    provider.now = now;
  }
}

it("a token issued in the same second as the reset but before it is refused, one after it works", async () => {
  await inOneSecond(async () => {
    const link = await mailedToken();
    const before = (await signInAs(BUYER.email, BUYER.password)).accessToken;
    assert.is((await setPassword(link, NEW_PASSWORD)).status, 200);
    const after = (await signInAs(BUYER.email, NEW_PASSWORD)).accessToken;
    const iat = (token: string) => JSON.parse(atob(token.split(".")[1]!)).iat as number;
    if (!process.env.PROVIDER_URL) assert.is(iat(after), iat(before), "both tokens issued in one second");
    const refused = await call("active", { token: before });
    assert.is(refused.status, 401);
    assert.match(refused.body.description, "password was changed");
    assert.is((await call("active", { token: after })).status, 200);
    const switched = await call("switchStore", { token: before, body: { storeId: 1 } });
    assert.is(switched.status, 401, "the old token cannot take a new one either");
  });
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

test.run("password-reset", { extensions: ["demo"] });
