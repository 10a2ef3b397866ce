// The provider-state call (issue 26, D160): absent (404, nothing done) unless the provider was started
// with it; on, it lists its states, sets each up, and refuses an unknown one or bad params with a 400.
import { getResponse } from "msw";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { createProvider } from "../provider.ts";
import { login } from "../rules/accounts.ts";
import { inviteInfo } from "../rules/invites.ts";
import { cachedSeed } from "../seed/cached.ts";
import { createHandlers } from "./index.ts";

const URL_ = "http://provider.test/api/provider-states";

async function setUp(providerStates: boolean, now?: () => Date) {
  const provider = await createProvider({ makeSeed: cachedSeed({}), providerStates, now });
  const handlers = createHandlers(provider);
  const ask = async (method: string, body?: unknown) => {
    const init =
      body === undefined
        ? { method }
        : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
    const response = (await getResponse(handlers, new Request(URL_, init)))!;
    return { status: response.status, body: await response.json() };
  };
  return { provider, ask };
}

test("off, every method answers 404 and no state is set up", async () => {
  const { provider, ask } = await setUp(false);
  const users = provider.store.db.users.length;
  const asks = [
    ["GET"],
    ["POST", { state: "user without store" }],
    ["POST", { state: "clock", params: { advanceSeconds: 60 } }],
    ["PUT", {}],
  ] as const;
  for (const [method, body] of asks) {
    const res = await ask(method, body);
    assert.is(res.status, 404, method);
    assert.match(res.body.description, "--provider-states");
  }
  assert.is(provider.store.db.users.length, users);
  assert.is(provider.clock.offsetMs, 0, "the clock did not move");
});

test("on, it lists its states and refuses an unknown state or params that are not an object", async () => {
  const { provider, ask } = await setUp(true);
  assert.equal((await ask("GET")).body, {
    states: [
      "seed",
      "user without store",
      "expired invite",
      "second store",
      "brakes released",
      "clock",
      "store of its own",
    ],
  });
  const revision = provider.store.db.revision;
  for (const body of [
    { state: "nope" },
    { state: "constructor" }, // a name every object inherits is no state
    { state: "toString" },
    {},
    { state: "seed", params: [] },
    { state: "expired invite", params: { store: "Nowhere" } },
  ]) {
    const res = await ask("POST", body);
    assert.is(res.status, 400, JSON.stringify(body));
    assert.is(res.body.code, "BAD_USER_INPUT");
  }
  assert.is(provider.store.db.revision, revision, "nothing changed");
  assert.is((await ask("DELETE")).status, 405);
});

test("'user without store' answers an account that signs in with no store", async () => {
  const { provider, ask } = await setUp(true);
  const res = await ask("POST", { state: "user without store" });
  assert.is(res.status, 200);
  const { email, password } = res.body.accounts.user;
  const signedIn = await login(provider, { email, password });
  assert.is(signedIn.data.user.activeStore, null);
  assert.equal(signedIn.data.user.availiableStores, []);
});

test("'expired invite' answers an invite that reads as invalid; 'seed' takes it away again", async () => {
  const { provider, ask } = await setUp(true);
  const res = await ask("POST", { state: "expired invite", params: { store: "Harbor Hardware" } });
  assert.is(res.status, 200);
  const { token, store } = res.body.ids;
  const row = provider.store.db.invites.find((i) => i.token === token)!;
  assert.is(String(row.storeId), store);
  assert.ok(Date.parse(row.expiresAt) < Date.now());
  assert.equal(inviteInfo(provider, token), { data: {} });

  const seeded = await ask("POST", { state: "seed" });
  assert.is(seeded.status, 200);
  assert.equal(seeded.body.accounts.owner, { email: "owner@example.com", password: "Demo1234!" });
  assert.is(seeded.body.ids["Maple Street Market"], String(provider.store.db.stores[0]!.id));
  assert.not.ok(provider.store.db.invites.some((i) => i.token === token));
});

test("'second store' answers an owner and a store other than the run's, and refuses when there is none", async () => {
  const { provider, ask } = await setUp(true);
  const res = await ask("POST", { state: "second store", params: { store: "Maple Street Market" } });
  assert.is(res.status, 200);
  assert.is(res.body.ids.storeName, "Harbor Hardware");
  const { email, password } = res.body.accounts.owner;
  const signedIn = await login(provider, { email, password });
  assert.ok(
    signedIn.data.user.availiableStores.some((s: { id: number }) => String(s.id) === res.body.ids.store),
  );

  // The owner leaves the other two stores: it owns none besides Maple.
  provider.store.write((db, changes) => {
    const owner = db.users.find((u) => u.email === email)!;
    for (const m of db.memberships.filter((m) => m.userId === owner.id && m.storeId !== db.stores[0]!.id))
      changes.remove("memberships", m);
  });
  const none = await ask("POST", { state: "second store", params: { store: "Maple Street Market" } });
  assert.is(none.status, 409);
});

test("'store of its own' answers a new store, its owner and a member per role asked; bad params change nothing", async () => {
  const { provider, ask } = await setUp(true);
  const revision = provider.store.db.revision;
  for (const params of [
    {},
    { name: "" },
    { name: "Fresh", members: { buyer: "Overlord" } },
    { name: "Fresh", members: { owner: "Buyer" } },
    { name: "Fresh", members: ["Buyer"] },
    { name: "Fresh", members: { buyer: "Buyer" }, outsiders: ["buyer"] },
    { name: "Fresh", outsiders: "guest" },
  ]) {
    const res = await ask("POST", { state: "store of its own", params });
    assert.is(res.status, 400, JSON.stringify(params));
  }
  const taken = await ask("POST", { state: "store of its own", params: { name: "Harbor Hardware" } });
  assert.is(taken.status, 409);
  assert.is(provider.store.db.revision, revision, "nothing changed");

  const params = {
    store: "Maple Street Market",
    name: "Fresh ct-1",
    members: { buyer: "Buyer", admin: "Store Admin" },
    outsiders: ["guest"],
  };
  const res = await ask("POST", { state: "store of its own", params });
  assert.is(res.status, 200, JSON.stringify(res.body));
  assert.equal(Object.keys(res.body.accounts), ["owner", "buyer", "admin", "guest"]);
  assert.is(res.body.ids.storeName, "Fresh ct-1");
  for (const [key, role] of [
    ["owner", "Store Owner"],
    ["buyer", "Buyer"],
    ["admin", "Store Admin"],
  ] as const) {
    const signedIn = await login(provider, res.body.accounts[key]);
    assert.equal(signedIn.data.user.availiableStores, [
      { id: Number(res.body.ids.store), name: "Fresh ct-1" },
    ]);
    assert.is(String(signedIn.data.user.id), res.body.ids[key]);
    const claims = JSON.parse(atob(signedIn.data.accessToken.split(".")[1]!));
    assert.is(claims.Role, role, key);
  }
  const guest = await login(provider, res.body.accounts.guest);
  assert.is(guest.data.user.activeStore, null, "an outsider belongs to no store");
  assert.equal(guest.data.user.availiableStores, []);
  const again = await ask("POST", { state: "store of its own", params });
  assert.is(again.status, 409, "a store's name is taken once");
});

test("'brakes released' forgets every lock and count of D50 and D141, and changes no data", async () => {
  const { provider, ask } = await setUp(true);
  const keys = ["locked@example.com", "a client"];
  const now = provider.now().getTime();
  for (const throttle of Object.values(provider.throttles))
    for (const key of keys) for (let i = 0; i < 30; i++) throttle.count(key, now);
  for (const throttle of Object.values(provider.throttles))
    for (const key of keys) assert.ok(throttle.wait(key, now) > 0, `${key} locked before`);
  const revision = provider.store.db.revision;
  const res = await ask("POST", { state: "brakes released", params: { store: "Maple Street Market" } });
  assert.is(res.status, 200);
  assert.equal(res.body, { accounts: {}, ids: {} });
  // Not only the locks: the counts too, so one more failure starts again from one.
  for (const throttle of Object.values(provider.throttles))
    for (const key of keys) {
      assert.is(throttle.wait(key, now), 0, key);
      throttle.count(key, now);
      assert.is(throttle.wait(key, now), 0, `${key}, counted once more`);
    }
  assert.is(provider.store.db.revision, revision, "no data changed");
});

test("'clock' moves now forward, refuses bad params leaving it, and 'seed' or a reset bring real time back", async () => {
  const real = new Date("2026-11-27T12:00:00.000Z");
  const { provider, ask } = await setUp(true, () => real);
  const move = async (params: object) => (await ask("POST", { state: "clock", params })).body;
  assert.equal(await move({ advanceSeconds: 3600 }), {
    accounts: {},
    ids: { now: "2026-11-27T13:00:00.000Z", offsetSeconds: "3600" },
  });
  assert.is(
    (await move({ advanceSeconds: 86_400, store: "Harbor Hardware" })).ids.now,
    "2026-11-28T13:00:00.000Z",
  );
  assert.is(provider.now().toISOString(), "2026-11-28T13:00:00.000Z", "every rule reads the moved clock");
  for (const params of [
    {},
    { advanceSeconds: 0 },
    { advanceSeconds: -60 },
    { advanceSeconds: 1.5 },
    { advanceSeconds: "60" },
    { advanceSeconds: 366 * 86_400 },
    { reset: false },
    { reset: true, advanceSeconds: 60 },
  ]) {
    const res = await ask("POST", { state: "clock", params });
    assert.is(res.status, 400, JSON.stringify(params));
    assert.is(res.body.code, "BAD_USER_INPUT");
  }
  assert.is(provider.now().toISOString(), "2026-11-28T13:00:00.000Z", "refused: the clock stayed");
  assert.equal(await move({ reset: true }), {
    accounts: {},
    ids: { now: real.toISOString(), offsetSeconds: "0" },
  });
  await move({ advanceSeconds: 60 });
  assert.is((await ask("POST", { state: "seed" })).status, 200);
  assert.is(provider.now().toISOString(), real.toISOString(), "the seed state brings real time back");
});

test.run();
