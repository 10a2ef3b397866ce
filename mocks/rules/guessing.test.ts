// D50's locks on the provider's clock (the virtual clock of mocks/faults), so no test waits for real:
// how long each lock lasts, that it doubles, and that a person who mistypes is back in seconds.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../../schema/demo.ts";
import { virtualClock } from "../faults/virtual-clock.ts";
import { createProvider, type Provider } from "../provider.ts";
import { cachedSeed } from "../seed/cached.ts";
import { login } from "./accounts.ts";
import { RuleError } from "./errors.ts";
import { resetPassword } from "./password-reset.ts";

const START = Date.parse("2026-11-24T09:00:00Z");

async function setUp() {
  const clock = virtualClock();
  const now = () => new Date(START + clock.now);
  const provider = await createProvider({ makeSeed: cachedSeed({}, now), now });
  return { clock, provider };
}

/** What a sign-in answers: "ok", "wrong", or the Retry-After seconds of a 429. */
async function signIn(provider: Provider, password: string, email = "buyer@example.com", client = "a") {
  try {
    await login(provider, { email, password }, client);
    return "ok";
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    return error.code === "TOO_MANY_REQUESTS" ? error.retryAfterSeconds : "wrong";
  }
}

async function mistype(provider: Provider, times: number, email?: string, client?: string) {
  for (let i = 0; i < times; i++) assert.is(await signIn(provider, "Wrong1234!", email, client), "wrong");
}

test("a person who mistypes five times waits 30 seconds, then signs in", async () => {
  const { clock, provider } = await setUp();
  await mistype(provider, 5);
  assert.is(await signIn(provider, DEMO_PASSWORD), 30);
  await clock.advance(29_000);
  assert.is(await signIn(provider, DEMO_PASSWORD), 1);
  await clock.advance(1_000);
  assert.is(await signIn(provider, DEMO_PASSWORD), "ok");
});

test("each failure past the fifth doubles the lock, up to 15 minutes", async () => {
  const { clock, provider } = await setUp();
  await mistype(provider, 5);
  const locks: unknown[] = [];
  for (let i = 0; i < 7; i++) {
    await clock.advance(15 * 60_000); // each lock waited out, then one more wrong guess
    await mistype(provider, 1);
    locks.push(await signIn(provider, DEMO_PASSWORD));
  }
  assert.equal(locks, [60, 120, 240, 480, 900, 900, 900]);
});

test("an hour without failures forgets them", async () => {
  const { clock, provider } = await setUp();
  await mistype(provider, 4);
  await clock.advance(60 * 60_000);
  await mistype(provider, 4);
  assert.is(await signIn(provider, DEMO_PASSWORD), "ok");
});

test("the 20th failure from one client locks every account for it for a minute, and no other client", async () => {
  const { clock, provider } = await setUp();
  for (let n = 0; n < 20; n++) await mistype(provider, 1, `someone.${n}@example.com`);
  assert.is(await signIn(provider, DEMO_PASSWORD, "owner@example.com"), 60);
  assert.is(await signIn(provider, DEMO_PASSWORD, "owner@example.com", "b"), "ok");
  await clock.advance(60_000);
  assert.is(await signIn(provider, DEMO_PASSWORD, "owner@example.com"), "ok");
});

/** What a password reset ask answers: "sent", or the Retry-After seconds of a 429. */
async function askReset(provider: Provider, email = "buyer@example.com", client = "a") {
  try {
    await resetPassword(provider, { email }, client);
    return "sent";
  } catch (error) {
    if (!(error instanceof RuleError) || error.code !== "TOO_MANY_REQUESTS") throw error;
    return error.retryAfterSeconds;
  }
}

test("reset asks for one email: the 3rd locks it for 5 minutes, doubling, so an hour mails it at most 6 times", async () => {
  const { clock, provider } = await setUp();
  const answers: unknown[] = [];
  for (let minute = 0; minute < 60; minute++) {
    answers.push(await askReset(provider));
    await clock.advance(60_000);
  }
  const sent = answers.flatMap((answer, minute) => (answer === "sent" ? [minute] : []));
  assert.equal(sent, [0, 1, 2, 7, 17, 37]);
  assert.is(answers[3], 240, "locked 5 minutes from minute 2");
  const mails = provider.store.db.outbox.filter((m) => m.to === "buyer@example.com");
  assert.is(mails.length, 6);
});

test("the 10th reset ask from one client locks it for a minute for every email, and no other client", async () => {
  const { clock, provider } = await setUp();
  for (let n = 0; n < 10; n++) assert.is(await askReset(provider, `someone.${n}@example.com`), "sent");
  assert.is(await askReset(provider, "owner@example.com"), 60);
  assert.is(await askReset(provider, "owner@example.com", "b"), "sent");
  await clock.advance(60_000);
  assert.is(await askReset(provider, "owner@example.com"), "sent");
});

test("Reset demo data clears every lock", async () => {
  const { provider } = await setUp();
  await mistype(provider, 5);
  await provider.reset();
  assert.is(await signIn(provider, DEMO_PASSWORD), "ok");
});

test.run();
