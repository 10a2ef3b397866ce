// Headers on the HTTP server's answers (issue 13 finding 11). On any provider the API's answers (a
// sign-in, a read, GraphQL, a 401) say they are JSON, and what Node-like servers refuse before any handler
// (no Host, a request line that cannot be read, huge headers) is a 4xx, never a 5xx. Our server's own
// choice (D207): `X-Content-Type-Options: nosniff` and `Cache-Control: no-store` on every answer, for
// data, refusals, files and requests no handler answers alike, and 431 HEADERS_TOO_LARGE.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { config } from "./support/config.ts";
import { raw, rawRequest, type RawAnswer } from "./support/raw-http.ts";
import { httpServer } from "./support/server-process.ts";
import { contract } from "./support/tiers.ts";

/**
 * The answers looked at, over a bare socket (in-process: to a server of the test's own, whose seed has
 * the fake's accounts, the run's accounts file there).
 */
async function answers() {
  const server = await httpServer();
  const json = ["content-type: application/json"];
  const { email, password } = config.accounts.owner;
  const signedIn = await raw(
    server.url,
    "POST",
    "/api/authentication/login",
    json,
    JSON.stringify({ email, password }),
  );
  assert.is(signedIn.status, 200, `sign-in: ${signedIn.text.slice(0, 200)}`);
  const token = (JSON.parse(signedIn.text) as { data: { accessToken: string } }).data.accessToken;
  const auth = [`authorization: Bearer ${token}`];
  const api: Record<string, RawAnswer> = {
    "a sign-in": signedIn,
    "a read": await raw(server.url, "GET", "/api/authentication/active", auth),
    GraphQL: await raw(server.url, "POST", "/graphql", [...json, ...auth], '{"query":"{ __typename }"}'),
    "a 401": await raw(server.url, "GET", "/api/authentication/active"),
  };
  const other: Record<string, RawAnswer> = {
    "a 404": await raw(server.url, "GET", "/nothing-here"),
    "a 405": await raw(server.url, "TRACE", "/graphql"),
    "a preflight": await raw(server.url, "OPTIONS", "/graphql"),
  };
  // Refused by Node itself, before any handler: no Host, a request line it cannot read, huge headers.
  const refused: Record<string, RawAnswer> = {
    "no Host": await rawRequest(server.url, "GET /api/authentication/active HTTP/1.1"),
    "a broken request line": await rawRequest(server.url, "GET /a b c HTTP/9\r\nhost: x"),
    "huge headers": await raw(server.url, "GET", "/api/authentication/active", [
      `x-big: ${"a".repeat(20000)}`,
    ]),
  };
  return { api, other, refused };
}

describe("headers", () => {
  contract(
    "the API's answers say they are JSON; unreadable requests are a 4xx, never a 5xx",
    {},
    async () => {
      const { api, refused } = await answers();
      assert.is(api["a read"]!.status, 200, "a read");
      assert.is(api["a 401"]!.status, 401, "a 401");
      for (const [what, res] of Object.entries(api))
        assert.match(res.headers["content-type"] ?? "", /^application\/(graphql-response\+)?json\b/, what);
      for (const [what, res] of Object.entries(refused))
        assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${res.text.slice(0, 100)}`);
    },
  );

  contract("every answer says nosniff and no-store, whatever its status", { strict: "D207" }, async () => {
    const { api, other, refused } = await answers();
    for (const [what, res] of Object.entries({ ...api, ...other, ...refused })) {
      assert.is(res.headers["x-content-type-options"], "nosniff", what);
      assert.is(res.headers["cache-control"], "no-store", what);
    }
    assert.is(refused["no Host"]!.status, 400);
    assert.is(refused["a broken request line"]!.status, 400);
    assert.is(refused["huge headers"]!.status, 431);
    assert.is(JSON.parse(refused["huge headers"]!.text).code, "HEADERS_TOO_LARGE");
  });
});
