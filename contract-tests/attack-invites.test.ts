// Attack suite, invites (issue 8, D14, D29): an invite accepted by another email, or after it was used,
// expired, revoked, or its role deleted, and tokens nobody issued. Both flows: the seed's store invites
// of spec section 8 and the invites an owner issues (D29). Each refusal says why, the invite's state
// is what it was (still valid for its own email, or still invalid), and a fresh read of both stores
// shows no member, role or invite changed.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, signInAs } from "./support/client.ts";
import { info, inviteNew, it, MAPLE, NEW, registerNew, roleId, invite } from "./support/members.ts";
import {
  assertRefused,
  assertUnchanged,
  HARBOR,
  owners,
  snapshot,
  type Refusal,
} from "./support/snapshot.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const VALID = "demo-invite-valid"; // the seed's: invitee@example.com to Harbor Hardware as Buyer
const EXPIRED = "demo-invite-expired"; // the seed's: late@example.com to Maple Street Market
const INVITEE = { email: "invitee@example.com", password: "Welcome123" };
const LATE = { email: "late@example.com", password: "Welcome123" };

const anotherEmail: Refusal = { code: "FORBIDDEN", message: "sent to another email address" };
const invalid: Refusal = { code: "NOT_FOUND", message: "Invite invalid or expired." };

async function register({ email, password }: { email: string; password: string }) {
  const body = { email, password, passwordConfirmation: password, firstName: "Ivy", lastName: "Newman" };
  assert.is((await call("register", { body })).status, 200);
  return (await signInAs(email, password)).accessToken;
}

/** Sends `token` as `user`'s acceptance: refused as `refusal`, its link answering `state` after, nothing changed. */
async function refusedAcceptance(user: string, token: string, refusal: Refusal, state: object, what: string) {
  const tokens = await owners([HARBOR, MAPLE]);
  const before = await snapshot(tokens);
  const stores = (await call("active", { token: user })).body.data.availiableStores;
  assertRefused(await call("acceptInvite", { params: { token }, token: user }), refusal, what);
  assert.equal(await info(token), state, `${what}: the link's state`);
  assert.equal(
    (await call("active", { token: user })).body.data.availiableStores,
    stores,
    `${what}: the user's stores`,
  );
  await assertUnchanged(tokens, before, what);
}

// ---------------------------------------------------------------- spec section 8's store invites

test("the seed's invite accepted by another email is refused and stays valid for its own", async () => {
  const newcomer = (await signInAs("newcomer@example.com")).accessToken;
  await refusedAcceptance(newcomer, VALID, anotherEmail, { data: { storeName: HARBOR } }, "newcomer");
  const owner = (await signInAs("owner@example.com")).accessToken;
  await refusedAcceptance(owner, VALID, anotherEmail, { data: { storeName: HARBOR } }, "a member elsewhere");
});

test("the seed's invite, once used, is refused to its own email and to anyone else", async () => {
  const invitee = await register(INVITEE);
  assert.is((await call("acceptInvite", { params: { token: VALID }, token: invitee })).status, 200);
  await refusedAcceptance(invitee, VALID, invalid, { data: {} }, "used, again");
  const newcomer = (await signInAs("newcomer@example.com")).accessToken;
  await refusedAcceptance(newcomer, VALID, invalid, { data: {} }, "used, by another email");
});

test("the seed's expired invite is refused to its own email", async () => {
  await refusedAcceptance(await register(LATE), EXPIRED, invalid, { data: {} }, "expired");
});

test("tokens nobody issued are refused as invalid and read as empty, whatever they hold", async () => {
  const user = (await signInAs("newcomer@example.com")).accessToken;
  for (const token of [
    "no-such-invite",
    "../store/invites",
    `${VALID}/../x`,
    `${VALID} `,
    "%00",
    "x".repeat(5000),
  ])
    await refusedAcceptance(user, token, invalid, { data: {} }, `token "${token.slice(0, 20)}"`);
});

// ---------------------------------------------------------------- D29's issued invites

it("an issued invite accepted by another email is refused and stays valid for its own", async () => {
  const { created } = await inviteNew();
  const viewer = (await signInAs("viewer@example.com")).accessToken;
  await refusedAcceptance(
    viewer,
    created.token,
    anotherEmail,
    { data: { storeName: MAPLE } },
    "another email",
  );
});

it("an issued invite, once used, is refused to its own email", async () => {
  const { created } = await inviteNew();
  const token = await registerNew();
  assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 200);
  await refusedAcceptance(token, created.token, invalid, { data: {} }, "used");
});

it("a revoked invite, and one replaced by a newer invite, are refused to their own email", async () => {
  const { owner, created } = await inviteNew();
  const newer = await invite(owner, NEW.email, await roleId(owner, "Buyer"));
  assert.is(newer.status, 200);
  const token = await registerNew();
  await refusedAcceptance(token, created.token, invalid, { data: {} }, "replaced");
  assert.is(
    (await call("revokeInvite", { token: owner, params: { token: newer.body.data.token } })).status,
    200,
  );
  await refusedAcceptance(token, newer.body.data.token, invalid, { data: {} }, "revoked");
});

it("an invite whose role was deleted is refused: it would join with a role that no longer exists", async () => {
  const { owner } = await inviteNew();
  const temp = (await call("createRole", { token: owner, body: { name: "Temp" } })).body.data;
  const res = await invite(owner, NEW.email, temp.id);
  assert.is((await call("deleteRole", { token: owner, params: { id: temp.id } })).status, 200);
  await refusedAcceptance(await registerNew(), res.body.data.token, invalid, { data: {} }, "role deleted");
});

test.run("attack-invites");
