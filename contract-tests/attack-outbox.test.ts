// Who reads the demo's outbox (issue 13, D140). On the HTTP server with --demo-endpoints any signed-in
// user read every mail: a stranger registered, asked a reset for owner@example.com, read the link there
// and took the account over. There a caller now reads its own mail, the invites of stores whose members
// it manages and the order mails of stores whose orders it reads; the listing is paged. In process the
// provider is switched to the server's rule for each case, then back to the page's whole outbox. The
// feedback inbox is narrowed the same way (D144).
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { call, ownerIn, send, signInAs, type Answer } from "./support/client.ts";
import { invite, inviteNew, it, MAPLE, NEW, registerNew, roleId } from "./support/members.ts";
import { HARBOR } from "./support/snapshot.ts";
import { apiBase, extensionsAvailable, resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const remote = !!process.env.PROVIDER_URL;

/** `it`, run with the server's rule: in process the provider is switched to it for the case. */
function onServerRule(name: string, body: () => Promise<void>) {
  it(name, async () => {
    if (remote) return body();
    const { provider } = await sharedInProcessProvider();
    provider.demoEndpoints = "signed-in";
    try {
      await body();
    } finally {
      provider.demoEndpoints = "open";
    }
  });
}

type Mail = { id: number; kind: string; to: string; body: string };
// `any`: the body is the contract under test, read field by field below.
const mails = (res: Answer<any>) => {
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Mail[];
};
const outboxOf = async (token: string) => mails(await call("demoOutbox", { token }));
const asks = (email: string) => call("resetPassword", { body: { email } });

onServerRule(
  "a stranger who asks a reset for the owner cannot read the link, and the owner's account stays the owner's",
  async () => {
    const stranger = await registerNew();
    assert.is((await asks("owner@example.com")).status, 200);
    assert.equal(await outboxOf(stranger), [], "the stranger's outbox is empty");
    for (const email of ["viewer@example.com", "buyer@example.com", "receiver@example.com"]) {
      const seen = await outboxOf((await signInAs(email)).accessToken);
      assert.not.ok(
        seen.some((m) => m.kind === "reset-password"),
        `${email} reads no reset mail but its own`,
      );
    }
    // Read back: the mail is there for its addressee, and the password is unchanged.
    const owner = await signInAs("owner@example.com", DEMO_PASSWORD);
    const own = (await outboxOf(owner.accessToken)).filter((m) => m.kind === "reset-password");
    assert.is(own.length, 1);
    assert.is(own[0]!.to, "owner@example.com");
    assert.is((await call("active", { token: owner.accessToken })).status, 200);
  },
);

onServerRule(
  "invite mails are read by the store's member managers and the invitee, not by a buyer, a viewer or another store's admin",
  async () => {
    // NEW becomes Harbor's Store Admin: it manages Harbor's members, not Maple's.
    const harbor = await ownerIn(HARBOR);
    const admin = await invite(harbor, NEW.email, await roleId(harbor, "Store Admin"));
    const newcomer = await registerNew();
    const joined = await call("acceptInvite", { params: { token: admin.body.data.token }, token: newcomer });
    assert.is(joined.status, 200, JSON.stringify(joined.body));
    const newToken = (await signInAs(NEW.email, NEW.password)).accessToken;
    const maple = await ownerIn(MAPLE);
    const guest = await invite(maple, "guest@example.com", await roleId(maple, "Receiver"));
    assert.is(guest.status, 200);
    const guestMail = (m: Mail) => m.kind === "invite" && m.to === "guest@example.com";

    assert.ok((await outboxOf(maple)).some(guestMail), "Maple's owner reads it");
    for (const email of ["buyer@example.com", "viewer@example.com"])
      assert.not.ok((await outboxOf((await signInAs(email)).accessToken)).some(guestMail), email);
    const seenByAdmin = await outboxOf(newToken);
    assert.not.ok(seenByAdmin.some(guestMail), "Harbor's admin does not read Maple's invite");
    assert.ok(
      seenByAdmin.some((m) => m.kind === "invite" && m.to === NEW.email),
      "the invitee reads its own invite",
    );
  },
);

onServerRule("the outbox answers only a signed-in caller, with a valid token", async () => {
  await inviteNew();
  const unauthenticated = await call("demoOutbox", { token: null });
  assert.is(unauthenticated.status, 401);
  assert.is((await call("demoOutbox", { token: "not.a.token" })).status, 401);
});

it("the outbox is paged: at most 50 mails, ?before= goes on without repeats, and a bad page is a 400", async () => {
  const maple = await ownerIn(MAPLE);
  const receiver = await roleId(maple, "Receiver");
  for (let n = 0; n < 52; n++)
    assert.is((await invite(maple, `guest.${n}@example.com`, receiver)).status, 200, `invite ${n}`);
  const first = mails(await readOutbox(maple, ""));
  assert.is(first.length, 50);
  const second = mails(await readOutbox(maple, `?before=${first.at(-1)!.id}`));
  assert.is(second.length, 2);
  const ids = [...first, ...second].map((m) => m.id);
  assert.is(new Set(ids).size, 52, "no mail twice");
  assert.equal(
    ids,
    [...ids].sort((a, b) => b - a),
    "newest first",
  );
  assert.is(mails(await readOutbox(maple, "?limit=5")).length, 5);
  for (const query of ["?limit=0", "?limit=51", "?limit=abc", "?before=x"]) {
    const bad = await readOutbox(maple, query);
    assert.is(bad.status, 400, query);
    assert.match(bad.body.description, /limit|before/);
  }
});

onServerRule(
  "the feedback inbox shows a caller its own reports and those of stores whose members it manages, a stranger none (D144)",
  async () => {
    const buyer = (await signInAs("buyer@example.com")).accessToken;
    assert.is(
      (await call("feedback", { token: buyer, body: { feedback: "The total looks off" } })).status,
      200,
    );
    const stranger = await registerNew();
    const inboxOf = async (token: string) => {
      const res = await call("demoFeedback", { token });
      assert.is(res.status, 200, JSON.stringify(res.body));
      return (res.body.data as { message: string }[]).map((report) => report.message);
    };
    assert.equal(await inboxOf(stranger), [], "a stranger reads none");
    assert.equal(await inboxOf((await signInAs("viewer@example.com")).accessToken), [], "nor a viewer");
    assert.equal(await inboxOf(buyer), ["The total looks off"], "its sender reads it");
    const owner = (await signInAs("owner@example.com")).accessToken;
    assert.equal(await inboxOf(owner), ["The total looks off"], "the store's owner reads it");
  },
);

const outboxUrl = (query: string) => new URL(`demo/outbox${query}`, apiBase);
/** GET demo/outbox with `query`, as `token` (the rest client has no query string). */
const readOutbox = (token: string, query: string) =>
  send(outboxUrl(query), { headers: { authorization: `Bearer ${token}` } });

(remote || !extensionsAvailable
  ? test.skipBecause("reads the in-page toolkit's whole outbox: in-process only")
  : it)("in the page the toolkit's outbox shows every mail, the owner's reset link too", async () => {
  assert.is((await asks("owner@example.com")).status, 200);
  const seen = mails(await call("demoOutbox", { token: null }));
  assert.ok(seen.some((m) => m.kind === "reset-password" && m.to === "owner@example.com"));
});

test.run("attack-outbox", { extensions: ["demo"] });
