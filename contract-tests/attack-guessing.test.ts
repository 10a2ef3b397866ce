// The brake on guessing (issue 13 finding 7, D50): 200 wrong passwords went through in 1.3 s and then
// the right one worked; 100 registrations took 0.7 s; a 5 MB password was accepted. Failed sign-ins
// lock the account (the 5th) and the client (the 20th) with a 429 and Retry-After; a lock refuses the
// right password too. Waiting a lock out is checked on the provider's clock (mocks/rules/guessing.test.ts).
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { call, errorOf, signInAs } from "./support/client.ts";
import { raw } from "./support/raw-http.ts";
import { ownServer, startServer } from "./support/server-process.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const login = (email: string, password: string) => call("login", { body: { email, password } });

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i++) assert.is((await login(email, "Wrong1234!")).status, 401);
}

test("the 5th wrong password locks the account: the right one is then refused with 429 and Retry-After", async () => {
  await failTimes("buyer@example.com", 5);
  const locked = await login("buyer@example.com", DEMO_PASSWORD);
  assert.is(locked.status, 429);
  assert.is(locked.headers!.get("retry-after"), "30");
  assert.is(errorOf(locked).code, "TOO_MANY_REQUESTS");
  assert.match(
    errorOf(locked).message!,
    "Too many failed sign-ins for this account. Try again in 30 seconds.",
  );
  assert.not.ok(locked.body.data, "no session was issued");
  // Only that account: the others still sign in from the same client.
  assert.ok((await signInAs("receiver@example.com")).accessToken);
});

test("an unknown email is locked the same way, so the lock tells nothing about which accounts exist", async () => {
  await failTimes("nobody@example.com", 5);
  const locked = await login("nobody@example.com", DEMO_PASSWORD);
  assert.is(locked.status, 429);
  assert.match(errorOf(locked).message!, "for this account");
});

test("four mistakes cost nothing, and a right password forgets them", async () => {
  await failTimes("owner@example.com", 4);
  assert.ok((await signInAs("owner@example.com")).accessToken);
  await failTimes("owner@example.com", 4);
  assert.ok((await signInAs("owner@example.com")).accessToken);
});

const longPassword = "Aa1".repeat(43); // 129 characters

test("a password over 128 characters is refused at sign-in as a bad request, not counted, and no session", async () => {
  for (let i = 0; i < 5; i++) {
    const res = await login("viewer@example.com", longPassword);
    assert.is(res.status, 400);
    assert.match(errorOf(res).message!, "Passwords are at most 128 characters.");
    assert.not.ok(res.body.data);
  }
  // A 5 MB one is not even read: the JSON body limit answers first.
  assert.is((await login("viewer@example.com", "x".repeat(5 * 2 ** 20))).status, 413);
  assert.ok((await signInAs("viewer@example.com")).accessToken, "the five above did not lock the account");
});

const person = (n: number, password = "Secret123") => ({
  email: `guess.${n}@example.com`,
  firstName: "Guess",
  lastName: `Number ${n}`,
  password,
  passwordConfirmation: password,
});

test("registering with a password over 128 characters answers PasswordTooLong and makes no account", async () => {
  const res = await call("register", { body: person(0, longPassword) });
  assert.is(res.status, 400);
  assert.equal(res.body, [
    { code: "PasswordTooLong", description: "Passwords must be at most 128 characters." },
  ]);
  assert.is((await login(person(0).email, longPassword)).status, 400);
  assert.is((await login(person(0).email, "Secret123")).status, 401, "no account was made");
});

test("the 10th registration from one client locks registering for a minute: the 11th is refused and not made", async () => {
  for (let n = 1; n <= 10; n++) assert.is((await call("register", { body: person(n) })).status, 200);
  const refused = await call("register", { body: person(11) });
  assert.is(refused.status, 429);
  assert.is(refused.headers!.get("retry-after"), "60");
  assert.match(errorOf(refused).message!, "Too many accounts were registered from this device.");
  assert.is((await login(person(11).email, "Secret123")).status, 401, "the 11th account does not exist");
  assert.ok((await signInAs(person(10).email, "Secret123")).accessToken, "the 10th does");
});

ownServer(
  "the 20th failed sign-in from one client locks it for every account, the right password too",
  async () => {
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

test.run("attack-guessing", { strict: "D50" });
