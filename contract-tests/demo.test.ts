// The demo toolkit's endpoints (issue 7, D29 extensions, the group `demo`): the outbox, the feedback
// inbox, fault injection and the reset. Each test reads them as the run's owner (the HTTP server shows a
// signed-in caller its stores' mail and reports, D140, D144) and looks only at what it made: the newest
// rows, as nothing else writes to the store during a run. The invite and reset mails come from a `store
// of its own` (D200); the reset, which brings back the whole seed, is the states tier's `seed`. Fault
// settings are cleared in `finally` blocks: a provider left offline would fail every later file.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { REST, type Faults, type RestName } from "../schema/rest.ts";
import { braked } from "./support/brakes.ts";
import { call, gql, signInAs } from "./support/client.ts";
import { config } from "./support/config.ts";
import { invite, roleId } from "./support/members.ts";
import { createOrder, products, readOrder, SUPPLIER } from "./support/orders.ts";
import { account, ownStore, tokenOf } from "./support/own-store.ts";
import { runId, session, unique, uniqueEmail } from "./support/sessions.ts";
import { ADD_SUPPLIER, createForm } from "./support/suppliers.ts";
import { graphqlUrl } from "./support/target.ts";
import { contract, type Needs } from "./support/tiers.ts";
import { PNG, PNG_BASE64, upload } from "./support/upload.ts";

const DEMO: Needs = { extensions: ["demo"] };
const OFF: Faults = { latencyMs: 0, errorRate: 0, offline: false };
const ME = `query ContractDemoMe { suppliers(first: 1) { totalCount } }`;

const owner = async () => (await session("owner")).token;

/** Runs `act` with `faults` set (as the run's owner), and always turns them off again. */
async function withFaults(faults: Faults, act: () => Promise<void>) {
  const token = await owner();
  const set = await call("setDemoFaults", { token, body: faults });
  assert.is(set.status, 200, JSON.stringify(set.body));
  try {
    await act();
  } finally {
    // After a reset this token is signed out; the reset turned the faults off.
    await call("setDemoFaults", { token, body: OFF });
  }
}

/** The answer's body, read with `token` (the run's owner's by default), checked against the contract's schema. */
async function data<N extends RestName>(name: N, token?: string) {
  const res = await call(name, { token: token ?? (await owner()) });
  assert.is(res.status, 200, `${name}: ${JSON.stringify(res.body)}`);
  const parsed = REST[name].response.safeParse(res.body);
  assert.ok(parsed.success, `${name} answers its contract shape`);
  return res.body.data;
}

/** True when fetch rejected: no answer at all, as when the network is down. */
async function rejects(request: () => Promise<unknown>): Promise<boolean> {
  try {
    await request();
    return false;
  } catch {
    return true;
  }
}

type Mail = { kind: string; to: string; subject: string; body: string; purchaseOrderId: number | null };

describe("demo", () => {
  // ---------------------------------------------------------------- outbox and inbox

  contract(
    "the outbox lists the email of a sent purchase order first, naming the order (D16)",
    { ...DEMO, roles: ["buyer"] },
    async () => {
      const { token } = await session("buyer");
      const product = (await products(token))[0]!;
      const order = await createOrder(token, {
        shippingCost: 0,
        discount: "",
        items: [{ productId: product.id, quantity: 2, unitCost: 5 }],
      });
      const email = `supplier-${runId}@example.com`;
      const made = await gql(
        ADD_SUPPLIER,
        { ...createForm(), name: unique("Northwind Traders"), email },
        token,
      );
      const supplier = made.body.data.addSupplier.supplier.id as string;
      await gql(SUPPLIER, { id: order.id, vendorId: supplier }, token);
      const ofOrder = (mail: Mail[]) => mail.filter((m) => m.purchaseOrderId === Number(order.id));
      assert.equal(ofOrder(await data("demoOutbox")), [], "nothing sent for the order yet");

      const sent = await call("sendPurchaseOrder", { token, params: { id: order.id } });
      assert.is(sent.status, 200);
      const [message, ...rest] = (await data("demoOutbox")) as Mail[];
      assert.is(ofOrder(rest).length, 0, "one mail");
      assert.is(message!.kind, "purchase-order");
      assert.is(message!.to, email);
      assert.is(message!.purchaseOrderId, Number(order.id));
      assert.match(message!.subject, `PO-${order.id}`);
    },
  );

  braked(
    "the outbox lists an invite's email with its link, newest first (D14)",
    ownStore({}, ["members", "demo", "password-reset"]),
    async ({ state }) => {
      // The state's owner reads its own reset mail and its store's invites (D140).
      const token = await tokenOf(state, "owner");
      await call("resetPassword", { body: { email: account(state, "owner").email } });
      const email = uniqueEmail();
      const created = await invite(token, email, await roleId(token, "Receiver"));
      assert.is(created.status, 200, JSON.stringify(created.body));
      const [first, second] = (await data("demoOutbox", token)) as Mail[];
      assert.equal([first!.kind, second!.kind], ["invite", "reset-password"]);
      assert.is(second!.to, account(state, "owner").email);
      assert.is(first!.to, email);
      assert.is(first!.purchaseOrderId, null);
      assert.match(first!.body, created.body.data.token);
    },
  );

  contract(
    "the feedback inbox lists a text report and a PNG report with its data URL, newest first (D18)",
    { ...DEMO, roles: ["buyer"] },
    async () => {
      const { token } = await session("buyer");
      const said = unique("Paging skips a row");
      const shown = unique("The total looks off");
      assert.is((await call("feedback", { token, body: { feedback: said } })).status, 200);
      assert.is((await upload(token, new Blob([PNG], { type: "image/png" }), undefined, shown)).status, 200);

      // The owner manages the buyer's store, so it reads the buyer's reports (D144).
      const [image, text] = await data("demoFeedback");
      const from = config.accounts.buyer!.email;
      assert.equal(
        { from: image.from, message: image.message, screenshot: image.screenshot },
        { from, message: shown, screenshot: `data:image/png;base64,${PNG_BASE64}` },
      );
      assert.equal(
        { from: text.from, message: text.message, screenshot: text.screenshot },
        { from, message: said, screenshot: null },
      );
    },
  );

  // ---------------------------------------------------------------- faults

  contract("faults are off by default and read back as set", DEMO, async () => {
    assert.equal(await data("demoFaults"), OFF);
    await withFaults({ latencyMs: 0, errorRate: 0.25, offline: false }, async () => {
      assert.equal(await data("demoFaults"), { latencyMs: 0, errorRate: 0.25, offline: false });
    });
    assert.equal(await data("demoFaults"), OFF);
  });

  contract("fault settings outside the contract's ranges are refused with 400", DEMO, async () => {
    const token = await owner();
    for (const body of [
      { latencyMs: -1, errorRate: 0, offline: false },
      { latencyMs: 0, errorRate: 1.5, offline: false },
      { latencyMs: 10.5, errorRate: 0, offline: false },
      { latencyMs: 0, errorRate: 0 },
    ]) {
      const res = await call("setDemoFaults", { token, body });
      assert.is(res.status, 400, JSON.stringify(body));
    }
    assert.equal(await data("demoFaults"), OFF);
  });

  contract(
    "with an error rate of 1 every call answers 503 UNAVAILABLE, but the demo endpoints still answer",
    DEMO,
    async () => {
      const token = await owner();
      await withFaults({ latencyMs: 0, errorRate: 1, offline: false }, async () => {
        const graphql = await gql(ME, {}, token);
        assert.is(graphql.status, 503);
        assert.is(graphql.body.code, "UNAVAILABLE");
        assert.match(graphql.body.description, "fault injection");
        const rest = await call("login", { body: { email: config.accounts.owner.email, password: "x" } });
        assert.is(rest.status, 503);
        assert.is(rest.body.code, "UNAVAILABLE");
        await data("demoHealth", token);
        await data("demoOutbox", token);
        await data("demoFeedback", token);
      });
      assert.is((await gql(ME, {}, token)).status, 200, "back once the faults are off");
    },
  );

  contract(
    "offline, /api/ and GraphQL calls fail as network errors, but the demo endpoints still answer",
    DEMO,
    async () => {
      const token = await owner();
      await withFaults({ latencyMs: 0, errorRate: 0, offline: true }, async () => {
        assert.ok(await rejects(() => gql(ME, {}, token)), "GraphQL rejects");
        assert.ok(
          await rejects(() => call("login", { body: { email: "a@b.c", password: "x" } })),
          "REST rejects",
        );
        assert.ok(
          await rejects(() => fetch(graphqlUrl, { method: "POST" })),
          "GraphQL without a body rejects",
        );
        assert.equal(await data("demoHealth", token), { ok: true });
        assert.is((await data("demoFaults", token)).offline, true);
      });
      assert.is((await gql(ME, {}, token)).status, 200, "back once the faults are off");
    },
  );

  contract(
    "added latency delays every call by at least that long, but not the demo endpoints",
    DEMO,
    async () => {
      const token = await owner();
      const LATENCY = 1000;
      await withFaults({ latencyMs: LATENCY, errorRate: 0, offline: false }, async () => {
        const started = performance.now();
        let slowDone = false;
        const slow = gql(ME, {}, token).then((res) => ((slowDone = true), res));
        // Sent after the GraphQL call: were it delayed too, it would answer after it.
        assert.is((await call("demoHealth", { token })).status, 200);
        assert.not.ok(slowDone, "the demo's health answered before the delayed call");
        const res = await slow;
        // A lower bound: a slow machine cannot fail it.
        const ms = performance.now() - started;
        assert.ok(ms >= LATENCY - 5, `GraphQL took ${Math.round(ms)} ms`);
        assert.is(res.status, 200);
      });
    },
  );

  // The reset brings back the provider's whole seed: the states tier's `seed` hands over its accounts.
  contract(
    "reset turns the faults off and brings back the seed",
    // It asks for a reset mail (extension "password-reset") to see the demo's reset take it away.
    { extensions: ["demo", "password-reset"], state: "seed" },
    async ({ state }) => {
      const { email, password } = state.accounts.buyer!;
      const ownerMail = state.accounts.owner!.email;
      const buyer = (await signInAs(email, password)).accessToken;
      const order = await createOrder(buyer);
      await call("resetPassword", { body: { email: ownerMail } });
      const ownerToken = (await signInAs(ownerMail, state.accounts.owner!.password)).accessToken;
      const set = await call("setDemoFaults", {
        token: ownerToken,
        body: { latencyMs: 0, errorRate: 1, offline: false },
      });
      assert.is(set.status, 200, JSON.stringify(set.body));
      try {
        assert.is((await call("demoReset", { token: ownerToken })).status, 200);
      } finally {
        // The reset signed everyone out: the faults are turned off (if the reset failed) afresh.
        const again = (await signInAs(ownerMail, state.accounts.owner!.password)).accessToken;
        assert.equal(await data("demoFaults", again), OFF, "the reset turned the faults off");
        await call("setDemoFaults", { token: again, body: OFF });
      }
      const fresh = (await signInAs(ownerMail, state.accounts.owner!.password)).accessToken;
      assert.equal(await data("demoOutbox", fresh), [], "the reset mail is gone");
      const freshBuyer = (await signInAs(email, password)).accessToken;
      assert.is(await readOrder(freshBuyer, order.id), null, "the new order is gone");
    },
  );
});
