// The brake on password reset asks (issue 13, D141): 3,000 anonymous asks went through in 22.7 s, each
// storing a mail. Per email the 3rd ask locks it, per client the 10th locks every email, each answered
// 429 with Retry-After and no mail stored; a known and an unknown email get the same answers (D15).
// How long each lock lasts is checked on the provider's clock (mocks/rules/guessing.test.ts).
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { call, errorOf, signInAs } from "./support/client.ts";
import { it } from "./support/members.ts";
import { resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const ask = (email: string) => call("resetPassword", { body: { email } });

/** What `email`'s asks answered: the status, and for a 429 its Retry-After and message. */
async function answers(email: string, times: number) {
  const seen = [];
  for (let i = 0; i < times; i++) {
    const res = await ask(email);
    seen.push(
      res.status === 429
        ? { status: 429, retryAfter: res.headers!.get("retry-after"), message: errorOf(res).message }
        : { status: res.status },
    );
  }
  return seen;
}

/** The reset mails in `email`'s outbox, read as that account (D140). */
async function resetMails(email: string) {
  const { accessToken } = await signInAs(email);
  const outbox = (await call("demoOutbox", { token: accessToken })).body.data as {
    kind: string;
    to: string;
  }[];
  return outbox.filter((m) => m.kind === "reset-password" && m.to === email).length;
}

it("the 4th reset ask for one email within minutes is refused with 429 and Retry-After, and no mail is stored", async () => {
  const seen = await answers("buyer@example.com", 5);
  assert.equal(
    seen.map((s) => s.status),
    [200, 200, 200, 429, 429],
  );
  assert.equal(seen[3], {
    status: 429,
    retryAfter: "300",
    message: "Too many password reset requests for this email address. Try again in 300 seconds.",
  });
  assert.is(await resetMails("buyer@example.com"), 3, "the refused asks stored no mail");
  // Only that email: another still gets its mail from the same client, and the buyer still signs in.
  assert.is((await ask("receiver@example.com")).status, 200);
  assert.is(await resetMails("receiver@example.com"), 1);
  assert.ok((await signInAs("buyer@example.com", DEMO_PASSWORD)).accessToken);
});

it("an unknown email is throttled at the same ask with the same answer, so the lock tells nothing", async () => {
  const known = await answers("owner@example.com", 4);
  const unknown = await answers("nobody@example.com", 4);
  assert.equal(unknown, known);
  assert.is(unknown[3]!.status, 429);
});

it("the 11th reset ask from one client is refused for any email, and no mail is stored", async () => {
  for (let n = 0; n < 10; n++) assert.is((await ask(`someone.${n}@example.com`)).status, 200, `ask ${n}`);
  const refused = await ask("buyer@example.com");
  assert.is(refused.status, 429);
  assert.is(refused.headers!.get("retry-after"), "60");
  assert.match(errorOf(refused).message!, "from this device");
  assert.is(await resetMails("buyer@example.com"), 0);
});

test.run("attack-reset-asks", { strict: "D141", extensions: ["demo"] });
