// Store invites (D14): valid, expired, unknown, used, and for another email.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, claimsOf, signInAs } from "./support/client.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const VALID = "demo-invite-valid";
const invitee = {
  email: "invitee@example.com",
  firstName: "Ivy",
  lastName: "Newman",
  password: "Welcome123",
  passwordConfirmation: "Welcome123",
};

async function registerInvitee() {
  assert.is((await call("register", { body: invitee })).status, 200);
  return signInAs(invitee.email, invitee.password);
}

test("a valid invite names its store", async () => {
  const res = await call("inviteInfo", { params: { token: VALID } });
  assert.is(res.status, 200);
  assert.equal(res.body, { data: { storeName: "Harbor Hardware" } });
});

test("an expired or unknown invite answers empty data", async () => {
  for (const token of ["demo-invite-expired", "no-such-invite"]) {
    const res = await call("inviteInfo", { params: { token } });
    assert.is(res.status, 200);
    assert.equal(res.body, { data: {} }, token);
  }
});

test("accepting needs a signed-in user", async () => {
  assert.is((await call("acceptInvite", { params: { token: VALID } })).status, 401);
});

test("an invite for another email is refused with a description and stays valid", async () => {
  const { accessToken } = await signInAs("newcomer@example.com");
  const res = await call("acceptInvite", { params: { token: VALID }, token: accessToken });
  assert.is(res.status, 403);
  assert.match(res.body.description, "another email");
  assert.equal((await call("inviteInfo", { params: { token: VALID } })).body, {
    data: { storeName: "Harbor Hardware" },
  });
  assert.equal((await signInAs("newcomer@example.com")).user.availiableStores, []);
});

test("the invited email accepts once and the next sign-in opens the store with the invite's role", async () => {
  const { accessToken } = await registerInvitee();
  const accepted = await call("acceptInvite", { params: { token: VALID }, token: accessToken });
  assert.is(accepted.status, 200);
  assert.equal(accepted.body, { data: { storeName: "Harbor Hardware" } });

  const again = await call("acceptInvite", { params: { token: VALID }, token: accessToken });
  assert.is(again.status, 404);
  assert.equal((await call("inviteInfo", { params: { token: VALID } })).body, { data: {} });

  const next = await signInAs(invitee.email, invitee.password);
  assert.is(next.user.activeStore?.name, "Harbor Hardware");
  assert.is(claimsOf(next.accessToken).Role, "Buyer");
  assert.equal(claimsOf(next.accessToken).Permissions, ["can_create_purchase_order"]);
});

test("an expired invite cannot be accepted", async () => {
  const { accessToken } = await signInAs("owner@example.com");
  const res = await call("acceptInvite", { params: { token: "demo-invite-expired" }, token: accessToken });
  assert.is(res.status, 404);
});

test.run("invites");
