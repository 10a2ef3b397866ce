// The brake on guessing (issue 13 finding 7, D50): 200 wrong passwords went through in 1.3 s and then
// the right one worked; 100 registrations took 0.7 s; a 5 MB password was accepted. Failed sign-ins
// lock the account (the 5th) and the client (the 20th) with a 429 and Retry-After; a lock refuses the
// right password too. Waiting a lock out is checked on the provider's clock (mocks/rules/guessing.test.ts).
// Strict (D50), and never on the run's own accounts: each test locks accounts a "store of its own" state
// made for it, or addresses with the run's id, between two releases of the brakes (support/brakes.ts,
// D203), so its failures and registrations never add up with the run's.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { call, errorOf, signInAs } from "./support/client.ts";
import { braked } from "./support/brakes.ts";
import { account, ownStore } from "./support/own-store.ts";
import { raw } from "./support/raw-http.ts";
import { startServer } from "./support/server-process.ts";
import { unique, uniqueEmail } from "./support/sessions.ts";
import { contract, type Needs } from "./support/tiers.ts";

const D50 = { strict: "D50" } as const;
/** Accounts of the test's own (made by the state, not registered): the one it locks, and another. */
const OWN: Needs = { ...ownStore({}, [], ["locked", "other"]), ...D50 };

const login = (email: string, password: string) => call("login", { body: { email, password } });

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i++) assert.is((await login(email, "Wrong1234!")).status, 401);
}

describe("attack-guessing", () => {
  braked(
    "the 5th wrong password locks the account: the right one is then refused with 429 and Retry-After",
    OWN,
    async ({ state }) => {
      const mine = account(state, "locked");
      await failTimes(mine.email, 5);
      const locked = await login(mine.email, mine.password);
      assert.is(locked.status, 429);
      assert.is(locked.headers!.get("retry-after"), "30");
      assert.is(errorOf(locked).code, "TOO_MANY_REQUESTS");
      assert.match(
        errorOf(locked).message!,
        "Too many failed sign-ins for this account. Try again in 30 seconds.",
      );
      assert.not.ok(locked.body.data, "no session was issued");
      // Only that account: the others still sign in from the same client.
      const other = account(state, "other");
      assert.ok((await signInAs(other.email, other.password)).accessToken);
    },
  );

  braked(
    "an unknown email is locked the same way, so the lock tells nothing about which accounts exist",
    D50,
    async () => {
      const nobody = uniqueEmail();
      await failTimes(nobody, 5);
      const locked = await login(nobody, "Right-1234");
      assert.is(locked.status, 429);
      assert.match(errorOf(locked).message!, "for this account");
    },
  );

  braked("four mistakes cost nothing, and a right password forgets them", OWN, async ({ state }) => {
    const mine = account(state, "locked");
    await failTimes(mine.email, 4);
    assert.ok((await signInAs(mine.email, mine.password)).accessToken);
    await failTimes(mine.email, 4);
    assert.ok((await signInAs(mine.email, mine.password)).accessToken);
  });

  const longPassword = "Aa1".repeat(43); // 129 characters

  braked(
    "a password over 128 characters is refused at sign-in as a bad request, not counted, and no session",
    OWN,
    async ({ state }) => {
      const mine = account(state, "locked");
      for (let i = 0; i < 5; i++) {
        const res = await login(mine.email, longPassword);
        assert.is(res.status, 400);
        assert.match(errorOf(res).message!, "Passwords are at most 128 characters.");
        assert.not.ok(res.body.data);
      }
      // A 5 MB one is not even read: the JSON body limit answers first.
      assert.is((await login(mine.email, "x".repeat(5 * 2 ** 20))).status, 413);
      assert.ok(
        (await signInAs(mine.email, mine.password)).accessToken,
        "the five above did not lock the account",
      );
    },
  );

  // Addresses with the run's id: registering makes real accounts (staging only).
  const emails = new Map<number, string>();
  const person = (n: number, password = "Secret123") => ({
    email: emails.get(n) ?? (emails.set(n, uniqueEmail()), emails.get(n)!),
    firstName: "Guess",
    lastName: unique(`Number ${n}`),
    password,
    passwordConfirmation: password,
  });

  braked(
    "registering with a password over 128 characters answers PasswordTooLong and makes no account",
    D50,
    async () => {
      const res = await call("register", { body: person(0, longPassword) });
      assert.is(res.status, 400);
      assert.equal(res.body, [
        { code: "PasswordTooLong", description: "Passwords must be at most 128 characters." },
      ]);
      assert.is((await login(person(0).email, longPassword)).status, 400);
      assert.is((await login(person(0).email, "Secret123")).status, 401, "no account was made");
    },
  );

  braked(
    "the 10th registration from one client locks registering for a minute: the 11th is refused and not made",
    D50,
    async () => {
      for (let n = 1; n <= 10; n++) assert.is((await call("register", { body: person(n) })).status, 200);
      const refused = await call("register", { body: person(11) });
      assert.is(refused.status, 429);
      assert.is(refused.headers!.get("retry-after"), "60");
      assert.match(errorOf(refused).message!, "Too many accounts were registered from this device.");
      assert.is((await login(person(11).email, "Secret123")).status, 401, "the 11th account does not exist");
      assert.ok((await signInAs(person(10).email, "Secret123")).accessToken, "the 10th does");
    },
  );

  // A server of its own (its own seed, its own counts): the run's target and accounts are never locked.
  contract(
    "the 20th failed sign-in from one client locks it for every account, the right password too",
    D50,
    async ({ t }) => {
      if (process.env.PROVIDER_URL)
        return void t.skip("starts a fake provider of its own: the in-process run covers it");
      const server = await startServer();
      const post = (email: string, password: string) =>
        raw(
          server.url,
          "POST",
          "/api/authentication/login",
          ["content-type: application/json"],
          JSON.stringify({ email, password }),
        );
      try {
        // One failure per account, so no account lock is reached: only the client's count grows.
        for (let n = 1; n <= 20; n++)
          assert.is((await post(`someone.${n}@example.com`, "Wrong1234!")).status, 401);
        const locked = await post("owner@example.com", DEMO_PASSWORD);
        assert.is(locked.status, 429);
        assert.is(locked.headers["retry-after"], "60");
        assert.match(locked.text, "Too many failed sign-ins from this device. Try again in 60 seconds.");
        assert.not.match(locked.text, "accessToken");
      } finally {
        await server.stop();
      }
    },
  );
});
