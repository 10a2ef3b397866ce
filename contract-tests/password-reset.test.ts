// The password reset loop (D15, D41; extensions per D29): the mail's token sets a new password under
// register's rules, once, before it expires; a refused try changes nothing. Each test resets the password
// of a member of a store of its own (D200), never an account of the accounts file. The mail is read from
// the demo's outbox as its addressee (over HTTP the outbox shows a user only their own mail, D140); an
// expiry is reached by moving the provider's clock (the `clock` state, D216).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { call, signInAs } from "./support/client.ts";
import { account, ownStore } from "./support/own-store.ts";
import { advanceClock, type StateAnswer } from "./support/states.ts";
import { remote } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const NEEDS = ownStore({ buyer: "Buyer" }, ["demo", "password-reset"]);
const NEW_PASSWORD = "Harbor2026x";
/** How long a reset link works (D41). */
const RESET_TTL_SECONDS = 60 * 60;

/** Asks for a reset of the buyer's password; returns the token the mailed link holds. */
async function mailedToken(state: StateAnswer): Promise<string> {
  const buyer = account(state, "buyer");
  assert.is((await call("resetPassword", { body: { email: buyer.email } })).status, 200);
  return lastLinkTo(buyer);
}

/** The token in the newest reset mail to `account`, read from the outbox signed in as that account. */
async function lastLinkTo(to: { email: string; password: string }): Promise<string> {
  const { accessToken } = await signInAs(to.email, to.password);
  const outbox = (await call("demoOutbox", { token: accessToken })).body.data as {
    kind: string;
    to: string;
    body: string;
  }[];
  const mail = outbox.find((m) => m.kind === "reset-password" && m.to === to.email)!;
  assert.ok(mail, `a reset mail to ${to.email} in the outbox`);
  const link = /\/reset-password\/([0-9a-f]+)/.exec(mail.body);
  assert.ok(link, `a link in the mail: ${mail.body}`);
  return link[1]!;
}

const setPassword = (token: string, password: string, passwordConfirmation = password) =>
  call("setNewPassword", { params: { token }, body: { password, passwordConfirmation } });
const signsIn = async (state: StateAnswer, password: string) =>
  (await call("login", { body: { email: account(state, "buyer").email, password } })).status === 200;

describe("password-reset", () => {
  contract(
    "the mailed link sets a new password once: the new one signs in, the old one and the link no more",
    NEEDS,
    async ({ state }) => {
      const token = await mailedToken(state);
      const res = await setPassword(token, NEW_PASSWORD);
      assert.is(res.status, 200, JSON.stringify(res.body));
      assert.ok(await signsIn(state, NEW_PASSWORD));
      assert.not.ok(await signsIn(state, account(state, "buyer").password));
      const again = await setPassword(token, "Another2026x");
      assert.is(again.status, 400);
      assert.match(again.body.description, "invalid, used or expired");
      assert.ok(await signsIn(state, NEW_PASSWORD), "the used link changed nothing");
    },
  );

  contract(
    "a password that breaks register's rules is refused with each rule, and nothing changes",
    NEEDS,
    async ({ state }) => {
      const token = await mailedToken(state);
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
      assert.ok(await signsIn(state, account(state, "buyer").password), "the old password still works");
      assert.is((await setPassword(token, NEW_PASSWORD)).status, 200, "the link still works after a refusal");
    },
  );

  contract("a new password ends the sessions from before it", NEEDS, async ({ state }) => {
    const buyer = account(state, "buyer");
    const before = await signInAs(buyer.email, buyer.password);
    assert.is((await call("active", { token: before.accessToken })).status, 200);
    assert.is((await setPassword(await mailedToken(state), NEW_PASSWORD)).status, 200);
    assert.is((await call("active", { token: before.accessToken })).status, 401);
    const after = await signInAs(buyer.email, NEW_PASSWORD);
    assert.is((await call("active", { token: after.accessToken })).status, 200);
  });

  contract(
    "a token issued in the same second as the reset but before it is refused, one after it works",
    NEEDS,
    async ({ state }) => {
      const buyer = account(state, "buyer");
      await inOneSecond(async () => {
        const link = await mailedToken(state);
        const before = (await signInAs(buyer.email, buyer.password)).accessToken;
        assert.is((await setPassword(link, NEW_PASSWORD)).status, 200);
        const after = (await signInAs(buyer.email, NEW_PASSWORD)).accessToken;
        const iat = (token: string) => JSON.parse(atob(token.split(".")[1]!)).iat as number;
        if (!remote) assert.is(iat(after), iat(before), "both tokens issued in one second");
        const refused = await call("active", { token: before });
        assert.is(refused.status, 401);
        assert.match(refused.body.description, "password was changed");
        assert.is((await call("active", { token: after })).status, 200);
        const storeId = Number(state.ids.store);
        const switched = await call("switchStore", { token: before, body: { storeId } });
        assert.is(switched.status, 401, "the old token cannot take a new one either");
      });
    },
  );

  contract(
    "an unknown link and one replaced by a newer ask are refused, and change nothing",
    NEEDS,
    async ({ state }) => {
      const first = await mailedToken(state);
      const second = await mailedToken(state);
      assert.is((await setPassword(first, NEW_PASSWORD)).status, 400, "replaced by the newer ask");
      assert.is((await setPassword("0".repeat(64), NEW_PASSWORD)).status, 400, "unknown");
      assert.ok(await signsIn(state, account(state, "buyer").password));
      assert.is((await setPassword(second, NEW_PASSWORD)).status, 200, "the newer link works");
    },
  );

  contract(
    "a link is refused once its 60 minutes are up (D41), and changes nothing",
    { ...NEEDS, clock: true },
    async ({ state }) => {
      const link = await mailedToken(state);
      await advanceClock(RESET_TTL_SECONDS + 60);
      assert.is((await setPassword(link, NEW_PASSWORD)).status, 400, "expired");
      assert.ok(await signsIn(state, account(state, "buyer").password));
    },
  );
});

/** Runs `act` with the in-process provider's clock stopped, so every token in it has the same `iat`. */
async function inOneSecond(act: () => Promise<void>) {
  if (remote) return act(); // the server's clock: most often one second too
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
