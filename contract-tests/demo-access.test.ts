// Who reaches the demo endpoints, and how bodies must be sent (issue 13 finding 1). Any web page can
// make a user's browser POST to localhost as text/plain, so JSON is read only as application/json (415
// otherwise), in every lane. The HTTP server keeps the demo endpoints off unless --demo-endpoints (then a
// signed-in user is needed, and the reset signs everyone out) and answers CORS only for --cors-origin
// origins. The in-page demo's toolkit sends no token (src/features/demo/api): there they stay open.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { REST } from "../schema/rest.ts";
import { call, send, signInAs } from "./support/client.ts";
import { it } from "./support/members.ts";
import { ADD, createOrder, readOrder } from "./support/orders.ts";
import { raw } from "./support/raw-http.ts";
import { defaultServer, ownServer, startServer } from "./support/server-process.ts";
import { assertRefused, assertUnchanged, inMaple } from "./support/snapshot.ts";
import { apiBase, graphqlUrl, resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

const remote = !!process.env.PROVIDER_URL;
const OUTAGE = JSON.stringify({ latencyMs: 0, errorRate: 1, offline: false });
const plain = (url: string | URL, body: string, token?: string) =>
  send(url, {
    method: "POST",
    headers: { "content-type": "text/plain", ...(token && { authorization: `Bearer ${token}` }) },
    body,
  });
const unsupported = { code: "UNSUPPORTED_MEDIA_TYPE", message: /application\/json/ } as const;

test("JSON sent as text/plain is refused with 415 and changes nothing", async () => {
  const { token, tokens, before } = await inMaple();
  const login = JSON.stringify({ email: "owner@example.com", password: "Demo1234!" });
  assertRefused(await plain(new URL(REST.login.path, apiBase), login), unsupported, "login");
  const order = JSON.stringify({ query: ADD, variables: { shippingCost: 1, discount: "", items: [] } });
  assertRefused(await plain(graphqlUrl, order, token), unsupported, "addPurchaseOrder");
  await assertUnchanged(tokens, before, "text/plain bodies");
});

it("fault settings sent as text/plain are refused with 415 and not applied", async () => {
  const { accessToken } = await signInAs("viewer@example.com");
  const res = await plain(new URL(REST.setDemoFaults.path, apiBase), OUTAGE, accessToken);
  assertRefused(res, unsupported, "setDemoFaults");
  assert.is((await call("demoFaults")).body.data.errorRate, 0);
});

(remote ? it : test.skipBecause("the HTTP server's own gate: over HTTP only"))(
  "on the HTTP server every demo endpoint refuses a caller without a token, and nothing changes",
  async () => {
    const { accessToken } = await signInAs("buyer@example.com");
    const order = await createOrder(accessToken);
    const unauthenticated = { code: "UNAUTHENTICATED", message: /bearer token/ } as const;
    for (const name of ["demoReset", "demoOutbox", "demoFeedback", "demoFaults", "demoHealth"] as const)
      assertRefused(await call(name, { token: null }), unauthenticated, name);
    const faults = JSON.parse(OUTAGE);
    assertRefused(await call("setDemoFaults", { token: null, body: faults }), unauthenticated, "faults");
    assert.is((await readOrder(accessToken, order.id))?.id, order.id, "not reset");
    assert.is((await call("demoFaults")).body.data.errorRate, 0, "no outage");
  },
);

(remote ? test.skipBecause("the in-page demo's open toolkit: in-process only") : it)(
  "in the page the demo's toolkit needs no token, as the app sends none",
  async () => {
    for (const name of ["demoOutbox", "demoFeedback", "demoFaults", "demoHealth"] as const)
      assert.is((await call(name, { token: null })).status, 200, name);
  },
);

ownServer("the HTTP server keeps the demo endpoints off and sends no CORS unless asked", async () => {
  const server = await defaultServer();
  try {
    for (const path of ["/api/demo/outbox", "/api/demo/feedback", "/api/demo/faults"]) {
      const res = await raw(server.url, "GET", path);
      assert.is(res.status, 404, path);
      assert.match(res.text, "--demo-endpoints");
    }
    assert.is((await raw(server.url, "POST", "/api/demo/reset")).status, 404);
    const evil = ["origin: https://evil.example"];
    const read = await raw(server.url, "GET", "/api/authentication/active", evil);
    assert.is(read.headers["access-control-allow-origin"], undefined);
    const preflight = await raw(server.url, "OPTIONS", "/graphql", [
      ...evil,
      "access-control-request-method: POST",
    ]);
    assert.is(preflight.headers["access-control-allow-origin"], undefined);
  } finally {
    await server.stop();
  }
});

ownServer("CORS answers exactly the origins given with --cors-origin", async () => {
  const app = "https://app.example";
  const server = await startServer(["--cors-origin", app, "--cors-origin", "http://localhost:4173"]);
  try {
    const preflight = await raw(server.url, "OPTIONS", "/graphql", [`origin: ${app}`]);
    assert.is(preflight.status, 204);
    assert.is(preflight.headers["access-control-allow-origin"], app);
    assert.match(preflight.headers["access-control-allow-headers"] ?? "", "authorization");
    const other = await raw(server.url, "GET", "/api/authentication/active", [
      "origin: https://evil.example",
    ]);
    assert.is(other.headers["access-control-allow-origin"], undefined);
  } finally {
    await server.stop();
  }
});

test.run("demo-access", { extensions: ["demo"] });
