// The access log's lines (issue 26): the path a line shows never carries a credential or a query.
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { loggedPath, openAccessLog } from "./server-log.ts";

test("the token of an invite link, a reset link or a revoked invite is replaced by :token", () => {
  assert.is(loggedPath("/api/user/invite/3f9c2a7b1e"), "/api/user/invite/:token");
  assert.is(
    loggedPath("/api/authentication/reset-password/eyJhbGciOi.x.y"),
    "/api/authentication/reset-password/:token",
  );
  assert.is(loggedPath("/api/store/invites/3f9c2a7b1e"), "/api/store/invites/:token");
});

test("as msw matches them: any letter case, a trailing slash, a prefix, a malformed escape", () => {
  assert.is(loggedPath("/API/User/Invite/SeCrEt"), "/API/User/Invite/:token");
  assert.is(loggedPath("/api/user/invite/secret/"), "/api/user/invite/:token/");
  assert.is(loggedPath("/base/api/user/invite/secret"), "/base/api/user/invite/:token");
  assert.is(loggedPath("/api/user/invite/%E0%A4%A"), "/api/user/invite/:token");
});

test("the query string is left out whole; paths without a token are kept as they are", () => {
  assert.is(loggedPath("/api/user/invite/secret?email=a@b.c"), "/api/user/invite/:token");
  assert.is(loggedPath("/graphql/?query=%7Bme%7D&token=abc"), "/graphql/");
  assert.is(loggedPath("/api/PurchaseOrder/42/send"), "/api/PurchaseOrder/42/send");
  assert.is(loggedPath("/api/store/invites"), "/api/store/invites");
  assert.is(loggedPath("/api/authentication/reset-password"), "/api/authentication/reset-password");
});

test("a very long path is cut, so a line stays readable", () => {
  const logged = loggedPath(`/api/${"a".repeat(5000)}`);
  assert.ok(logged.length <= 303, String(logged.length));
});

test("a log file gets one JSON line per entry, appended after what it held", async () => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "stock-sense-log-")), "access.log");
  const entry = { time: "2026-11-27T00:00:00.000Z", method: "GET", path: "/api/health", status: 200, ms: 1 };
  for (const round of [1, 2]) {
    const log = openAccessLog(file);
    log.write(entry);
    log.write({ ...entry, status: null, ms: round });
    await log.close();
  }
  const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
  assert.is(lines.length, 4);
  assert.equal(JSON.parse(lines[3]!), { ...entry, status: null, ms: 2 });
});

test("a log file in a folder that does not exist is refused when the log is opened", () => {
  assert.throws(() => openAccessLog(path.join(tmpdir(), "no-such-folder-26", "access.log")), /ENOENT/);
});

test.run();
