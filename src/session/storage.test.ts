import { test } from "uvu";
import * as assert from "uvu/assert";
import { freshState, signInStored } from "../../test/render.tsx";
import { readSession, STORAGE_KEYS } from "./storage.ts";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function storedOwner() {
  await freshState();
  await signInStored("owner@example.com");
  localStorage.setItem(STORAGE_KEYS.inviteToken, "demo-invite-valid");
  return { token: localStorage.getItem(STORAGE_KEYS.token)!, user: localStorage.getItem(STORAGE_KEYS.user)! };
}

function assertSignedOutAndCleared() {
  assert.is(readSession(), null);
  assert.is(localStorage.getItem(STORAGE_KEYS.token), null);
  assert.is(localStorage.getItem(STORAGE_KEYS.user), null);
  // A pending invite is not part of the broken session: it survives.
  assert.is(localStorage.getItem(STORAGE_KEYS.inviteToken), "demo-invite-valid");
}

test("a well-formed stored session is read with its claims and user", async () => {
  await storedOwner();
  const session = readSession();
  assert.is(session?.user.email, "owner@example.com");
  assert.is(session?.claims.Role, "Store Owner");
});

test("a token that is not a JWT means signed out and is cleared", async () => {
  await storedOwner();
  localStorage.setItem(STORAGE_KEYS.token, "garbage");
  assertSignedOutAndCleared();
});

test("a token without the expected claims means signed out", async () => {
  await storedOwner();
  localStorage.setItem(
    STORAGE_KEYS.token,
    `${b64({ alg: "HS256" })}.${b64({ sub: "1", email: "owner@example.com" })}.x`,
  );
  assertSignedOutAndCleared();
});

test("an expired token means signed out", async () => {
  const { token } = await storedOwner();
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
  localStorage.setItem(STORAGE_KEYS.token, `${header}.${b64({ ...claims, exp: 1000 })}.${signature}`);
  assertSignedOutAndCleared();
});

test("a user that is not JSON, or not the token's user, means signed out", async () => {
  await storedOwner();
  localStorage.setItem(STORAGE_KEYS.user, "{not json");
  assertSignedOutAndCleared();

  const { user } = await storedOwner();
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ ...JSON.parse(user), email: "someone@example.com" }),
  );
  assertSignedOutAndCleared();

  await storedOwner();
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ firstName: "Olivia" }));
  assertSignedOutAndCleared();
});

test("a token without a user (or the reverse) means signed out", async () => {
  await storedOwner();
  localStorage.removeItem(STORAGE_KEYS.user);
  assertSignedOutAndCleared();
});

test.run();
