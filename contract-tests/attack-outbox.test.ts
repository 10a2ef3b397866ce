// Who reads the demo's outbox (issue 13, D140). On the HTTP server with --demo-endpoints any signed-in
// user read every mail: a stranger registered, asked a reset for the owner, read the link there and took
// the account over. There a caller now reads its own mail, the invites of stores whose members it manages
// and the order mails of stores whose orders it reads; the listing is paged. In process the provider is
// switched to the server's rule for each case, then back to the page's whole outbox. The feedback inbox
// is narrowed the same way (D144). The demo extension's tests; each on a `store of its own` (D200) whose
// members and outsiders (accounts of no store) are its own, and its reset asks between two releases of
// the brakes (D203).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { braked } from "./support/brakes.ts";
import { call, send, signInAs, type Answer } from "./support/client.ts";
import { config } from "./support/config.ts";
import { invite, roleId } from "./support/members.ts";
import { account, ownStore, tokenOf } from "./support/own-store.ts";
import { onServerRule } from "./support/server-rule.ts";
import { session, unique, uniqueEmail } from "./support/sessions.ts";
import type { StateAnswer } from "./support/states.ts";
import { apiBase, remote } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const STORE = ownStore(
  { buyer: "Buyer", viewer: "Viewer", receiver: "Receiver" },
  ["members", "demo"],
  ["stranger", "invitee"],
);
const WITH_RESET = ownStore(
  { buyer: "Buyer", viewer: "Viewer", receiver: "Receiver" },
  ["demo", "password-reset"],
  ["stranger"],
);

type Mail = { id: number; kind: string; to: string; body: string };
// `any`: the body is the contract under test, read field by field below.
const mails = (res: Answer<any>) => {
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.data as Mail[];
};
const outboxOf = async (token: string) => mails(await call("demoOutbox", { token }));
const asks = (email: string) => call("resetPassword", { body: { email } });
/** Signs the state's `key` in: in its store, or (an outsider) in none. */
const as = async (state: StateAnswer, key: string) =>
  key === "stranger" || key === "invitee"
    ? (await signInAs(account(state, key).email, account(state, key).password)).accessToken
    : tokenOf(state, key);

const outboxUrl = (query: string) => new URL(`demo/outbox${query}`, apiBase);
/** GET demo/outbox with `query`, as `token` (the rest client has no query string). */
const readOutbox = (token: string, query: string) =>
  send(outboxUrl(query), { headers: { authorization: `Bearer ${token}` } });

describe("attack-outbox", () => {
  onServerRule(braked)(
    "a stranger who asks a reset for the owner cannot read the link, and the owner's account stays the owner's",
    WITH_RESET,
    async ({ state }) => {
      const { email, password } = account(state, "owner");
      const stranger = await as(state, "stranger");
      assert.is((await asks(email)).status, 200);
      assert.equal(await outboxOf(stranger), [], "the stranger's outbox is empty");
      for (const key of ["viewer", "buyer", "receiver"]) {
        const seen = await outboxOf(await as(state, key));
        assert.not.ok(
          seen.some((m) => m.kind === "reset-password"),
          `${key} reads no reset mail but its own`,
        );
      }
      // Read back: the mail is there for its addressee, and the password is unchanged.
      const owner = await signInAs(email, password);
      const own = (await outboxOf(owner.accessToken)).filter((m) => m.kind === "reset-password");
      assert.is(own.length, 1);
      assert.is(own[0]!.to, email);
      assert.is((await call("active", { token: owner.accessToken })).status, 200);
    },
  );

  onServerRule(contract)(
    "invite mails are read by the store's member managers and the invitee, not by a buyer, a viewer or another store's owner",
    STORE,
    async ({ state }) => {
      const owner = await as(state, "owner");
      const receiver = await roleId(owner, "Receiver");
      const invitee = account(state, "invitee").email;
      assert.is((await invite(owner, invitee, receiver)).status, 200);
      const guest = uniqueEmail();
      assert.is((await invite(owner, guest, receiver)).status, 200);
      const guestMail = (m: Mail) => m.kind === "invite" && m.to === guest;

      assert.ok((await outboxOf(owner)).some(guestMail), "the store's owner reads it");
      for (const key of ["buyer", "viewer"])
        assert.not.ok((await outboxOf(await as(state, key))).some(guestMail), key);
      // The run's owner manages its own store's members, not this one's.
      assert.not.ok(
        (await outboxOf((await session("owner")).token)).some(guestMail),
        "another store's owner",
      );
      const seenByInvitee = await outboxOf(await as(state, "invitee"));
      assert.not.ok(seenByInvitee.some(guestMail), "the invitee does not read another's invite");
      assert.ok(
        seenByInvitee.some((m) => m.kind === "invite" && m.to === invitee),
        "the invitee reads its own invite",
      );
    },
  );

  onServerRule(contract)(
    "the outbox answers only a signed-in caller, with a valid token",
    { extensions: ["demo"] },
    async () => {
      assert.is((await call("demoOutbox", { token: null })).status, 401);
      assert.is((await call("demoOutbox", { token: "not.a.token" })).status, 401);
    },
  );

  // Under the server's rule in process too: the store's owner then reads its store's 52 invites alone.
  onServerRule(contract)(
    "the outbox is paged: at most 50 mails, ?before= goes on without repeats, and a bad page is a 400",
    STORE,
    async ({ state }) => {
      const owner = await as(state, "owner");
      const receiver = await roleId(owner, "Receiver");
      for (let n = 0; n < 52; n++)
        assert.is((await invite(owner, uniqueEmail(), receiver)).status, 200, `invite ${n}`);
      const first = mails(await readOutbox(owner, ""));
      assert.is(first.length, 50);
      const second = mails(await readOutbox(owner, `?before=${first.at(-1)!.id}`));
      assert.is(second.length, 2);
      const ids = [...first, ...second].map((m) => m.id);
      assert.is(new Set(ids).size, 52, "no mail twice");
      assert.equal(
        ids,
        [...ids].sort((a, b) => b - a),
        "newest first",
      );
      assert.is(mails(await readOutbox(owner, "?limit=5")).length, 5);
      for (const query of ["?limit=0", "?limit=51", "?limit=abc", "?before=x"]) {
        const bad = await readOutbox(owner, query);
        assert.is(bad.status, 400, query);
        assert.match(bad.body.description, /limit|before/);
      }
    },
  );

  onServerRule(contract)(
    "the feedback inbox shows a caller its own reports and those of stores whose members it manages, a stranger none (D144)",
    STORE,
    async ({ state }) => {
      const buyer = await as(state, "buyer");
      const said = unique("The total looks off");
      assert.is((await call("feedback", { token: buyer, body: { feedback: said } })).status, 200);
      const inboxOf = async (token: string) => {
        const res = await call("demoFeedback", { token });
        assert.is(res.status, 200, JSON.stringify(res.body));
        return (res.body.data as { message: string }[]).map((report) => report.message);
      };
      assert.equal(await inboxOf(await as(state, "stranger")), [], "a stranger reads none");
      assert.equal(await inboxOf(await as(state, "viewer")), [], "nor a viewer");
      assert.equal(await inboxOf(buyer), [said], "its sender reads it");
      assert.equal(await inboxOf(await as(state, "owner")), [said], "the store's owner reads it");
    },
  );

  const IN_PAGE = "reads the in-page toolkit's whole outbox: in-process only";
  braked(
    "in the page the toolkit's outbox shows every mail, the owner's reset link too",
    { extensions: ["demo", "password-reset"] },
    async ({ t }) => {
      if (remote) return void t.skip(IN_PAGE);
      const { email } = config.accounts.owner;
      assert.is((await asks(email)).status, 200);
      const seen = mails(await call("demoOutbox", { token: null }));
      assert.ok(seen.some((m) => m.kind === "reset-password" && m.to === email));
    },
  );
});
