// The brake on password reset asks (issue 13, D141): 3,000 anonymous asks went through in 22.7 s, each
// storing a mail. Per email the 3rd ask locks it, per client the 10th locks every email, each answered
// 429 with Retry-After and no mail stored; a known and an unknown email get the same answers (D15).
// How long each lock lasts is checked on the provider's clock (mocks/rules/guessing.test.ts).
// Strict (D141), on accounts a "store of its own" state made for the test (they read their own mail in
// the demo outbox, D140) and addresses with the run's id, never the run's own accounts, between two
// releases of the brakes (support/brakes.ts, D203).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import type { Account } from "./support/config.ts";
import { call, errorOf, signInAs } from "./support/client.ts";
import { braked } from "./support/brakes.ts";
import { account, ownStore } from "./support/own-store.ts";
import { uniqueEmail } from "./support/sessions.ts";
import type { Needs } from "./support/tiers.ts";

/** Accounts of the test's own that read their mail: the one it asks for, and another. */
const OWN: Needs = { ...ownStore({}, ["demo", "password-reset"], ["asked", "other"]), strict: "D141" };

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

/** The reset mails in the account's outbox, read as that account (D140). */
async function resetMails({ email, password }: Account) {
  const { accessToken } = await signInAs(email, password);
  const outbox = (await call("demoOutbox", { token: accessToken })).body.data as {
    kind: string;
    to: string;
  }[];
  return outbox.filter((m) => m.kind === "reset-password" && m.to === email).length;
}

describe("attack-reset-asks", () => {
  braked(
    "the 4th reset ask for one email within minutes is refused with 429 and Retry-After, and no mail is stored",
    OWN,
    async ({ state }) => {
      const [asked, other] = [account(state, "asked"), account(state, "other")];
      const seen = await answers(asked.email, 5);
      assert.equal(
        seen.map((s) => s.status),
        [200, 200, 200, 429, 429],
      );
      assert.equal(seen[3], {
        status: 429,
        retryAfter: "300",
        message: "Too many password reset requests for this email address. Try again in 300 seconds.",
      });
      assert.is(await resetMails(asked), 3, "the refused asks stored no mail");
      // Only that email: another still gets its mail from the same client, and the account still signs in.
      assert.is((await ask(other.email)).status, 200);
      assert.is(await resetMails(other), 1);
      assert.ok((await signInAs(asked.email, asked.password)).accessToken);
    },
  );

  braked(
    "an unknown email is throttled at the same ask with the same answer, so the lock tells nothing",
    OWN,
    async ({ state }) => {
      const known = await answers(account(state, "asked").email, 4);
      const unknown = await answers(uniqueEmail(), 4);
      assert.equal(unknown, known);
      assert.is(unknown[3]!.status, 429);
    },
  );

  braked(
    "the 11th reset ask from one client is refused for any email, and no mail is stored",
    OWN,
    async ({ state }) => {
      const asked = account(state, "asked");
      for (let n = 0; n < 10; n++) assert.is((await ask(uniqueEmail())).status, 200, `ask ${n}`);
      const refused = await ask(asked.email);
      assert.is(refused.status, 429);
      assert.is(refused.headers!.get("retry-after"), "60");
      assert.match(errorOf(refused).message!, "from this device");
      assert.is(await resetMails(asked), 0);
    },
  );
});
