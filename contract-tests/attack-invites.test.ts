// Attack suite, invites (issue 8, D14, D29): an invite accepted by another email, or after it was used,
// expired, revoked, or its role deleted, and tokens nobody issued. Each refusal says why, the invite's state
// is what it was (still valid for its own email, or still invalid), the user's stores are what they were,
// and a fresh read of the test's store shows no member, role or invite changed. Each test takes a store of
// its own (D200) with its owner's invites and outsiders (accounts of no store) to accept them; the expired
// invite is the "expired invite" state's, in the run's store.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, signInAs } from "./support/client.ts";
import { info, invite, invites, roleId } from "./support/members.ts";
import { account, ownStore, tokenOf } from "./support/own-store.ts";
import { registerAndSignIn, session, unique } from "./support/sessions.ts";
import { assertRefused, assertUnchanged, type Owners, type Refusal, snapshot } from "./support/snapshot.ts";
import type { StateAnswer } from "./support/states.ts";
import { contract } from "./support/tiers.ts";

const anotherEmail: Refusal = { code: "FORBIDDEN", message: "sent to another email address" };
const invalid: Refusal = { code: "NOT_FOUND", message: "Invite invalid or expired." };
const PASSWORD = "Welcome123";

/** The state's store read through its owner (snapshot.ts's stores are keyed by name). */
const ownerTokens = async (state: StateAnswer) =>
  ({ [state.ids.storeName!]: await tokenOf(state, "owner") }) as Owners;
const signIn = async (state: StateAnswer, key: string) => {
  const { email, password } = account(state, key);
  return (await signInAs(email, password)).accessToken;
};

/** The state owner's invite of outsider `key` as `role`. */
async function inviteOf(state: StateAnswer, key = "invitee", role = "Receiver") {
  const owner = await tokenOf(state, "owner");
  const res = await invite(owner, account(state, key).email, await roleId(owner, role));
  assert.is(res.status, 200, JSON.stringify(res.body));
  return res.body.data.token as string;
}

/** Sends `token` as `user`'s acceptance: refused as `refusal`, its link answering `state` after, nothing changed. */
async function refusedAcceptance(
  stores: Owners | null,
  user: string,
  token: string,
  refusal: Refusal,
  linkState: object,
  what: string,
) {
  const before = stores && (await snapshot(stores));
  const userStores = (await call("active", { token: user })).body.data.availiableStores;
  assertRefused(await call("acceptInvite", { params: { token }, token: user }), refusal, what);
  assert.equal(await info(token), linkState, `${what}: the link's state`);
  assert.equal(
    (await call("active", { token: user })).body.data.availiableStores,
    userStores,
    `${what}: the user's stores`,
  );
  if (stores) await assertUnchanged(stores, before!, what);
}

const NEEDS = ownStore({}, ["members"], ["invitee", "other"]);

describe("attack-invites", () => {
  contract(
    "an invite accepted by another email is refused and stays valid for its own",
    NEEDS,
    async ({ state }) => {
      const stores = await ownerTokens(state);
      const token = await inviteOf(state);
      const valid = { data: { storeName: state.ids.storeName } };
      await refusedAcceptance(
        stores,
        await signIn(state, "other"),
        token,
        anotherEmail,
        valid,
        "another email",
      );
      const elsewhere = (await session("owner")).token;
      await refusedAcceptance(stores, elsewhere, token, anotherEmail, valid, "a member elsewhere");
    },
  );

  contract(
    "an invite, once used, is refused to its own email and to anyone else",
    NEEDS,
    async ({ state }) => {
      const stores = await ownerTokens(state);
      const token = await inviteOf(state);
      const invitee = await signIn(state, "invitee");
      assert.is((await call("acceptInvite", { params: { token }, token: invitee })).status, 200);
      await refusedAcceptance(stores, invitee, token, invalid, { data: {} }, "used, again");
      await refusedAcceptance(
        stores,
        await signIn(state, "other"),
        token,
        invalid,
        { data: {} },
        "used, by another",
      );
    },
  );

  contract(
    "an expired invite is refused to its own email",
    { state: "expired invite", extensions: ["members"] },
    async ({ state }) => {
      // The state's invite is to an address no account has: register it (one registration, D50).
      const email = state.ids.email!;
      const user = (await registerAndSignIn(email, PASSWORD)).accessToken;
      await refusedAcceptance(null, user, state.ids.token!, invalid, { data: {} }, "expired");
      const owner = (await session("owner")).token;
      const listed = (await invites(owner)).find((i) => i.token === state.ids.token);
      assert.equal([listed?.email, listed?.expired], [email, true], "still listed, expired");
    },
  );

  contract(
    "tokens nobody issued are refused as invalid and read as empty, whatever they hold",
    NEEDS,
    async ({ state }) => {
      const stores = await ownerTokens(state);
      const valid = await inviteOf(state);
      const user = await signIn(state, "other");
      for (const token of [
        "no-such-invite",
        "../store/invites",
        `${valid}/../x`,
        `${valid} `,
        "%00",
        "x".repeat(5000),
      ])
        await refusedAcceptance(stores, user, token, invalid, { data: {} }, `token "${token.slice(0, 20)}"`);
      assert.equal(
        await info(valid),
        { data: { storeName: state.ids.storeName } },
        "the real one is still valid",
      );
    },
  );

  contract(
    "a revoked invite, and one replaced by a newer invite, are refused to their own email",
    NEEDS,
    async ({ state }) => {
      const stores = await ownerTokens(state);
      const owner = Object.values(stores)[0]!;
      const first = await inviteOf(state);
      const newer = await inviteOf(state, "invitee", "Buyer");
      const token = await signIn(state, "invitee");
      await refusedAcceptance(stores, token, first, invalid, { data: {} }, "replaced");
      assert.is((await call("revokeInvite", { token: owner, params: { token: newer } })).status, 200);
      await refusedAcceptance(stores, token, newer, invalid, { data: {} }, "revoked");
    },
  );

  contract(
    "an invite whose role was deleted is refused: it would join with a role that no longer exists",
    NEEDS,
    async ({ state }) => {
      const stores = await ownerTokens(state);
      const owner = Object.values(stores)[0]!;
      const temp = (await call("createRole", { token: owner, body: { name: unique("Temp") } })).body.data;
      const res = await invite(owner, account(state, "invitee").email, temp.id);
      assert.is(res.status, 200, JSON.stringify(res.body));
      assert.is((await call("deleteRole", { token: owner, params: { id: temp.id } })).status, 200);
      const user = await signIn(state, "invitee");
      await refusedAcceptance(stores, user, res.body.data.token, invalid, { data: {} }, "role deleted");
    },
  );
});
