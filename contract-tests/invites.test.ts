// Store invites (D14): valid, expired, unknown, used, and for another email. Reading and accepting an
// invite are the spec's calls; making one is the members extension (D29), so the tests that need a valid
// invite make their own for an address under the run's id, and an expired one is a provider state.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, claimsOf, signInAs } from "./support/client.ts";
import { config } from "./support/config.ts";
import { registerAndSignIn, runId, session, unique, uniqueEmail } from "./support/sessions.ts";
import { contract, type Needs } from "./support/tiers.ts";

const MEMBERS: Needs = { extensions: ["members"] };
const PASSWORD = "Welcome123";

const register = (email: string) => registerAndSignIn(email, PASSWORD);

/** An invite of the owner's store for a new address, with a role of the test's own that may create orders. */
async function ownInvite() {
  const { token, storeName } = await session("owner");
  const permissions = (await call("listPermissions", { token })).body.data as { id: number; value: string }[];
  const create = permissions.find((p) => p.value === "can_create_purchase_order")!;
  const role = await call("createRole", { token, body: { name: unique("Invited") } });
  assert.is(role.status, 200, JSON.stringify(role.body));
  const roleId = role.body.data.id;
  const updated = await call("updateRole", {
    token,
    params: { id: roleId },
    body: { name: role.body.data.name, permissions: [create.id] },
  });
  assert.is(updated.status, 200, JSON.stringify(updated.body));
  const email = uniqueEmail();
  const invite = await call("createInvite", { token, body: { email, roleId } });
  assert.is(invite.status, 200, JSON.stringify(invite.body));
  return {
    token: invite.body.data.token as string,
    email,
    storeName,
    roleName: role.body.data.name as string,
  };
}

describe("invites", () => {
  contract("a valid invite names its store", MEMBERS, async () => {
    const invite = await ownInvite();
    const res = await call("inviteInfo", { params: { token: invite.token } });
    assert.is(res.status, 200);
    assert.equal(res.body, { data: { storeName: invite.storeName } });
  });

  contract(
    "an expired or unknown invite answers empty data",
    { state: "expired invite" },
    async ({ state }) => {
      for (const token of [state.ids.token!, `no-such-invite-${runId}`]) {
        const res = await call("inviteInfo", { params: { token } });
        assert.is(res.status, 200);
        assert.equal(res.body, { data: {} }, token);
      }
    },
  );

  contract("accepting needs a signed-in user", MEMBERS, async () => {
    const invite = await ownInvite();
    assert.is((await call("acceptInvite", { params: { token: invite.token } })).status, 401);
    assert.equal((await call("inviteInfo", { params: { token: invite.token } })).body, {
      data: { storeName: invite.storeName },
    });
  });

  contract("an invite for another email is refused with a description and stays valid", MEMBERS, async () => {
    const invite = await ownInvite();
    // The owner is signed in under another address than the invite's.
    const { email, password } = config.accounts.owner;
    const other = await signInAs(email, password);
    const res = await call("acceptInvite", { params: { token: invite.token }, token: other.accessToken });
    assert.is(res.status, 403);
    assert.match(res.body.description, "another email");
    assert.equal((await call("inviteInfo", { params: { token: invite.token } })).body, {
      data: { storeName: invite.storeName },
    });
    const again = await signInAs(email, password);
    assert.equal(again.user.availiableStores, other.user.availiableStores, "the owner joined no store");
  });

  contract(
    "the invited email accepts once and the next sign-in opens the store with the invite's role",
    MEMBERS,
    async () => {
      const invite = await ownInvite();
      const { accessToken } = await register(invite.email);
      const accepted = await call("acceptInvite", { params: { token: invite.token }, token: accessToken });
      assert.is(accepted.status, 200);
      assert.equal(accepted.body, { data: { storeName: invite.storeName } });

      const again = await call("acceptInvite", { params: { token: invite.token }, token: accessToken });
      assert.is(again.status, 404);
      assert.equal((await call("inviteInfo", { params: { token: invite.token } })).body, { data: {} });

      const next = await signInAs(invite.email, PASSWORD);
      assert.is(next.user.activeStore?.name, invite.storeName);
      assert.is(claimsOf(next.accessToken).Role, invite.roleName);
      assert.equal(claimsOf(next.accessToken).Permissions, ["can_create_purchase_order"]);
    },
  );

  contract("an expired invite cannot be accepted", { state: "expired invite" }, async ({ state }) => {
    const { token } = await session("owner");
    const res = await call("acceptInvite", { params: { token: state.ids.token! }, token });
    assert.is(res.status, 404);
  });
});
