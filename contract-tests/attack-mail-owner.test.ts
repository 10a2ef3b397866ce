// Who reads mail to an address (issue 26, D158). With --demo-endpoints, whoever registered an invited
// address first read that invite in the outbox and joined the store: registering proves nothing about
// the address. Its mail is shown to an account only once it has used a token mailed there (the invite
// link a member manager handed on, a reset link). In process the provider is switched to the server's
// rule for each case, as in attack-outbox.test.ts.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { sharedInProcessProvider } from "../mocks/node.ts";
import { call, type Answer } from "./support/client.ts";
import { inviteNew, it, NEW, registerNew } from "./support/members.ts";
import { remote, resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

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

type Mail = { kind: string; to: string; body: string };
// `any`: the body is the contract under test, read field by field below.
async function mailTo(token: string, email: string) {
  const res: Answer<any> = await call("demoOutbox", { token });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return (res.body.data as Mail[]).filter((mail) => mail.to === email);
}

onServerRule(
  "whoever registers an invited address first reads none of its mail, and so cannot join the store",
  async () => {
    const { created } = await inviteNew();
    const squatter = await registerNew(); // NEW.email, before its owner does
    assert.equal(await mailTo(squatter, NEW.email), [], "the invite is not shown");
    assert.is((await call("resetPassword", { body: { email: NEW.email } })).status, 200);
    assert.equal(await mailTo(squatter, NEW.email), [], "nor a reset mail it asks for itself");
    const active = await call("active", { token: squatter });
    assert.equal(active.body.data.availiableStores, [], "it is in no store");
    // The invite stays open for the one its owner gives the link to.
    assert.is(
      (await call("inviteInfo", { params: { token: created.token } })).body.data.storeName,
      "Maple Street Market",
    );
  },
);

onServerRule(
  "an account that joined through the invite link its address received reads its own mail from then on",
  async () => {
    const { created } = await inviteNew();
    const invitee = await registerNew();
    const joined = await call("acceptInvite", { params: { token: created.token }, token: invitee });
    assert.is(joined.status, 200, JSON.stringify(joined.body));
    const mail = await mailTo(invitee, NEW.email);
    assert.equal(
      mail.map((m) => m.kind),
      ["invite"],
      "its invite, now that it used the token mailed to it",
    );
  },
);

test.run("attack-mail-owner", { strict: "D158", extensions: ["demo"] });
