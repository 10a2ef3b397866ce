// Which store invites are valid (D29 extensions, D14): a revoked or expired one is not, another
// store's is not ours to revoke, and nothing about invites is open without can_modify_store.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { call, ownerIn, signInAs } from "./support/client.ts";
import {
  info,
  inProcess,
  invite,
  invites,
  inviteNew,
  it,
  MAPLE,
  NEW,
  registerNew,
  roleId,
} from "./support/members.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

it("a revoked invite is invalid: no store name, cannot be accepted, no longer listed", async () => {
  const { owner, created } = await inviteNew();
  const revoked = await call("revokeInvite", { token: owner, params: { token: created.token } });
  assert.is(revoked.status, 200);
  assert.equal(await info(created.token), { data: {} });
  const token = await registerNew();
  assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 404);
  assert.not.ok((await invites(owner)).some((i) => i.token === created.token));
  assert.is((await call("revokeInvite", { token: owner, params: { token: created.token } })).status, 404);
});

it("an expired invite stays listed, flagged expired, until it is revoked", async () => {
  const owner = await ownerIn(MAPLE);
  const expired = (await invites(owner)).find((i) => i.token === "demo-invite-expired")!;
  assert.equal([expired.email, expired.expired], ["late@example.com", true]);
});

inProcess("an invite past its expiry is invalid", async () => {
  const { created } = await inviteNew();
  const { provider } = await sharedInProcessProvider();
  provider.store.arrange((db) => {
    db.invites.find((i) => i.token === created.token)!.expiresAt = new Date(Date.now() - 1000).toISOString();
  });
  assert.equal(await info(created.token), { data: {} });
  const token = await registerNew();
  assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 404);
});

it("another store's invite answers not found and stays valid (D11)", async () => {
  const owner = await ownerIn(MAPLE);
  assert.not.ok((await invites(owner)).some((i) => i.token === "demo-invite-valid"));
  assert.is(
    (await call("revokeInvite", { token: owner, params: { token: "demo-invite-valid" } })).status,
    404,
  );
  assert.equal(await info("demo-invite-valid"), { data: { storeName: "Harbor Hardware" } });
});

it("every invite call without can_modify_store gets 403 and changes nothing", async () => {
  const { owner, created } = await inviteNew();
  const buyer = await roleId(owner, "Buyer");
  for (const email of ["buyer@example.com", "receiver@example.com", "viewer@example.com"]) {
    const { accessToken: token } = await signInAs(email);
    assert.is((await call("listInvites", { token })).status, 403, email);
    assert.is((await invite(token, "sneaky@example.com", buyer)).status, 403, email);
    assert.is((await call("revokeInvite", { token, params: { token: created.token } })).status, 403, email);
  }
  assert.equal(
    (await invites(owner)).map((i) => i.email),
    ["late@example.com", NEW.email],
  );
});

test.run("member-invite-validity");
