// `--data FILE` (issue 13 finding 13, D54): 1,048 acknowledged writes were gone after a kill -9 of the
// in-memory provider. With --data every acknowledged write is in FILE before its answer; a restart
// loads it; a damaged file stops the server with the reason and is left as it was.
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { raw } from "./support/raw-http.ts";
import { ownProcess, refusedStart, startServer, type ServerProcess } from "./support/server-process.ts";

const SECRET = `--secret=${"d".repeat(32)}`;

async function dataFile() {
  const dir = await mkdtemp(path.join(tmpdir(), "stock-sense-data-"));
  return { dir, file: path.join(dir, "store.json") };
}

const post = (server: ServerProcess, route: string, body: object, token?: string) =>
  raw(
    server.url,
    "POST",
    route,
    ["content-type: application/json", ...(token ? [`authorization: Bearer ${token}`] : [])],
    JSON.stringify(body),
  );

async function ownerToken(server: ServerProcess) {
  const res = await post(server, "/api/authentication/login", {
    email: "owner@example.com",
    password: DEMO_PASSWORD,
  });
  assert.is(res.status, 200, res.text);
  return JSON.parse(res.text).data.accessToken as string;
}

const roleNames = async (server: ServerProcess, token: string) =>
  (
    JSON.parse((await raw(server.url, "GET", "/api/role/", [`authorization: Bearer ${token}`])).text)
      .data as { name: string }[]
  ).map((r) => r.name);

describe("server-data", () => {
  ownProcess(
    "every write answered before a kill -9 is there after a restart with the same --data",
    async () => {
      const { dir, file } = await dataFile();
      const first = await startServer(["--data", file, SECRET]);
      const names = Array.from({ length: 20 }, (_, i) => `Night Shift ${i + 1}`);
      const token = await ownerToken(first);
      // Sent together, as many clients would: each answer is an acknowledgement.
      const answers = await Promise.all(names.map((name) => post(first, "/api/role/", { name }, token)));
      assert.equal(
        answers.map((a) => a.status),
        names.map(() => 200),
      );
      await first.crash!();
      const second = await startServer(["--data", file, SECRET]);
      try {
        const stored = await roleNames(second, token); // the same secret and database: the session holds
        for (const name of names) assert.ok(stored.includes(name), `${name} survived`);
        const left = (await readdir(dir)).filter((name) => name.endsWith(".tmp"));
        assert.equal(left, [], "no temporary file is left beside it");
      } finally {
        await second.stop();
      }
    },
  );

  ownProcess(
    "a data file that is not JSON stops the server with the reason, exit 2, and is left as it was",
    async () => {
      const { file } = await dataFile();
      await writeFile(file, '{"version": 3, "stores": [');
      const exit = await refusedStart(["--data", file]);
      assert.is(exit.code, 2);
      assert.match(exit.stderr, `The fake provider did not start: ${file} is not JSON`);
      assert.is(await readFile(file, "utf8"), '{"version": 3, "stores": [');
    },
  );

  ownProcess("a data file of another version or without a table is refused the same way", async () => {
    const { file } = await dataFile();
    for (const [content, reason] of [
      ['{"version": 1}', "is a database of version 1; this provider reads"],
      ['{"version": 3, "revision": 1, "nextId": 9, "stores": []}', 'has no "users" table'],
      ["[]", "holds no database"],
    ]) {
      await writeFile(file, content!);
      const exit = await refusedStart(["--data", file]);
      assert.is(exit.code, 2);
      assert.match(exit.stderr, reason!);
      assert.is(await readFile(file, "utf8"), content);
    }
  });
});
