// Store roles (spec section 7, D19, D6): list, create, rename, set permissions, delete.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, ownerIn, signInAs } from "./support/client.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

type Role = { id: number; name: string; permissions: { id: number; value: string; publicName: string }[] };

const roles = async (token: string) => (await call("listRoles", { token })).body.data as Role[];
const create = (token: string, name: string) => call("createRole", { token, body: { name } });

test("the roles list the store's five roles, the protected two first, with their permissions", async () => {
  const list = await roles(await ownerIn("Maple Street Market"));
  assert.equal(
    list.map((r) => r.name),
    ["Store Owner", "Store Admin", "Buyer", "Receiver", "Viewer"],
  );
  assert.equal(
    list.find((r) => r.name === "Buyer")!.permissions.map((p) => p.value),
    ["can_create_purchase_order"],
  );
});

test("the permissions list every permission with its public name", async () => {
  const res = await call("listPermissions", { token: await ownerIn("Maple Street Market") });
  assert.equal(res.body.data.map((p: { value: string }) => p.value).sort(), [
    "can_create_purchase_order",
    "can_modify_store",
    "can_receive_purchase_order",
  ]);
  assert.ok(res.body.data.every((p: { publicName: string }) => p.publicName.length > 0));
});

test("a role is created, renamed with its permissions, given permissions by id, and deleted", async () => {
  const token = await ownerIn("Maple Street Market");
  const created = await create(token, "  Night Shift  ");
  assert.is(created.status, 200);
  assert.is(created.body.data.name, "Night Shift");
  const id = created.body.data.id;
  const permissions = (await call("listPermissions", { token })).body.data;
  const receive = permissions.find((p: { value: string }) => p.value === "can_receive_purchase_order");

  let res = await call("updateRole", {
    token,
    params: { id },
    body: { name: "Night Shift", permissions: [receive.id] },
  });
  assert.equal(
    res.body.data.permissions.map((p: { value: string }) => p.value),
    ["can_receive_purchase_order"],
  );
  res = await call("updateRole", {
    token,
    params: { id },
    body: { name: "Late Shift", permissions: [receive] },
  });
  assert.is(res.body.data.name, "Late Shift");
  assert.is(res.body.data.permissions.length, 1);

  assert.is((await call("deleteRole", { token, params: { id } })).status, 200);
  assert.not.ok((await roles(token)).some((r) => r.id === id));
});

test("empty, blank and duplicate names are refused and change nothing (D19)", async () => {
  const token = await ownerIn("Maple Street Market");
  const before = await roles(token);
  for (const name of ["", "   ", "buyer", "STORE OWNER"]) {
    const res = await create(token, name);
    assert.is(res.status, 400, JSON.stringify(name));
    assert.type(res.body.description, "string");
  }
  const buyer = before.find((r) => r.name === "Buyer")!;
  const rename = await call("updateRole", {
    token,
    params: { id: buyer.id },
    body: { name: "Receiver", permissions: [] },
  });
  assert.is(rename.status, 400);
  assert.equal(await roles(token), before);
});

test("the protected two cannot be renamed, changed or deleted (D19)", async () => {
  const token = await ownerIn("Maple Street Market");
  const before = await roles(token);
  for (const role of before.slice(0, 2)) {
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

test("a role members still hold cannot be deleted", async () => {
  const token = await ownerIn("Maple Street Market");
  const buyer = (await roles(token)).find((r) => r.name === "Buyer")!;
  const res = await call("deleteRole", { token, params: { id: buyer.id } });
  assert.is(res.status, 409);
  assert.ok((await roles(token)).some((r) => r.id === buyer.id));
});

test("another store's role answers not found", async () => {
  const theirs = (await roles(await ownerIn("Harbor Hardware"))).find((r) => r.name === "Viewer")!;
  const token = await ownerIn("Maple Street Market");
  const res = await call("updateRole", {
    token,
    params: { id: theirs.id },
    body: { name: "Mine", permissions: [] },
  });
  assert.is(res.status, 404);
  assert.is((await call("deleteRole", { token, params: { id: theirs.id } })).status, 404);
});

test("every role call without can_modify_store gets 403", async () => {
  const owner = await ownerIn("Maple Street Market");
  const viewer = (await roles(owner)).find((r) => r.name === "Viewer")!;
  for (const email of ["buyer@example.com", "receiver@example.com", "viewer@example.com"]) {
    const { accessToken: token } = await signInAs(email);
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
  assert.ok((await roles(owner)).some((r) => r.name === "Viewer"));
});

test.run("roles");
