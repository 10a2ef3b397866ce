// Attack suite, double submission (issue 8): the same create call sent twice at once. What a real
// server should do differs per action, decided here:
// - orders, suppliers and feedback have no natural key and the contract carries no idempotency key, so
//   two requests are two records; the screens send once per click (their *-bad-input tests);
// - a role name is unique in its store (D19), an email is one account (D13) and an invite is used once
//   (D14): the second is refused with a clear error and one record is stored;
// - an invite replaces the pending one for the same email (D29), so one link stays valid.
// After each, a fresh read shows exactly what was added and nothing else (in process, also the number
// of writes, which covers accounts the API cannot list).
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { call, gql, signInAs, type Answer } from "./support/client.ts";
import { info, inviteNew, it, MAPLE, NEW, invite, roleId, type Invite } from "./support/members.ts";
import { ADD } from "./support/orders.ts";
import { assertOnlyAdded, assertRefused, inMaple } from "./support/snapshot.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

/** Sends `send` twice at once; answers sorted, accepted first. */
async function twice(send: () => Promise<Answer<any>>) {
  const answers = await Promise.all([send(), send()]);
  return answers.sort((a, b) => a.status - b.status || Number(!!a.body.errors) - Number(!!b.body.errors));
}

/** The list without the rows `added` picks, asserting how many there were. */
// `any` rows, as the snapshot reads them from the API.
function strip(list: any[] | null, count: number, added: (row: any) => boolean, what: string) {
  if (list === null) return null;
  assert.is(list.filter(added).length, count, what);
  return list.filter((row) => !added(row));
}

/** Sends `send` twice at once as Maple's owner: two records of `table`, each its own id, and nothing else. */
async function twoRecords(
  table: "orders" | "suppliers",
  send: (token: string) => Promise<Answer<any>>,
  idOf: (res: Answer<any>) => string,
) {
  const { tokens, token, before } = await inMaple();
  const ids = (await twice(() => send(token))).map(idOf);
  assert.is(new Set(ids).size, 2);
  await assertOnlyAdded(tokens, before, table, 2, (after) => {
    const store = after.stores[MAPLE]!;
    store[table] = strip(store[table], 2, (row) => ids.includes(row.id), `two new ${table}`)!;
  });
}

test("two addPurchaseOrder at once make two orders, and nothing else", () =>
  twoRecords(
    "orders",
    (token) => gql(ADD, { shippingCost: 0, discount: "", items: [] }, token),
    (res) => res.body.data.addPurchaseOrder.purchaseOrder.id,
  ));

test("two addSupplier at once make two suppliers, and nothing else", () =>
  twoRecords(
    "suppliers",
    (token) => gql(ADD_SUPPLIER, createForm(), token),
    (res) => res.body.data.addSupplier.supplier.id,
  ));

test("two feedback reports at once are two reports, and nothing else", async () => {
  const { tokens, before } = await inMaple();
  const { accessToken } = await signInAs("buyer@example.com");
  const [a, b] = await twice(() => call("feedback", { token: accessToken, body: { feedback: "Twice" } }));
  assert.equal([a!.status, b!.status], [200, 200]);
  await assertOnlyAdded(tokens, before, "feedback", 2, (after) => {
    after.feedback = strip(after.feedback, 2, (f) => f.message === "Twice", "two reports");
  });
});

test("two createRole of one name at once store one role; the second is refused as a duplicate", async () => {
  const { tokens, token, before } = await inMaple();
  const [a, b] = await twice(() => call("createRole", { token, body: { name: "Night Shift" } }));
  assert.is(a!.status, 200);
  assertRefused(
    b!,
    { code: "BAD_USER_INPUT", message: 'A role named "Night Shift" already exists.' },
    "second",
  );
  await assertOnlyAdded(tokens, before, "roles", 1, (after) => {
    const store = after.stores[MAPLE]!;
    store.roles = strip(store.roles, 1, (r) => r.name === "Night Shift", "one new role");
  });
});

test("two registrations of one email at once store one account; the second is told it is taken", async () => {
  const { tokens, before } = await inMaple();
  const body = { ...NEW, passwordConfirmation: NEW.password };
  const [a, b] = await twice(() => call("register", { body }));
  assert.is(a!.status, 200);
  assert.is(b!.status, 400);
  assert.equal(b!.body, [{ code: "DuplicateEmail", description: `Email '${NEW.email}' is already taken.` }]);
  assert.ok(await signInAs(NEW.email, NEW.password));
  await assertOnlyAdded(tokens, before, "accounts", 1, () => {});
});

it("two acceptances of one invite at once join once; the second finds it used", async () => {
  const { created } = await inviteNew();
  const body = { ...NEW, passwordConfirmation: NEW.password };
  assert.is((await call("register", { body })).status, 200);
  const { accessToken } = await signInAs(NEW.email, NEW.password);
  const { tokens, before } = await inMaple();
  const [a, b] = await twice(() =>
    call("acceptInvite", { params: { token: created.token }, token: accessToken }),
  );
  assert.equal(a!.body, { data: { storeName: MAPLE } });
  assertRefused(b!, { code: "NOT_FOUND", message: "Invite invalid or expired." }, "second");
  assert.equal(
    (await signInAs(NEW.email, NEW.password)).user.availiableStores.map((s) => s.name),
    [MAPLE],
  );
  await assertOnlyAdded(tokens, before, "membership", 1, (after) => {
    const store = after.stores[MAPLE]!;
    store.members = strip(store.members, 1, (m) => m.email === NEW.email, "one new member");
    // The invite was pending before; now it is used, and no longer listed.
    const pending = before.stores[MAPLE]!.invites!;
    assert.equal(
      store.invites,
      pending.filter((i: Invite) => i.token !== created.token),
      "the used invite",
    );
    store.invites = pending;
  });
});

it("two invites of one email at once leave one pending invite whose link works", async () => {
  const { tokens, token, before } = await inMaple();
  const role = await roleId(token, "Receiver");
  const [a, b] = await twice(() => invite(token, NEW.email, role));
  assert.equal([a!.status, b!.status], [200, 200]);
  const sent = [a!, b!].map((res) => res.body.data as Invite);
  const links = await Promise.all(sent.map((i) => info(i.token)));
  assert.equal(
    links.map((l) => l.data.storeName ?? null).sort(),
    [MAPLE, null],
    "exactly one of the two links works",
  );
  await assertOnlyAdded(tokens, before, "invites", 2, (after) => {
    const store = after.stores[MAPLE]!;
    store.invites = strip(store.invites, 1, (i) => i.email === NEW.email, "one pending invite");
    after.outbox = strip(after.outbox, 2, (m) => m.to === NEW.email, "two mails, the first link dead");
  });
});

test.run("attack-double-submit", { extensions: ["demo"] });
