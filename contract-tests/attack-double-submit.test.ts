// Attack suite, double submission (issue 8): the same create call sent twice at once. What a real
// server should do differs per action:
// - orders, suppliers and feedback have no natural key and the contract carries no idempotency key, so
//   two requests are two records; the screens send once per click (their *-bad-input tests);
// - a role name is unique in its store (D19), an email is one account (D13) and an invite is used once
//   (D14): the second is refused and one record is stored;
// - an invite replaces the pending one for the same email (D29), so one link stays valid.
// After each, a fresh read of the test's own records shows exactly what was added. The records are the
// test's: named with the run's id, an email of the run, a `store of its own` (D200) for the invites; the
// feedback and mail only the demo extension lists; the refusals' words are strict.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, gql, signInAs, type Answer } from "./support/client.ts";
import { braked } from "./support/brakes.ts";
import { info, invite, invites, members, roleId, type Invite } from "./support/members.ts";
import { ADD, readOrder } from "./support/orders.ts";
import { account, ownStore, tokenOf } from "./support/own-store.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { session, unique, uniqueEmail } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { contract, type Needs } from "./support/tiers.ts";

/** Sends `send` twice at once; answers sorted, accepted first. */
async function twice(send: () => Promise<Answer<any>>) {
  const answers = await Promise.all([send(), send()]);
  return answers.sort((a, b) => a.status - b.status || Number(!!a.body?.errors) - Number(!!b.body?.errors));
}

const clientError = (res: Answer<any>, what: string) =>
  assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${JSON.stringify(res.body)}`);

type Count = "orderCount" | "supplierCount";

/** Sends `send` twice at once as the owner: two records, each its own id, and nothing else. */
async function twoRecords(
  count: Count,
  send: (token: string) => Promise<Answer<any>>,
  idOf: (res: Answer<any>) => string,
) {
  const { token } = await session("owner");
  const before = await ownSnapshot(token, []);
  const ids = (await twice(() => send(token))).map(idOf);
  assert.is(new Set(ids).size, 2);
  const after = await ownSnapshot(token, []);
  assert.is(after[count], before[count] + 2, `two new (${count})`);
  const other: Count = count === "orderCount" ? "supplierCount" : "orderCount";
  assert.is(after[other], before[other], `nothing else (${other})`);
  assert.equal(after.stock, before.stock, "stock");
  return { token, ids };
}

const feedback = (token: string, message: string) =>
  twice(() => call("feedback", { token, body: { feedback: message } }));

/** A role name sent twice at once: both answers and the roles of that name afterwards. */
async function twoRoles() {
  const { token } = await session("owner");
  const name = unique("Night Shift");
  const [a, b] = await twice(() => call("createRole", { token, body: { name } }));
  const roles = (await call("listRoles", { token })).body.data as { name: string }[];
  return { name, a: a!, b: b!, same: roles.filter((r) => r.name === name) };
}

/** A new email registered twice at once (between two releases of the registration brake, D203). */
async function twoRegistrations() {
  const body = {
    email: uniqueEmail(),
    firstName: "Dana",
    lastName: "Twice",
    password: "Twice1234!",
    passwordConfirmation: "Twice1234!",
  };
  const [a, b] = await twice(() => call("register", { body }));
  return { body, a: a!, b: b! };
}

/** An invite of the state's outsider to its store, and the outsider signed in (no store yet). */
async function inviteOutsider(state: Parameters<typeof tokenOf>[0]) {
  const owner = await tokenOf(state, "owner");
  const { email, password } = account(state, "invitee");
  const res = await invite(owner, email, await roleId(owner, "Receiver"));
  assert.is(res.status, 200, JSON.stringify(res.body));
  const { accessToken } = await signInAs(email, password);
  return { owner, email, password, accessToken, created: res.body.data as Invite };
}

const INVITEE: Needs = ownStore({}, ["members"], ["invitee"]);

describe("attack-double-submit", () => {
  contract("two addPurchaseOrder at once make two orders, and nothing else", {}, async () => {
    const { token, ids } = await twoRecords(
      "orderCount",
      (t) => gql(ADD, { shippingCost: 0, discount: "", items: [] }, t),
      (res) => res.body.data.addPurchaseOrder.purchaseOrder.id,
    );
    for (const id of ids) assert.is((await readOrder(token, id)).id, id);
  });

  contract("two addSupplier at once make two suppliers, and nothing else", {}, async () => {
    const name = unique("Northwind Traders");
    await twoRecords(
      "supplierCount",
      (t) => gql(ADD_SUPPLIER, { ...createForm(), name }, t),
      (res) => res.body.data.addSupplier.supplier.id,
    );
  });

  contract(
    "two feedback reports at once are both accepted, and change nothing else",
    { roles: ["buyer"] },
    async () => {
      const { token } = await session("buyer");
      const owner = (await session("owner")).token;
      const before = await ownSnapshot(owner, []);
      const [a, b] = await feedback(token, unique("Twice"));
      assert.equal([a!.status, b!.status], [200, 200]);
      await assertOwnUnchanged(owner, before, "two feedback reports");
    },
  );

  contract(
    "two feedback reports at once are two reports in the demo's list",
    { roles: ["buyer"], extensions: ["demo"] },
    async () => {
      const { token } = await session("buyer");
      const message = unique("Twice");
      const [a, b] = await feedback(token, message);
      assert.equal([a!.status, b!.status], [200, 200]);
      const list = (await call("demoFeedback", { token: (await session("owner")).token })).body.data as {
        message: string;
      }[];
      assert.is(list.filter((f) => f.message === message).length, 2, "two reports");
    },
  );

  contract(
    "two createRole of one name at once store one role; the second is refused as a duplicate",
    {},
    async () => {
      const { a, b, same } = await twoRoles();
      assert.is(a.status, 200);
      clientError(b, "second");
      assert.is(same.length, 1, "one role of that name");
    },
  );

  contract("the second createRole of one name is refused naming the role", { strict: "D19" }, async () => {
    const { name, b } = await twoRoles();
    assertRefused(b, { code: "BAD_USER_INPUT", message: `A role named "${name}" already exists.` }, "second");
  });

  braked(
    "two registrations of one email at once store one account; the second is told it is taken",
    {},
    async () => {
      const { body, a, b } = await twoRegistrations();
      assert.is(a.status, 200);
      assert.is(b.status, 400);
      assert.equal(
        b.body.map((e: { code: string }) => e.code),
        ["DuplicateEmail"],
      );
      assert.ok(await signInAs(body.email, body.password));
    },
  );

  braked(
    "the second registration of one email says it is taken in Identity's words",
    { strict: "D13" },
    async () => {
      const { body, b } = await twoRegistrations();
      assert.equal(b.body, [
        { code: "DuplicateEmail", description: `Email '${body.email}' is already taken.` },
      ]);
    },
  );

  contract(
    "two acceptances of one invite at once join once; the second finds it used",
    INVITEE,
    async ({ state }) => {
      const { owner, email, password, accessToken, created } = await inviteOutsider(state);
      const before = { members: await members(owner), invites: await invites(owner) };
      const [a, b] = await twice(() =>
        call("acceptInvite", { params: { token: created.token }, token: accessToken }),
      );
      assert.equal(a!.body, { data: { storeName: state.ids.storeName } });
      assertRefused(b!, { code: "NOT_FOUND", message: "Invite invalid or expired." }, "second");
      assert.equal(
        (await signInAs(email, password)).user.availiableStores.map((s) => s.name),
        [state.ids.storeName],
      );
      const after = await members(owner);
      assert.equal(
        after.filter((m) => !before.members.some((o) => o.userId === m.userId)).map((m) => m.email),
        [email],
        "one new member",
      );
      assert.equal(
        await invites(owner),
        before.invites.filter((i) => i.token !== created.token),
        "the used invite",
      );
    },
  );

  /** One email invited twice at once to the state's store: the answers, and what is pending after. */
  async function twoInvites(state: Parameters<typeof tokenOf>[0]) {
    const owner = await tokenOf(state, "owner");
    const email = uniqueEmail();
    const role = await roleId(owner, "Receiver");
    const [a, b] = await twice(() => invite(owner, email, role));
    assert.equal([a!.status, b!.status], [200, 200]);
    return { owner, email, sent: [a!, b!].map((res) => res.body.data as Invite) };
  }

  contract(
    "two invites of one email at once leave one pending invite whose link works",
    ownStore(),
    async ({ state }) => {
      const { owner, email, sent } = await twoInvites(state);
      const links = await Promise.all(sent.map((i) => info(i.token)));
      assert.equal(
        links.map((l) => l.data?.storeName ?? null).sort(),
        [state.ids.storeName, null],
        "exactly one of the two links works",
      );
      assert.is((await invites(owner)).filter((i) => i.email === email).length, 1, "one pending invite");
    },
  );

  contract(
    "two invites of one email at once send two mails",
    ownStore({}, ["members", "demo"]),
    async ({ state }) => {
      const { owner, email } = await twoInvites(state);
      const mail = ((await call("demoOutbox", { token: owner })).body.data as { to: string }[]).filter(
        (m) => m.to === email,
      );
      assert.is(mail.length, 2, "two mails, the first link dead");
    },
  );
});
