// `npm run provider` as a server a team runs (issue 26): --help, a one-sentence refusal of an unknown
// option or a taken port, the start-up summary, the access log, and SIGTERM/SIGINT answering the
// requests in flight (curl exited 52 for one before) with the last write on disk. Each test starts the
// real server process; all talk over plain sockets, which msw/node in this process never intercepts.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import readline from "node:readline";
import { describe } from "node:test";
import * as assert from "uvu/assert";
import { DEMO_PASSWORD } from "../schema/demo.ts";
import { raw } from "./support/raw-http.ts";
import { defaultServer, ownProcess, serverBundle } from "./support/server-process.ts";

const children = new Set<ChildProcess>();
process.once("exit", () => children.forEach((child) => child.kill("SIGKILL")));

/** A server process: its output line by line, and how it ended. */
async function run(args: string[]) {
  const child = spawn(process.execPath, [await serverBundle(), "--port", "0", ...args], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const lines = { stdout: [] as string[], stderr: [] as string[] };
  const waiting: (() => void)[] = [];
  for (const stream of ["stdout", "stderr"] as const)
    readline.createInterface({ input: child[stream] }).on("line", (line) => {
      lines[stream].push(line);
      for (const wake of waiting.splice(0)) wake();
    });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      for (const wake of waiting.splice(0)) wake();
      resolve(code);
    }),
  );
  /** The first line of `stream` matching `pattern`, once printed (null if the process ended first). */
  const line = async (pattern: RegExp, stream: "stdout" | "stderr" = "stdout"): Promise<string | null> => {
    for (;;) {
      const found = lines[stream].find((l) => pattern.test(l));
      if (found || child.exitCode !== null) return found ?? null;
      await new Promise<void>((wake) => waiting.push(wake));
    }
  };
  const ready = await line(/^Fake provider listening on /);
  const url = ready?.replace("Fake provider listening on ", "") ?? "";
  return { child, lines, exited, line, url };
}

async function dataFile() {
  const dir = await mkdtemp(path.join(tmpdir(), "stock-sense-life-"));
  return { dir, file: path.join(dir, "store.json") };
}

/** Every file in `dir` (the data file and what it keeps beside it), as one text. */
async function onDisk(dir: string) {
  const files = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile());
  return (await Promise.all(files.map((entry) => readFile(path.join(dir, entry.name), "utf8")))).join("\n");
}

async function ownerToken(url: string) {
  const body = JSON.stringify({ email: "owner@example.com", password: DEMO_PASSWORD });
  const res = await raw(url, "POST", "/api/authentication/login", ["content-type: application/json"], body);
  assert.is(res.status, 200, res.text);
  return JSON.parse(res.text).data.accessToken as string;
}

/**
 * A request whose body waits: it is sent with `Expect: 100-continue`, so the server's "100 Continue"
 * proves the request is in its hands (in flight) before the test goes on; `send()` then sends the body.
 */
function heldRequest(url: string, head: string[], body: string) {
  const { host, hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = "";
  let onContinue: () => void;
  const continued = new Promise<void>((resolve) => (onContinue = resolve));
  const answer = new Promise<{ status: number; text: string }>((resolve) => {
    socket.on("data", (chunk) => {
      received += chunk;
      if (received.startsWith("HTTP/1.1 100")) {
        received = received.slice(received.indexOf("\r\n\r\n") + 4);
        onContinue();
      }
    });
    const end = () => resolve({ status: Number(received.split(" ")[1]) || 0, text: received });
    socket.on("end", end);
    socket.on("error", end);
  });
  const length = Buffer.byteLength(body);
  socket.write(
    `${[...head, `host: ${host}`, "expect: 100-continue", `content-length: ${length}`].join("\r\n")}\r\n\r\n`,
  );
  return { continued, answer, send: () => socket.write(body) };
}

describe("server-lifecycle", () => {
  ownProcess("--help lists the options with their defaults and exits 0 without listening", async () => {
    const server = await run(["--help"]);
    assert.is(await server.exited, 0);
    assert.is(server.lines.stdout[0], "Usage: npm run provider -- [options]");
    for (const flag of ["--port N", "--data FILE", "--log FILE", "--demo-endpoints", "-h, --help"])
      assert.ok(
        server.lines.stdout.some((line) => line.trimStart().startsWith(flag)),
        flag,
      );
    assert.ok(server.lines.stdout.some((line) => /--port N .*\(default: 4000\)/.test(line)));
    assert.not.ok(server.lines.stdout.some((line) => line.startsWith("Fake provider listening")));
  });

  ownProcess("an unknown option is one sentence naming it and pointing to --help, exit 2", async () => {
    const server = await run(["--prot", "4000"]);
    assert.is(await server.exited, 2);
    assert.equal(server.lines.stderr, [
      "The fake provider did not start: there is no option --prot: see --help.",
    ]);
  });

  ownProcess("a taken port is one sentence, no stack, exit 1", async () => {
    const { port } = new URL((await defaultServer()).url);
    const server = await run(["--port", port]);
    assert.is(await server.exited, 1);
    assert.equal(server.lines.stderr, [
      `Port ${port} is already in use: stop the other server or pass --port N`,
    ]);
  });

  ownProcess(
    "the summary says how it runs, never the secret; a temporary file a kill -9 left is removed",
    async () => {
      const { dir, file } = await dataFile();
      const secret = `never-print-me-${"s".repeat(32)}`;
      // What a kill -9 between writing and renaming leaves: the temporary file of a process now gone.
      const gone = spawnSync(process.execPath, ["-e", ""]).pid;
      await writeFile(path.join(dir, `store.json.${gone}.tmp`), "{half a databa");
      const server = await run([
        ...[
          "--data",
          file,
          `--secret=${secret}`,
          "--demo-endpoints",
          "--cors-origin=https://app.example.com",
        ],
        ...["--log", "-", "--orders", "1"],
      ]);
      try {
        const out = server.lines.stdout.join("\n");
        const removed = `removed store.json.${gone}.tmp, left by a save cut short`;
        assert.match(out, `${file} (new, the seed written to it; ${removed})`);
        assert.match(out, "given with --secret (not shown)");
        assert.match(out, /demo endpoints +on for signed-in users/);
        assert.match(out, /CORS +https:\/\/app\.example\.com/);
        assert.match(out, /access log +standard output/);
        assert.match(out, `password ${DEMO_PASSWORD}`);
        assert.match(out, "owner@example.com");
        const left = await readdir(dir);
        assert.ok(left.includes("store.json") && !left.some((name) => name.endsWith(".tmp")), String(left));
        // --log -: the request's line follows the summary on standard output.
        assert.is((await raw(server.url, "GET", "/api/health")).status, 200);
        const logged = JSON.parse((await server.line(/^\{/))!);
        assert.equal([logged.method, logged.path, logged.status], ["GET", "/api/health", 200]);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
      assert.not.match([...server.lines.stdout, ...server.lines.stderr].join("\n"), secret);
    },
  );

  ownProcess(
    "--log FILE: one JSON line per request, without bodies, tokens, queries or header values",
    async () => {
      const { dir } = await dataFile();
      const log = path.join(dir, "access.log");
      const server = await run(["--log", log, "--orders", "1"]);
      const token = await ownerToken(server.url);
      await raw(server.url, "GET", "/api/user/invite/demo-invite-valid?email=invitee@example.com");
      await raw(server.url, "GET", "/api/authentication/active", [`authorization: Bearer ${token}`]);
      await raw(server.url, "GET", "/api/nothing-here");
      server.child.kill("SIGTERM");
      assert.is(await server.exited, 0);
      const text = await readFile(log, "utf8");
      const lines = text
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line));
      assert.equal(
        lines.map((l) => [l.method, l.path, l.status]),
        [
          ["POST", "/api/authentication/login", 200],
          ["GET", "/api/user/invite/:token", 200],
          ["GET", "/api/authentication/active", 200],
          ["GET", "/api/nothing-here", 501],
        ],
      );
      for (const line of lines) {
        assert.equal(Object.keys(line).sort(), ["method", "ms", "path", "status", "time"]);
        assert.ok(Number.isInteger(line.ms) && !Number.isNaN(Date.parse(line.time)), JSON.stringify(line));
      }
      for (const secret of [
        DEMO_PASSWORD,
        token,
        token.split(".")[2]!,
        "demo-invite-valid",
        "invitee",
        "Bearer",
      ])
        assert.not.match(text, secret);
    },
  );

  ownProcess("SIGTERM answers the write in flight (200), has it on disk and exits 0", async () => {
    const { file } = await dataFile();
    const server = await run(["--data", file, "--latency", "300", "--orders", "1"]);
    const token = await ownerToken(server.url);
    const name = "Late Shift";
    const write = heldRequest(
      server.url,
      ["POST /api/role/ HTTP/1.1", `authorization: Bearer ${token}`, "content-type: application/json"],
      JSON.stringify({ name }),
    );
    await write.continued;
    server.child.kill("SIGTERM");
    assert.ok(await server.line(/stopping \(SIGTERM\)/, "stderr"), server.lines.stderr.join("\n"));
    // Stopping: no new connection is taken, while the one in flight is still served.
    const refused = await raw(server.url, "GET", "/api/health").then(
      () => "answered",
      (error: NodeJS.ErrnoException) => error.code,
    );
    assert.is(refused, "ECONNREFUSED", String(refused));
    write.send(); // its handler then waits the 300 ms latency, saves, answers
    const answer = await write.answer;
    assert.is(answer.status, 200, answer.text);
    assert.match(answer.text, name);
    assert.is(await server.exited, 0);
    assert.match(await onDisk(path.dirname(file)), name);
  });

  // SIGINT (Ctrl+C) starts the same stop as SIGTERM.
  ownProcess(
    "SIGINT stops it too, and a second signal while a request is in flight exits at once",
    async () => {
      const server = await run(["--orders", "1"]);
      const held = heldRequest(server.url, ["POST /api/authentication/login HTTP/1.1"], "{}");
      await held.continued;
      server.child.kill("SIGINT");
      assert.ok(await server.line(/stopping \(SIGINT\)/, "stderr"));
      server.child.kill("SIGTERM");
      assert.is(await server.exited, 128 + 15);
      assert.ok(await server.line(/stopped at once/, "stderr"));
      assert.is((await held.answer).status, 0, "the held request got no answer");
    },
  );
});
