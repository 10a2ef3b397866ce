// Store roles (spec section 7, D19, D6): list, create, rename, set permissions, delete. Black-box: roles
// the test creates under the run's id, in the accounts' store; the seed's five roles and a second store
// need the seed; D19's naming rules and protected roles are the fake's (strict).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, claimsOf, ownerIn } from "./support/client.ts";
import { config, type Role as AccountRole } from "./support/config.ts";
import { otherStoreToken, session, unique } from "./support/sessions.ts";
import { contract, hasExtension } from "./support/tiers.ts";

const SEED = { state: "seed" } as const;
const owner = async () => (await session("owner")).token;

type Role = { id: number; name: string; permissions: { id: number; value: string; publicName: string }[] };

const roles = async (token: string) => (await call("listRoles", { token })).body.data as Role[];
const create = (token: string, name: string) => call("createRole", { token, body: { name } });
/** A role of the test's own, named under the run's id. */
async function ownRole(token: string, name = unique("Role")) {
  const res = await create(token, name);
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Role;
}

describe("roles", () => {
  contract(
    "the roles list the store's five roles, the protected two first, with their permissions",
    SEED,
    async () => {
      const list = await roles(await ownerIn("Maple Street Market"));
      assert.equal(
        list.map((r) => r.name),
        ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"],
      );
      assert.equal(
        list.find((r) => r.name === "Buyer")!.permissions.map((p) => p.value),
        ["can_create_purchase_order"],
      );
    },
  );

  contract("the permissions list every permission with its public name", {}, async () => {
    const res = await call("listPermissions", { token: await owner() });
    // The spec's three, and extension "approval"'s own where the provider has it (D242).
    const approval = (await hasExtension("approval")) ? ["can_approve_purchase_order"] : [];
    assert.equal(
      res.body.data.map((p: { value: string }) => p.value).sort(),
      ["can_create_purchase_order", "can_modify_store", "can_receive_purchase_order", ...approval].sort(),
    );
    assert.ok(res.body.data.every((p: { publicName: string }) => p.publicName.length > 0));
  });

  contract(
    "a role is created, renamed with its permissions, given permissions by id, and deleted",
    {},
    async () => {
      const token = await owner();
      const name = unique("Night Shift");
      const created = await create(token, `  ${name}  `);
      assert.is(created.status, 200);
      assert.is(created.body.data.name, name);
      const id = created.body.data.id;
      const permissions = (await call("listPermissions", { token })).body.data;
      const receive = permissions.find((p: { value: string }) => p.value === "can_receive_purchase_order");

      let res = await call("updateRole", {
        token,
        params: { id },
        body: { name, permissions: [receive.id] },
      });
      assert.equal(
        res.body.data.permissions.map((p: { value: string }) => p.value),
        ["can_receive_purchase_order"],
      );
      const late = unique("Late Shift");
      res = await call("updateRole", {
        token,
        params: { id },
        body: { name: late, permissions: [receive] },
      });
      assert.is(res.body.data.name, late);
      assert.is(res.body.data.permissions.length, 1);

      assert.is((await call("deleteRole", { token, params: { id } })).status, 200);
      assert.not.ok((await roles(token)).some((r) => r.id === id));
    },
  );

  contract("empty, blank and duplicate names are refused and change nothing", { strict: "D19" }, async () => {
    const token = await owner();
    const [mine, other] = [await ownRole(token), await ownRole(token)];
    const before = await roles(token);
    for (const name of ["", "   ", mine.name.toLowerCase(), mine.name.toUpperCase()]) {
      const res = await create(token, name);
      assert.is(res.status, 400, JSON.stringify(name));
      assert.type(res.body.description, "string");
    }
    const rename = await call("updateRole", {
      token,
      params: { id: other.id },
      body: { name: mine.name, permissions: [] },
    });
    assert.is(rename.status, 400);
    assert.equal(await roles(token), before);
  });

  contract("the protected two cannot be renamed, changed or deleted", { strict: "D19" }, async () => {
    const token = await owner();
    const before = await roles(token);
    const isProtected = (r: Role) => r.name === "Store Owner" || r.name === "Store Admin";
    assert.is(before.filter(isProtected).length, 2, "the store has its two protected roles");
    for (const role of before.filter(isProtected)) {
      const rename = await call("updateRole", {
        token,
        params: { id: role.id },
        body: { name: "Boss", permissions: [] },
      });
      assert.is(rename.status, 403);
      const strip = await call("updateRole", {
        token,
        params: { id: role.id },
        body: { name: role.name, permissions: [] },
      });
      assert.is(strip.status, 403);
      assert.is((await call("deleteRole", { token, params: { id: role.id } })).status, 403);
    }
    assert.equal(await roles(token), before);
  });

  contract("a role members still hold cannot be deleted", { roles: ["buyer"] }, async () => {
    const token = await owner();
    const held = claimsOf((await session("buyer")).token).Role;
    const buyer = (await roles(token)).find((r) => r.name === held)!;
    assert.ok(buyer, `the buyer's role ${held} is listed`);
    const res = await call("deleteRole", { token, params: { id: buyer.id } });
    assert.is(res.status, 409);
    assert.ok((await roles(token)).some((r) => r.id === buyer.id));
  });

  contract("another store's role answers not found", { state: "second store" }, async ({ state }) => {
    const theirs = await ownRole(await otherStoreToken(state));
    const token = await owner();
    const res = await call("updateRole", {
      token,
      params: { id: theirs.id },
      body: { name: "Mine", permissions: [] },
    });
    assert.is(res.status, 404);
    assert.is((await call("deleteRole", { token, params: { id: theirs.id } })).status, 404);
  });

  contract("every role call without can_modify_store gets 403", { roles: ["viewer"] }, async () => {
    const ownerToken = await owner();
    const viewer = await ownRole(ownerToken);
    const without = (["buyer", "receiver", "viewer"] as AccountRole[]).filter(
      (role) => config.accounts[role],
    );
    for (const email of without) {
      const { token } = await session(email);
      assert.is((await call("listRoles", { token })).status, 403, email);
      assert.is((await call("listPermissions", { token })).status, 403, email);
      assert.is((await create(token, "Sneaky")).status, 403, email);
      assert.is(
        (await call("updateRole", { token, params: { id: viewer.id }, body: { name: "X", permissions: [] } }))
          .status,
        403,
      );
      assert.is((await call("deleteRole", { token, params: { id: viewer.id } })).status, 403, email);
    }
    assert.ok((await roles(ownerToken)).some((r) => r.id === viewer.id && r.name === viewer.name));
  });
});
