// The demo toolkit's endpoints (issue 7, D29 extensions): the outbox, the feedback inbox, fault
// injection and the reset. Fault settings are cleared in `finally` blocks, not only in hooks: uvu skips
// after.each when a test fails, and a provider left offline would fail every later file of the run.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { REST, type Faults, type RestName } from "../schema/rest.ts";
import { call, gql, signInAs } from "./support/client.ts";
import { inviteNew, it, NEW } from "./support/members.ts";
import { createOrder, products, readOrder, SUPPLIER } from "./support/orders.ts";
import { graphqlUrl, resetProvider } from "./support/target.ts";
import { PNG, PNG_BASE64, upload } from "./support/upload.ts";

test.before.each(resetProvider);

const OFF: Faults = { latencyMs: 0, errorRate: 0, offline: false };
const ME = `query ContractDemoMe { suppliers(first: 1) { totalCount } }`;

/** Runs `act` with `faults` set, and always turns them off again. */
async function withFaults(faults: Faults, act: () => Promise<void>) {
  const set = await call("setDemoFaults", { body: faults });
  assert.is(set.status, 200, JSON.stringify(set.body));
  try {
    await act();
  } finally {
    await call("setDemoFaults", { body: OFF });
  }
}

/** The answer's body, checked against the contract's schema for `name`. */
async function data<N extends RestName>(name: N) {
  const res = await call(name);
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

// ---------------------------------------------------------------- outbox and inbox

it("the outbox lists the email of a sent purchase order first, naming the order (D16)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const product = (await products(accessToken))[0]!;
  const order = await createOrder(accessToken, {
    shippingCost: 0,
    discount: "",
    items: [{ productId: product.id, quantity: 2, unitCost: 5 }],
  });
  const suppliers = (await gql(`query S { suppliers(first: 100) { nodes { id email } } }`, {}, accessToken))
    .body.data.suppliers.nodes as { id: string; email: string }[];
  const supplier = suppliers.find((s) => s.email)!;
  await gql(SUPPLIER, { id: order.id, vendorId: supplier.id }, accessToken);
  assert.equal(await data("demoOutbox"), [], "the seed has sent nothing");

  const sent = await call("sendPurchaseOrder", { token: accessToken, params: { id: order.id } });
  assert.is(sent.status, 200);
  const [message, ...rest] = await data("demoOutbox");
  assert.is(rest.length, 0);
  assert.is(message.kind, "purchase-order");
  assert.is(message.to, supplier.email);
  assert.is(message.purchaseOrderId, Number(order.id));
  assert.match(message.subject, `PO-${order.id}`);
});

it("the outbox lists an invite's email with its link, newest first (D14)", async () => {
  // The owner's own reset mail: on the HTTP server the outbox is read as the owner (D140).
  await call("resetPassword", { body: { email: "owner@example.com" } });
  const { created } = await inviteNew();
  const outbox = await data("demoOutbox");
  assert.equal(
    outbox.map((m: { kind: string }) => m.kind),
    ["invite", "reset-password"],
  );
  assert.is(outbox[0].to, NEW.email);
  assert.is(outbox[0].purchaseOrderId, null);
  assert.match(outbox[0].body, created.token);
});

it("the feedback inbox lists a text report and a PNG report with its data URL, newest first (D18)", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  await call("feedback", { token: accessToken, body: { feedback: "Paging skips a row" } });
  assert.is((await upload(accessToken, new Blob([PNG], { type: "image/png" }))).status, 200);

  const [image, text, ...rest] = await data("demoFeedback");
  assert.is(rest.length, 0);
  assert.equal(
    { from: image.from, message: image.message, screenshot: image.screenshot },
    {
      from: "buyer@example.com",
      message: "The total looks off",
      screenshot: `data:image/png;base64,${PNG_BASE64}`,
    },
  );
  assert.equal(
    { from: text.from, message: text.message, screenshot: text.screenshot },
    { from: "buyer@example.com", message: "Paging skips a row", screenshot: null },
  );
});

// ---------------------------------------------------------------- faults

it("faults are off by default and read back as set", async () => {
  assert.equal(await data("demoFaults"), OFF);
  await withFaults({ latencyMs: 0, errorRate: 0.25, offline: false }, async () => {
    assert.equal(await data("demoFaults"), { latencyMs: 0, errorRate: 0.25, offline: false });
  });
  assert.equal(await data("demoFaults"), OFF);
});

it("fault settings outside the contract's ranges are refused with 400", async () => {
  for (const body of [
    { latencyMs: -1, errorRate: 0, offline: false },
    { latencyMs: 0, errorRate: 1.5, offline: false },
    { latencyMs: 10.5, errorRate: 0, offline: false },
    { latencyMs: 0, errorRate: 0 },
  ]) {
    const res = await call("setDemoFaults", { body });
    assert.is(res.status, 400, JSON.stringify(body));
  }
  assert.equal(await data("demoFaults"), OFF);
});

it("with an error rate of 1 every call answers 503 UNAVAILABLE, but the demo endpoints still answer", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  await withFaults({ latencyMs: 0, errorRate: 1, offline: false }, async () => {
    const graphql = await gql(ME, {}, accessToken);
    assert.is(graphql.status, 503);
    assert.is(graphql.body.code, "UNAVAILABLE");
    assert.match(graphql.body.description, "fault injection");
    const rest = await call("login", { body: { email: "buyer@example.com", password: "x" } });
    assert.is(rest.status, 503);
    assert.is(rest.body.code, "UNAVAILABLE");
    await data("demoHealth");
    await data("demoOutbox");
    await data("demoFeedback");
  });
  assert.is((await gql(ME, {}, accessToken)).status, 200, "back once the faults are off");
});

it("offline, /api/ and GraphQL calls fail as network errors, but the demo endpoints still answer", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  await withFaults({ latencyMs: 0, errorRate: 0, offline: true }, async () => {
    assert.ok(await rejects(() => gql(ME, {}, accessToken)), "GraphQL rejects");
    assert.ok(
      await rejects(() => call("login", { body: { email: "a@b.c", password: "x" } })),
      "REST rejects",
    );
    assert.ok(await rejects(() => fetch(graphqlUrl, { method: "POST" })), "GraphQL without a body rejects");
    assert.equal(await data("demoHealth"), { ok: true });
    assert.is((await data("demoFaults")).offline, true);
  });
  assert.is((await gql(ME, {}, accessToken)).status, 200, "back once the faults are off");
});

it("added latency delays every call by at least that long, but not the demo endpoints", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const LATENCY = 1000;
  await withFaults({ latencyMs: LATENCY, errorRate: 0, offline: false }, async () => {
    const started = performance.now();
    let slowDone = false;
    const slow = gql(ME, {}, accessToken).then((res) => ((slowDone = true), res));
    // Sent after the GraphQL call: were it delayed too, it would answer after it.
    assert.is((await call("demoHealth")).status, 200);
    assert.not.ok(slowDone, "the demo's health answered before the delayed call");
    const res = await slow;
    const ms = performance.now() - started;
    assert.ok(ms >= LATENCY - 5, `GraphQL took ${Math.round(ms)} ms`);
    assert.is(res.status, 200);
  });
});

it("reset turns the faults off and brings back the seed", async () => {
  const { accessToken } = await signInAs("buyer@example.com");
  const order = await createOrder(accessToken);
  await call("resetPassword", { body: { email: "owner@example.com" } });
  await withFaults({ latencyMs: 0, errorRate: 1, offline: false }, async () => {
    assert.is((await call("demoReset")).status, 200);
    assert.equal(await data("demoFaults"), OFF);
  });
  assert.equal(await data("demoOutbox"), []);
  const fresh = (await signInAs("buyer@example.com")).accessToken;
  assert.is(await readOrder(fresh, order.id), null, "the new order is gone");
});

test.run("demo", { extensions: ["demo"] });
