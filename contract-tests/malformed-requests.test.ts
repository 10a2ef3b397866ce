// Malformed requests (issue 13 finding 6): a token signature of 1 or 5 characters, a bad Host header,
// an absolute-URL request line, `*` as the path, TRACE. Each is a 400, 401 or 405 with a readable
// JSON body, never a 500 with internal text, and nothing changes.
import { test } from "./support/legacy.ts";
import * as assert from "uvu/assert";
import { bearer, call, gql, send, signInAs } from "./support/client.ts";
import { ADD } from "./support/orders.ts";
import { rawRequest, raw } from "./support/raw-http.ts";
import { httpServer, ownServer } from "./support/server-process.ts";
import { assertRefused, assertUnchanged, inMaple } from "./support/snapshot.ts";
import { apiBase, graphqlUrl, resetProvider } from "./support/target.ts";

test.before.each(resetProvider);

test("a token signature of 1 or 5 characters is a 401, never a 500, and changes nothing", async () => {
  const { tokens, before } = await inMaple();
  const [header, payload] = (await signInAs("buyer@example.com")).accessToken.split(".");
  for (const signature of ["a", "abcde", "abcdefghi"]) {
    const token = `${header}.${payload}.${signature}`;
    const malformed = { code: "UNAUTHENTICATED", message: /token/ } as const;
    assertRefused(await call("active", { token }), malformed, `signature "${signature}"`);
    const order = { shippingCost: 0, discount: "", items: [] };
    assertRefused(await gql(ADD, order, token), malformed, `GraphQL, signature "${signature}"`);
  }
  assertRefused(
    await call("active", { token: `${header}.a.${"b".repeat(43)}` }),
    { code: "UNAUTHENTICATED", message: /token/ },
    "payload of 1 character",
  );
  await assertUnchanged(tokens, before, "short signatures");
});

test("a path whose percent-encoding does not decode is a 400 with a readable message, and changes nothing", async () => {
  const { token, tokens, before } = await inMaple();
  const bad = { code: "BAD_REQUEST", message: /not valid percent-encoding/ } as const;
  for (const [method, url] of [
    ["GET", new URL("invites/%E0%A4%A", apiBase)],
    ["GET", new URL("PurchaseOrder/%ff", apiBase)],
    ["POST", new URL("PurchaseOrder/%ff/send", apiBase)],
    ["DELETE", new URL("store/invites/%C3", apiBase)],
    ["POST", new URL("%ff", graphqlUrl)],
  ] as const) {
    // Without a token and with the owner's: neither reaches a handler.
    assertRefused(await send(url, { method }), bad, `${method} ${url.pathname} signed out`);
    assertRefused(await send(url, { method, headers: bearer(token) }), bad, `${method} ${url.pathname}`);
  }
  await assertUnchanged(tokens, before, "paths that do not decode");
});

/** Asserts a readable JSON refusal with `status` and `code`. */
function refused(res: { status: number; text: string }, status: number, code: string, what: string) {
  assert.is(res.status, status, `${what}: ${res.text.slice(0, 200)}`);
  const body = JSON.parse(res.text) as { code: string; description: string };
  assert.is(body.code, code, what);
  assert.ok(body.description.length > 10 && !/\n\s+at /.test(body.description), `${what}: readable`);
}

// The HTTP lane's server, or (in-process lane) one of the test's own: these requests need a socket.
const onHttp = process.env.PROVIDER_URL ? test : ownServer;

onHttp("TRACE, PUT and other methods get 405 with Allow; `*` and absolute URLs get 400", async () => {
  const server = await httpServer();
  const remote = !!process.env.PROVIDER_URL;
  const given = remote ? await inMaple() : null;
  try {
    for (const method of ["TRACE", "PUT", "PATCH", "HEAD"]) {
      const res = await raw(server.url, method, "/api/authentication/active");
      assert.is(res.status, 405, method);
      assert.is(res.headers.allow, "GET, POST, DELETE, OPTIONS", method);
    }
    refused(await raw(server.url, "TRACE", "/graphql"), 405, "METHOD_NOT_ALLOWED", "TRACE");
    refused(await raw(server.url, "GET", "*"), 400, "BAD_REQUEST", "* as the path");
    const mutation = JSON.stringify({
      query: `mutation { addPurchaseOrder(shippingCost: 0, discount: "", items: []) { purchaseOrder { id } } }`,
    });
    const absolute = await raw(
      server.url,
      "POST",
      `${server.url}/graphql`,
      ["content-type: application/json"],
      mutation,
    );
    refused(absolute, 400, "BAD_REQUEST", "absolute URL");
    refused(
      await raw(server.url, "GET", "http://evil.example/api/demo/health"),
      400,
      "BAD_REQUEST",
      "other host",
    );
    for (const host of ["bad host", "a/b", "[::1", "x@y"]) {
      const res = await rawRequest(server.url, `GET /api/authentication/active HTTP/1.1\r\nhost: ${host}`);
      assert.ok(res.status === 400, `Host "${host}": ${res.status} ${res.text.slice(0, 100)}`);
    }
    if (given) await assertUnchanged(given.tokens, given.before, "malformed requests");
  } finally {
    await server.stop();
  }
});

test.run("malformed-requests");
