// Malformed requests (issue 13 finding 6, D207): a body that is not JSON, a token cut short, a path whose
// percent-encoding does not decode, a bad Host header, an absolute-URL request line, `*` as the path,
// TRACE. On any provider each is a 4xx, never a 5xx, with the contract's error shape where it is a call
// of the API, and the run's store reads unchanged; the exact status, code and words are our server's
// (D207, D12's for tokens), strict.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { call, gql, postGraphql, send, type Answer } from "./support/client.ts";
import { ADD } from "./support/orders.ts";
import { assertOwnUnchanged, ownSnapshot } from "./support/own-snapshot.ts";
import { rawRequest, raw, type RawAnswer } from "./support/raw-http.ts";
import { httpServer } from "./support/server-process.ts";
import { session } from "./support/sessions.ts";
import { assertRefused } from "./support/snapshot.ts";
import { apiBase, graphqlUrl, remote } from "./support/target.ts";
import { contract } from "./support/tiers.ts";

const D207 = { strict: "D207" } as const;

/** A client error with a readable word why: REST's `description`, GraphQL's `errors[0].message`. */
function assertClientError(res: Answer<any>, what: string) {
  const shown = `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
  assert.ok(res.status >= 400 && res.status < 500, `${shown}: a 4xx`);
  const said = res.body?.errors?.[0]?.message ?? res.body?.description;
  assert.type(said, "string", `${shown}: the error shape`);
  assert.ok(said.length >= 10 && !/\n\s+at /.test(said), `${shown}: readable`);
}

/** The JSON calls of the spec with a body, each sent `text` as it: login signed out, the others as the owner. */
async function withBody(text: string, token: string) {
  return {
    login: await call("login", { rawBody: text, token: null }),
    switchStore: await call("switchStore", { rawBody: text, token }),
    createRole: await call("createRole", { rawBody: text, token }),
    GraphQL: await postGraphql(text, token),
  };
}

const BODIES = ["{", '{"email":', "[1,2", "nul", '{"a":1}}'];

describe("malformed-requests", () => {
  contract(
    "a body that is not JSON is a 4xx with the error shape, never a 5xx, and changes nothing",
    {},
    async () => {
      const { token } = await session("owner");
      const before = await ownSnapshot(token, []);
      for (const text of BODIES)
        for (const [what, res] of Object.entries(await withBody(text, token)))
          assertClientError(res, `${what} ${text}`);
      await assertOwnUnchanged(token, before, "bodies that are not JSON");
    },
  );

  contract("a body that is not JSON is a 400 saying so", D207, async () => {
    const { token } = await session("owner");
    for (const text of BODIES)
      for (const [what, res] of Object.entries(await withBody(text, token))) {
        // GraphQL over HTTP calls a request it cannot read a request error, BAD_REQUEST.
        const code = what === "GraphQL" ? "BAD_REQUEST" : "BAD_USER_INPUT";
        assertRefused(res, { code, message: /not valid JSON/, status: 400 }, `${what} ${text}`);
      }
  });

  /** The owner's token with its signature (or payload) cut to 1, 5 and 9 characters. */
  async function cutTokens() {
    const { token } = await session("owner");
    const [header, payload] = token.split(".");
    const cut = ["a", "abcde", "abcdefghi"].map((signature) => `${header}.${payload}.${signature}`);
    return { token, cut: [...cut, `${header}.a.${"b".repeat(43)}`] };
  }

  const sendCut = async (bad: string) => ({
    REST: await call("active", { token: bad }),
    GraphQL: await gql(ADD, { shippingCost: 0, discount: "", items: [] }, bad),
  });

  contract(
    "a token signature or payload cut short is a 401, never a 500, and changes nothing",
    {},
    async () => {
      const { token, cut } = await cutTokens();
      const before = await ownSnapshot(token, []);
      for (const bad of cut)
        for (const [what, res] of Object.entries(await sendCut(bad)))
          assertRefused(
            res,
            { code: "UNAUTHENTICATED", message: /\S/ },
            `${what}, ${bad.split(".").slice(1).join(".")}`,
          );
      await assertOwnUnchanged(token, before, "tokens cut short");
    },
  );

  contract("a token cut short is refused saying the token is wrong", { strict: "D12" }, async () => {
    const { cut } = await cutTokens();
    for (const bad of cut)
      for (const [what, res] of Object.entries(await sendCut(bad)))
        assertRefused(res, { code: "UNAUTHENTICATED", message: /token/ }, what);
  });

  const UNDECODABLE = [
    ["GET", new URL("invites/%E0%A4%A", apiBase)],
    ["GET", new URL("PurchaseOrder/%ff", apiBase)],
    ["POST", new URL("PurchaseOrder/%ff/send", apiBase)],
    ["DELETE", new URL("store/invites/%C3", apiBase)],
    ["POST", new URL("%ff", graphqlUrl)],
  ] as const;

  /** Each undecodable path, signed out and as the owner. */
  async function* undecodable(token: string) {
    for (const [method, url] of UNDECODABLE) {
      yield [`${method} ${url.pathname} signed out`, await send(url, { method })] as const;
      yield [
        `${method} ${url.pathname}`,
        await send(url, { method, headers: { authorization: `Bearer ${token}` } }),
      ] as const;
    }
  }

  contract(
    "a path whose percent-encoding does not decode is a 4xx, never a 5xx, and changes nothing",
    {},
    async () => {
      const { token } = await session("owner");
      const before = await ownSnapshot(token, []);
      for await (const [what, res] of undecodable(token))
        assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status}, a 4xx`);
      await assertOwnUnchanged(token, before, "paths that do not decode");
    },
  );

  contract("a path whose percent-encoding does not decode is a 400 saying so", D207, async () => {
    const { token } = await session("owner");
    // Without a token and with the owner's: neither reaches a handler.
    for await (const [what, res] of undecodable(token))
      assertRefused(res, { code: "BAD_REQUEST", message: /not valid percent-encoding/ }, what);
  });

  /** What no fetch sends, over a bare socket to the provider (in-process: a server of the test's own). */
  async function oddRequests() {
    const server = await httpServer();
    const mutation = JSON.stringify({
      query: `mutation { addPurchaseOrder(shippingCost: 0, discount: "", items: []) { purchaseOrder { id } } }`,
    });
    const answers: Record<string, RawAnswer> = {};
    for (const method of ["TRACE", "PUT", "PATCH", "HEAD"])
      answers[method] = await raw(server.url, method, "/api/authentication/active");
    answers["TRACE /graphql"] = await raw(server.url, "TRACE", "/graphql");
    answers["* as the path"] = await raw(server.url, "GET", "*");
    const json = ["content-type: application/json"];
    answers["absolute URL"] = await raw(server.url, "POST", `${server.url}/graphql`, json, mutation);
    answers["other host"] = await raw(server.url, "GET", "http://evil.example/api/demo/health");
    for (const host of ["bad host", "a/b", "[::1", "x@y"])
      answers[`Host "${host}"`] = await rawRequest(
        server.url,
        `GET /api/authentication/active HTTP/1.1\r\nhost: ${host}`,
      );
    return answers;
  }

  // None of them carries a token: whatever a provider makes of them, the answer is a 4xx.
  contract(
    "TRACE, PUT, `*`, absolute URLs and bad Host headers get a 4xx, never a 5xx, and change nothing",
    {},
    async () => {
      const { token } = await session("owner");
      // In-process, the requests go to a server of the test's own: the store read here is not theirs.
      const before = remote ? await ownSnapshot(token, []) : null;
      for (const [what, res] of Object.entries(await oddRequests()))
        assert.ok(res.status >= 400 && res.status < 500, `${what}: ${res.status} ${res.text.slice(0, 100)}`);
      if (before) await assertOwnUnchanged(token, before, "malformed requests");
    },
  );

  contract("other methods get 405 with Allow; `*`, absolute URLs and bad Hosts a 400", D207, async () => {
    const answers = await oddRequests();
    for (const method of ["TRACE", "PUT", "PATCH", "HEAD"]) {
      assert.is(answers[method]!.status, 405, method);
      assert.is(answers[method]!.headers.allow, "GET, POST, DELETE, OPTIONS", method);
    }
    const refused = (what: string, status: number, code: string) => {
      const res = answers[what]!;
      assert.is(res.status, status, `${what}: ${res.text.slice(0, 200)}`);
      const body = JSON.parse(res.text) as { code: string; description: string };
      assert.is(body.code, code, what);
      assert.ok(body.description.length > 10 && !/\n\s+at /.test(body.description), `${what}: readable`);
    };
    refused("TRACE /graphql", 405, "METHOD_NOT_ALLOWED");
    for (const what of ["* as the path", "absolute URL", "other host"]) refused(what, 400, "BAD_REQUEST");
    for (const host of ["bad host", "a/b", "[::1", "x@y"])
      assert.is(answers[`Host "${host}"`]!.status, 400, host);
  });
});
