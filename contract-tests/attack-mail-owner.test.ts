// Who reads mail to an address (issue 26, D158). With --demo-endpoints, whoever registered an invited
// address first read that invite in the outbox and joined the store: registering proves nothing about
// the address. Its mail is shown to an account only once it has used a token mailed there (the invite
// link a member manager handed on, a reset link). In process the provider is switched to the server's
// rule for each case (support/server-rule.ts). Strict (D158), on a "store of its own" state: its owner
// invites an address with the run's id, which the test registers between two releases of the brakes (D203).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { braked } from "./support/brakes.ts";
import { call, type Answer } from "./support/client.ts";
import { ownStore, tokenOf } from "./support/own-store.ts";
import { onServerRule } from "./support/server-rule.ts";
import { registerAndSignIn, uniqueEmail } from "./support/sessions.ts";
import type { StateAnswer } from "./support/states.ts";
import type { Context } from "./support/tiers.ts";

const NEEDS = { ...ownStore({}, ["members", "demo"]), strict: "D158" } as const;
const PASSWORD = "Night1234";

/** A braked test on the state, run with the server's rule. */
const onServerRuleBraked = (name: string, body: (context: Context) => Promise<void>) =>
  onServerRule(braked)(name, NEEDS, body);

/** The state's owner invites a new address (the run's id in it) as a Receiver. */
async function inviteNew(state: StateAnswer) {
  const owner = await tokenOf(state, "owner");
  const roles = (await call("listRoles", { token: owner })).body.data as { id: number; name: string }[];
  const email = uniqueEmail();
  const body = { email, roleId: roles.find((r) => r.name === "Receiver")!.id };
  const res = await call("createInvite", { token: owner, body });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return { email, created: res.body.data as { token: string } };
}

/** Registers `email` through the API and signs in; answers the token (no store yet). */
const registerNew = async (email: string) => (await registerAndSignIn(email, PASSWORD)).accessToken;

type Mail = { kind: string; to: string; body: string };
// `any`: the body is the contract under test, read field by field below.
async function mailTo(token: string, email: string) {
  const res: Answer<any> = await call("demoOutbox", { token });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return (res.body.data as Mail[]).filter((mail) => mail.to === email);
}

describe("attack-mail-owner", () => {
  onServerRuleBraked(
    "whoever registers an invited address first reads none of its mail, and so cannot join the store",
    async ({ state }) => {
      const { email, created } = await inviteNew(state);
      const squatter = await registerNew(email); // before the address's owner does
      assert.equal(await mailTo(squatter, email), [], "the invite is not shown");
      assert.is((await call("resetPassword", { body: { email } })).status, 200);
      assert.equal(await mailTo(squatter, email), [], "nor a reset mail it asks for itself");
      const active = await call("active", { token: squatter });
      assert.equal(active.body.data.availiableStores, [], "it is in no store");
      // The invite stays open for the one its owner gives the link to.
      assert.is(
        (await call("inviteInfo", { params: { token: created.token } })).body.data.storeName,
        state.ids.storeName,
      );
    },
  );

  onServerRuleBraked(
    "an account that joined through the invite link its address received reads its own mail from then on",
    async ({ state }) => {
      const { email, created } = await inviteNew(state);
      const invitee = await registerNew(email);
      const joined = await call("acceptInvite", { params: { token: created.token }, token: invitee });
      assert.is(joined.status, 200, JSON.stringify(joined.body));
      const mail = await mailTo(invitee, email);
      assert.equal(
        mail.map((m) => m.kind),
        ["invite"],
        "its invite, now that it used the token mailed to it",
      );
    },
  );
});
