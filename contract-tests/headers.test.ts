// Headers on every answer of the HTTP server (issue 13 finding 11): `X-Content-Type-Options: nosniff`
// and `Cache-Control: no-store`, for data, refusals, files and requests no handler answers alike.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { raw, rawRequest } from "./support/raw-http.ts";
import { httpServer, ownServer } from "./support/server-process.ts";

const onHttp = process.env.PROVIDER_URL ? test : ownServer;

onHttp("every answer says nosniff and no-store, whatever its status", async () => {
  const server = await httpServer();
  const json = ["content-type: application/json"];
  const login = JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD });
  const signedIn = await raw(server.url, "POST", "/api/authentication/login", json, login);
  const token = (JSON.parse(signedIn.text) as { data: { accessToken: string } }).data.accessToken;
  const auth = [`authorization: Bearer ${token}`];
  const answers = {
    "a sign-in": signedIn,
    "a read": await raw(server.url, "GET", "/api/authentication/active", auth),
    GraphQL: await raw(server.url, "POST", "/graphql", [...json, ...auth], '{"query":"{ __typename }"}'),
    "a 401": await raw(server.url, "GET", "/api/authentication/active"),
    "a 404": await raw(server.url, "GET", "/nothing-here"),
    "a 405": await raw(server.url, "TRACE", "/graphql"),
    "a preflight": await raw(server.url, "OPTIONS", "/graphql"),
    // Refused by Node itself, before any handler: no Host, a request line it cannot read, huge headers.
    "no Host": await rawRequest(server.url, "GET /api/authentication/active HTTP/1.1"),
    "a broken request line": await rawRequest(server.url, "GET /a b c HTTP/9\r\nhost: x"),
    "huge headers": await raw(server.url, "GET", "/api/authentication/active", [
      `x-big: ${"a".repeat(20000)}`,
    ]),
  };
  for (const [what, res] of Object.entries(answers)) {
    assert.is(res.headers["x-content-type-options"], "nosniff", what);
    assert.is(res.headers["cache-control"], "no-store", what);
  }
  assert.is(answers["a read"].status, 200);
  assert.is(answers["no Host"].status, 400);
  assert.is(answers["a broken request line"].status, 400);
  assert.is(answers["huge headers"].status, 431);
  assert.is(JSON.parse(answers["huge headers"].text).code, "HEADERS_TOO_LARGE");
});

test.run("headers");
