// The HTTP server's signing secret (issue 13 finding 3): random per process unless --secret is given,
// so a token survives neither another process nor a restart (finding 4: not even with the same
// secret), and a short secret is refused off loopback.
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { raw } from "./support/raw-http.ts";
import {
  defaultServer,
  ownProcess,
  refusedStart,
  startServer,
  type ServerProcess,
} from "./support/server-process.ts";

async function signIn(server: ServerProcess): Promise<string> {
  const body = JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD });
  const res = await raw(
    server.url,
    "POST",
    "/api/authentication/login",
    ["content-type: application/json"],
    body,
  );
  assert.is(res.status, 200);
  return (JSON.parse(res.text) as { data: { accessToken: string } }).data.accessToken;
}

const active = (server: ServerProcess, token: string) =>
  raw(server.url, "GET", "/api/authentication/active", [`authorization: Bearer ${token}`]);

describe("server-secret", () => {
  ownProcess("without --secret, a second process (a restart) refuses the first one's tokens", async () => {
    const [one, two] = await Promise.all([defaultServer(), startServer()]);
    try {
      const token = await signIn(one);
      assert.is((await active(one, token)).status, 200);
      const refused = await active(two, token);
      assert.is(refused.status, 401);
      assert.match(refused.text, "signature");
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });

  ownProcess(
    "with the same --secret, a restarted server still refuses the tokens of the one before",
    async () => {
      // In the --secret=VALUE form a secret may begin with "-" (a base64url one does, one time in 64).
      const secret = [`--secret=-${"s".repeat(31)}`];
      const one = await startServer(secret);
      const token = await signIn(one);
      await one.stop();
      const two = await startServer(secret);
      try {
        const refused = await active(two, token);
        assert.is(refused.status, 401);
        assert.match(refused.text, "reset or restarted");
      } finally {
        await two.stop();
      }
    },
  );

  ownProcess(
    "the server refuses to listen off loopback with a secret under 32 bytes, and says why",
    async () => {
      const exit = await refusedStart(["--host", "0.0.0.0", "--secret", "x".repeat(31)]);
      assert.is(exit.code, 2);
      assert.match(exit.stderr, "--secret is 31 bytes");
      assert.match(exit.stderr, "at least 32");
    },
  );
});
