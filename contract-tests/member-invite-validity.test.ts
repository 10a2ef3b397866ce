// Which store invites are valid (D29 extensions, D14): a revoked or expired one is not, another
// store's is not ours to revoke, and nothing about invites is open without can_modify_store. Each test
// takes a store of its own (D200) with the accounts it invites; "another store" is the run's own. An
// expiry is reached by moving the provider's clock (the `clock` state, D216).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, signInAs } from "./support/client.ts";
import { info, invite, invites, roleId } from "./support/members.ts";
import { account, ownStore, tokenOf } from "./support/own-store.ts";
import { session, uniqueEmail } from "./support/sessions.ts";
import { advanceClock, type StateAnswer } from "./support/states.ts";
import { contract } from "./support/tiers.ts";

/** The state owner's token and an invite of its outsider "invitee" as a Receiver. */
async function inviteInvitee(state: StateAnswer) {
  const owner = await tokenOf(state, "owner");
  const res = await invite(owner, account(state, "invitee").email, await roleId(owner, "Receiver"));
  assert.is(res.status, 200, JSON.stringify(res.body));
  return { owner, created: res.body.data as { token: string; email: string } };
}
/** How long an invite stays valid (D14). */
const INVITE_TTL_SECONDS = 7 * 86_400;

const inviteeToken = async (state: StateAnswer) => {
  const { email, password } = account(state, "invitee");
  return (await signInAs(email, password)).accessToken;
};

describe("member-invite-validity", () => {
  contract(
    "a revoked invite is invalid: no store name, cannot be accepted, no longer listed",
    ownStore({}, ["members"], ["invitee"]),
    async ({ state }) => {
      const { owner, created } = await inviteInvitee(state);
      const revoked = await call("revokeInvite", { token: owner, params: { token: created.token } });
      assert.is(revoked.status, 200);
      assert.equal(await info(created.token), { data: {} });
      const token = await inviteeToken(state);
      assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 404);
      assert.not.ok((await invites(owner)).some((i) => i.token === created.token));
      assert.is((await call("revokeInvite", { token: owner, params: { token: created.token } })).status, 404);
    },
  );

  contract(
    "an expired invite stays listed, flagged expired, until it is revoked",
    { state: "expired invite", extensions: ["members"] },
    async ({ state }) => {
      const { token: owner } = await session("owner");
      const expired = (await invites(owner)).find((i) => i.token === state.ids.token)!;
      assert.ok(expired, "the state's expired invite is listed");
      assert.equal([expired.email, expired.expired], [state.ids.email, true]);
      assert.is(
        (await call("revokeInvite", { token: owner, params: { token: state.ids.token! } })).status,
        200,
      );
      assert.not.ok(
        (await invites(owner)).some((i) => i.token === state.ids.token),
        "revoked: gone",
      );
    },
  );

  contract(
    "an invite is valid until its 7 days are up and invalid after (D14)",
    { ...ownStore({}, ["members"], ["invitee"]), clock: true },
    async ({ state }) => {
      const { created } = await inviteInvitee(state);
      await advanceClock(INVITE_TTL_SECONDS - 60);
      assert.equal(await info(created.token), { data: { storeName: state.ids.storeName } }, "a minute left");
      await advanceClock(120);
      assert.equal(await info(created.token), { data: {} }, "a minute past");
      // Signed in on the moved clock: a token from before it could have expired on the way.
      const token = await inviteeToken(state);
      assert.is((await call("acceptInvite", { params: { token: created.token }, token })).status, 404);
    },
  );

  contract(
    "another store's invite answers not found and stays valid (D11)",
    ownStore(),
    async ({ state }) => {
      const run = await session("owner");
      const theirs = await invite(run.token, uniqueEmail(), await roleId(run.token, "Viewer"));
      assert.is(theirs.status, 200, JSON.stringify(theirs.body));
      const token = theirs.body.data.token as string;
      const owner = await tokenOf(state, "owner");
      assert.not.ok((await invites(owner)).some((i) => i.token === token));
      assert.is((await call("revokeInvite", { token: owner, params: { token } })).status, 404);
      assert.equal(await info(token), { data: { storeName: run.storeName } });
    },
  );

  contract(
    "every invite call without can_modify_store gets 403 and changes nothing",
    ownStore({ buyer: "Buyer", receiver: "Receiver", viewer: "Viewer" }, ["members"], ["invitee"]),
    async ({ state }) => {
      const { owner, created } = await inviteInvitee(state);
      const buyer = await roleId(owner, "Buyer");
      for (const key of ["buyer", "receiver", "viewer"]) {
        const token = await tokenOf(state, key);
        assert.is((await call("listInvites", { token })).status, 403, key);
        assert.is((await invite(token, uniqueEmail(), buyer)).status, 403, key);
        assert.is((await call("revokeInvite", { token, params: { token: created.token } })).status, 403, key);
      }
      assert.equal(
        (await invites(owner)).map((i) => [i.token, i.email]),
        [[created.token, created.email]],
      );
    },
  );
});
