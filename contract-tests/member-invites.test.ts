// Issuing and revoking store invites (D29 extensions, D14): from the owner's invite to the new member
// signing in with the invite's role; only the invited email, once, before expiry, unless revoked.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { call, claimsOf, ownerIn, signInAs } from "./support/client.ts";
import {
  info,
  type Invite,
  inProcess,
  invite,
  invites,
  inviteNew,
  it,
  MAPLE,
  members,
  NEW,
  registerNew,
  roleId,
} from "./support/members.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const DAY_MS = 86_400_000;

it("an invite of a new role is pending for 7 days, named by its store, and joins with that role", async () => {
  const owner = await ownerIn(MAPLE);
  const role = (await call("createRole", { token: owner, body: { name: "Night Shift" } })).body.data;
  const receive = (await call("listPermissions", { token: owner })).body.data.find(
    (p: { value: string }) => p.value === "can_receive_purchase_order",
  );
  await call("updateRole", {
    token: owner,
    params: { id: role.id },
    body: { name: role.name, permissions: [receive.id] },
  });
  const sent = Date.now();
  const res = await invite(owner, "  Night@Example.com ", role.id);
  assert.is(res.status, 200);
  const created = res.body.data as Invite;
  assert.equal([created.email, created.role.name, created.expired], [NEW.email, "Night Shift", false]);
  assert.match(created.token, /^[A-Za-z0-9_-]{32,}$/);
  const days = (new Date(created.expiresAt).getTime() - sent) / DAY_MS;
  assert.ok(days > 6.99 && days <= 7.01, `expires in ${days} days`);
  assert.ok((await invites(owner)).some((i) => i.token === created.token));
  assert.equal(await info(created.token), { data: { storeName: MAPLE } });

  const token = await registerNew();
  const accepted = await call("acceptInvite", { params: { token: created.token }, token });
  assert.equal(accepted.body, { data: { storeName: MAPLE } });
  const next = await signInAs(NEW.email, NEW.password);
  assert.is(next.user.activeStore?.name, MAPLE);
  assert.is(claimsOf(next.accessToken).Role, "Night Shift");
  assert.equal(claimsOf(next.accessToken).Permissions, ["can_receive_purchase_order"]);
  const joined = (await members(owner)).find((m) => m.email === NEW.email);
  assert.is(joined?.role.name, "Night Shift");
  assert.not.ok(
    (await invites(owner)).some((i) => i.token === created.token),
    "no longer pending",
  );
});

inProcess("the invite mail lands in the outbox with the /joinStore link", async () => {
  const { created } = await inviteNew();
  const { outbox } = (await sharedInProcessProvider()).provider.store.db;
  const mail = outbox.find((m) => m.kind === "invite" && m.to === NEW.email)!;
  assert.ok(mail, "an invite mail");
  assert.match(mail.body, `/joinStore/${created.token}`);
  assert.match(mail.subject, MAPLE);
});

it("only the invited email accepts (403), and only once (404)", async () => {
  const { created } = await inviteNew();
  const other = await signInAs("newcomer@example.com");
  const refused = await call("acceptInvite", { params: { token: created.token }, token: other.accessToken });
  assert.is(refused.status, 403);
  assert.type(refused.body.description, "string");
  const token = await registerNew();
  assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 200);
  assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 404);
});

it("an email already a member is refused (409), a malformed one (400), another store's role (404)", async () => {
  const owner = await ownerIn(MAPLE);
  const buyer = await roleId(owner, "Buyer");
  const member = await invite(owner, "Viewer@example.com", buyer);
  assert.is(member.status, 409);
  assert.match(member.body.description, "already a member");
  assert.is((await invite(owner, "not-an-email", buyer)).status, 400);
  const harborBuyer = await roleId(await ownerIn("Harbor Hardware"), "Buyer");
  assert.is((await invite(owner, NEW.email, harborBuyer)).status, 404);
  assert.not.ok((await invites(owner)).some((i) => i.email === NEW.email));
});

it("inviting the same email again revokes the old link and issues a new one", async () => {
  const { owner, created } = await inviteNew("Receiver");
  const again = await invite(owner, NEW.email, await roleId(owner, "Buyer"));
  assert.is(again.status, 200);
  assert.is.not(again.body.data.token, created.token);
  assert.equal(await info(created.token), { data: {} });
  assert.equal(await info(again.body.data.token), { data: { storeName: MAPLE } });
  const mine = (await invites(owner)).filter((i) => i.email === NEW.email);
  assert.equal(
    mine.map((i) => i.role.name),
    ["Buyer"],
  );
});

test.run("member-invites");
