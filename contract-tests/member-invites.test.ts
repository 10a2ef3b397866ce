// Issuing and revoking store invites (D29 extensions, D14): from the owner's invite to the new member
// signing in with the invite's role; only the invited email, once, before expiry, unless revoked. Each
// test takes a store of its own (D200); the invited accounts are its outsiders (accounts of no store), so
// no test registers (D50 brakes registrations). Registering and then accepting: invites.test.ts.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, claimsOf, signInAs } from "./support/client.ts";
import { info, type Invite, invite, invites, members, roleId } from "./support/members.ts";
import { account, ownStore, tokenOf } from "./support/own-store.ts";
import { session, unique, uniqueEmail } from "./support/sessions.ts";
import { contract } from "./support/tiers.ts";

const DAY_MS = 86_400_000;

describe("member-invites", () => {
  contract(
    "an invite of a new role is pending for 7 days, named by its store, and joins with that role",
    ownStore({}, ["members"], ["invitee"]),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const storeName = state.ids.storeName!;
      const role = (await call("createRole", { token: owner, body: { name: unique("Night Shift") } })).body
        .data;
      const receive = (await call("listPermissions", { token: owner })).body.data.find(
        (p: { value: string }) => p.value === "can_receive_purchase_order",
      );
      await call("updateRole", {
        token: owner,
        params: { id: role.id },
        body: { name: role.name, permissions: [receive.id] },
      });
      const { email, password } = account(state, "invitee");
      const sent = Date.now();
      const res = await invite(owner, `  ${email.toUpperCase()} `, role.id);
      assert.is(res.status, 200);
      const created = res.body.data as Invite;
      assert.equal([created.email, created.role.name, created.expired], [email, role.name, false]);
      assert.match(created.token, /^[A-Za-z0-9_-]{32,}$/);
      const days = (new Date(created.expiresAt).getTime() - sent) / DAY_MS;
      assert.ok(days > 6.99 && days <= 7.01, `expires in ${days} days`);
      assert.ok((await invites(owner)).some((i) => i.token === created.token));
      assert.equal(await info(created.token), { data: { storeName } });

      const token = (await signInAs(email, password)).accessToken;
      const accepted = await call("acceptInvite", { params: { token: created.token }, token });
      assert.equal(accepted.body, { data: { storeName } });
      const next = await signInAs(email, password);
      assert.is(next.user.activeStore?.name, storeName);
      assert.is(claimsOf(next.accessToken).Role, role.name);
      assert.equal(claimsOf(next.accessToken).Permissions, ["can_receive_purchase_order"]);
      const joined = (await members(owner)).find((m) => m.email === email);
      assert.is(joined?.role.name, role.name);
      assert.not.ok(
        (await invites(owner)).some((i) => i.token === created.token),
        "no longer pending",
      );
    },
  );

  contract(
    "the invite mail reaches the invited address with the /joinStore link",
    ownStore({}, ["members", "demo"], ["invitee"]),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const { email, password } = account(state, "invitee");
      const res = await invite(owner, email, await roleId(owner, "Receiver"));
      assert.is(res.status, 200, JSON.stringify(res.body));
      // The demo's outbox, read as the addressee (D140: a user sees only their own mail over HTTP).
      const token = (await signInAs(email, password)).accessToken;
      const outbox = (await call("demoOutbox", { token })).body.data as {
        kind: string;
        to: string;
        subject: string;
        body: string;
      }[];
      const mail = outbox.find((m) => m.kind === "invite" && m.to === email)!;
      assert.ok(mail, "an invite mail");
      assert.match(mail.body, `/joinStore/${res.body.data.token}`);
      assert.match(mail.subject, state.ids.storeName!);
    },
  );

  contract(
    "only the invited email accepts (403), and only once (404)",
    ownStore({}, ["members"], ["invitee", "other"]),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const created = await invite(owner, account(state, "invitee").email, await roleId(owner, "Receiver"));
      assert.is(created.status, 200, JSON.stringify(created.body));
      const params = { token: created.body.data.token };
      const other = account(state, "other");
      const refused = await call("acceptInvite", {
        params,
        token: (await signInAs(other.email, other.password)).accessToken,
      });
      assert.is(refused.status, 403);
      assert.type(refused.body.description, "string");
      const { email, password } = account(state, "invitee");
      const token = (await signInAs(email, password)).accessToken;
      assert.is((await call("acceptInvite", { params, token })).status, 200);
      assert.is((await call("acceptInvite", { params, token })).status, 404);
    },
  );

  contract(
    "an email already a member is refused (409), a malformed one (400), another store's role (404)",
    ownStore({ viewer: "Viewer" }),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const buyer = await roleId(owner, "Buyer");
      const member = await invite(owner, account(state, "viewer").email.toUpperCase(), buyer);
      assert.is(member.status, 409);
      assert.match(member.body.description, "already a member");
      assert.is((await invite(owner, "not-an-email", buyer)).status, 400);
      const runBuyer = await roleId((await session("owner")).token, "Buyer");
      const email = uniqueEmail();
      assert.is((await invite(owner, email, runBuyer)).status, 404);
      assert.equal(await invites(owner), [], "no invite was made");
    },
  );

  contract(
    "inviting the same email again revokes the old link and issues a new one",
    ownStore(),
    async ({ state }) => {
      const owner = await tokenOf(state, "owner");
      const email = uniqueEmail();
      const first = await invite(owner, email, await roleId(owner, "Receiver"));
      assert.is(first.status, 200, JSON.stringify(first.body));
      const again = await invite(owner, email, await roleId(owner, "Buyer"));
      assert.is(again.status, 200);
      assert.is.not(again.body.data.token, first.body.data.token);
      assert.equal(await info(first.body.data.token), { data: {} });
      assert.equal(await info(again.body.data.token), { data: { storeName: state.ids.storeName } });
      const mine = (await invites(owner)).filter((i) => i.email === email);
      assert.equal(
        mine.map((i) => i.role.name),
        ["Buyer"],
      );
    },
  );
});
