// Who reaches the demo endpoints, and how bodies must be sent (issue 13 finding 1). Any web page can
// make a user's browser POST to localhost as text/plain, so JSON is read only as application/json (415
// otherwise, D207), in every lane. The HTTP server keeps the demo endpoints off unless --demo-endpoints
// (then a signed-in user is needed, and the reset signs everyone out) and answers CORS only for
// --cors-origin origins. The in-page demo's toolkit sends no token (src/features/demo/api): there they
// stay open. The refusals of text/plain are our server's (strict); the demo's gate is the demo
// extension's; what needs a server with other flags starts one of its own (skipped with `--url`).
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { REST } from "../schema/rest.ts";
import { call, send } from "./support/client.ts";
import { config } from "./support/config.ts";
import { ADD, createOrder, readOrder } from "./support/orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { raw } from "./support/raw-http.ts";
import { defaultServer, ownProcess, startServer } from "./support/server-process.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { apiBase, graphqlUrl, remote } from "./support/target.ts";
import { contract, type Needs } from "./support/tiers.ts";

const DEMO: Needs = { extensions: ["demo"] };
const OUTAGE = JSON.stringify({ latencyMs: 0, errorRate: 1, offline: false });
const plain = (url: string | URL, body: string, token?: string) =>
  send(url, {
    method: "POST",
    headers: { "content-type": "text/plain", ...(token && { authorization: `Bearer ${token}` }) },
    body,
  });
const unsupported = { code: "UNSUPPORTED_MEDIA_TYPE", message: /application\/json/ } as const;
const errorRate = async () =>
  (await call("demoFaults", { token: (await session("owner")).token })).body.data.errorRate;

describe("demo-access", () => {
  contract(
    "JSON sent as text/plain is refused with 415 and changes nothing",
    { strict: "D207" },
    async () => {
      const { token } = await session("owner");
      const before = await ownSnapshot(token, []);
      const { email, password } = config.accounts.owner;
      assertRefused(
        await plain(new URL(REST.login.path, apiBase), JSON.stringify({ email, password })),
        unsupported,
        "login",
      );
      const order = JSON.stringify({ query: ADD, variables: { shippingCost: 1, discount: "", items: [] } });
      assertRefused(await plain(graphqlUrl, order, token), unsupported, "addPurchaseOrder");
      await assertOwnUnchanged(token, before, "text/plain bodies");
    },
  );

  contract(
    "fault settings sent as text/plain are refused with 415 and not applied",
    { ...DEMO, roles: ["viewer"] },
    async () => {
      const { token } = await session("viewer");
      const res = await plain(new URL(REST.setDemoFaults.path, apiBase), OUTAGE, token);
      assertRefused(res, unsupported, "setDemoFaults");
      assert.is(await errorRate(), 0);
    },
  );

  const OVER_HTTP = "the HTTP server's own gate: over HTTP only";
  contract(
    "on the HTTP server every demo endpoint refuses a caller without a token, and nothing changes",
    { ...DEMO, roles: ["buyer"] },
    async ({ t }) => {
      if (!remote) return void t.skip(OVER_HTTP);
      const { token } = await session("buyer");
      const order = await createOrder(token);
      const unauthenticated = { code: "UNAUTHENTICATED", message: /bearer token/ } as const;
      for (const name of ["demoReset", "demoOutbox", "demoFeedback", "demoFaults", "demoHealth"] as const)
        assertRefused(await call(name, { token: null }), unauthenticated, name);
      const faults = JSON.parse(OUTAGE);
      assertRefused(await call("setDemoFaults", { token: null, body: faults }), unauthenticated, "faults");
      assert.is((await readOrder(token, order.id))?.id, order.id, "not reset");
      assert.is(await errorRate(), 0, "no outage");
    },
  );

  const IN_PAGE = "the in-page demo's open toolkit: in-process only";
  contract("in the page the demo's toolkit needs no token, as the app sends none", DEMO, async ({ t }) => {
    if (remote) return void t.skip(IN_PAGE);
    for (const name of ["demoOutbox", "demoFeedback", "demoFaults", "demoHealth"] as const)
      assert.is((await call(name, { token: null })).status, 200, name);
  });

  ownProcess("the HTTP server keeps the demo endpoints off and sends no CORS unless asked", async () => {
    const server = await defaultServer();
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
  });

  ownProcess("CORS answers exactly the origins given with --cors-origin", async () => {
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
});
