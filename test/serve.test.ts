// scripts/serve.mjs's --host: parsed from the command line, and a server on 0.0.0.0 named by the
// addresses a phone on the same network would open (README, "Open the demo on a phone").
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { networkUrls, parseArgs, startServer } from "../scripts/serve.mjs";

test("--host defaults to 127.0.0.1 and takes the address given, in any place on the line", () => {
  assert.is(parseArgs(["dist"]).host, "127.0.0.1");
  assert.is(parseArgs(["dist", "--port", "4173", "--host", "0.0.0.0"]).host, "0.0.0.0");
  assert.equal(parseArgs(["--host", "192.168.1.20", "dist", "--port", "0"]), {
    dir: "dist",
    port: 0,
    host: "192.168.1.20",
    base: "/",
    csp: false,
  });
});

test("--host without an address, or followed by another flag, is refused with the reason", () => {
  assert.throws(() => parseArgs(["dist", "--host"]), /--host needs an address/);
  assert.throws(() => parseArgs(["dist", "--host", "--csp"]), /--host needs an address/);
  assert.throws(() => parseArgs(["dist", "--hostname", "x"]), /unknown option --hostname/);
});

// What os.networkInterfaces() reports on a laptop on Wi-Fi.
const LAPTOP = {
  lo: [
    { address: "127.0.0.1", family: "IPv4", internal: true },
    { address: "::1", family: "IPv6", internal: true },
  ],
  wlan0: [
    { address: "192.168.1.20", family: "IPv4", internal: false },
    { address: "fe80::1", family: "IPv6", internal: false },
  ],
  docker0: [{ address: "172.17.0.1", family: "IPv4", internal: false }],
} as unknown as Parameters<typeof networkUrls>[3];

test("on 0.0.0.0 the URLs are every IPv4 address but loopback; on loopback there are none", () => {
  assert.equal(networkUrls("0.0.0.0", 4173, "/", LAPTOP), [
    "http://192.168.1.20:4173/",
    "http://172.17.0.1:4173/",
  ]);
  assert.equal(networkUrls("0.0.0.0", 4173, "demo", LAPTOP), [
    "http://192.168.1.20:4173/demo/",
    "http://172.17.0.1:4173/demo/",
  ]);
  assert.equal(networkUrls("127.0.0.1", 4173, "/", LAPTOP), []);
  assert.equal(networkUrls("192.168.1.20", 4173, "/", LAPTOP), ["http://192.168.1.20:4173/"]);
});

/**
 * The status of a GET of `url`, or the connection's error code. Over a plain socket: in the test lanes
 * msw intercepts Node's HTTP clients and refuses requests it has no handler for.
 */
const statusOf = (url: string) =>
  new Promise<number | string>((resolve) => {
    const { hostname, port, pathname } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port) }, () =>
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("end", () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0)));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/** Serves a folder with an index.html on `host` and a free port while `body` runs. */
async function serving(
  host: string | undefined,
  body: (server: { url: string; networkUrls: string[] }) => Promise<void>,
) {
  const dir = mkdtempSync(path.join(tmpdir(), "serve-host-"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>demo</title>");
  const server = await startServer({ dir, port: 0, host, quiet: true });
  try {
    await body(server);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a server on 0.0.0.0 answers on loopback and at the network URLs it names", async () => {
  await serving("0.0.0.0", async (server) => {
    const port = Number(new URL(server.url).port);
    assert.is(server.url, `http://127.0.0.1:${port}/`);
    assert.equal(server.networkUrls, networkUrls("0.0.0.0", port));
    assert.is(await statusOf(`${server.url}purchase-orders`), 200, "the SPA fallback on loopback");
    for (const url of server.networkUrls) assert.is(await statusOf(`${url}purchase-orders`), 200, url);
  });
});

test("by default the server answers on loopback only", async () => {
  const [address] = networkUrls("0.0.0.0", 1);
  if (!address) return console.log("  skipped: this machine has no network address besides loopback");
  await serving(undefined, async (server) => {
    const port = new URL(server.url).port;
    assert.is(server.url, `http://127.0.0.1:${port}/`);
    assert.equal(server.networkUrls, []);
    const elsewhere = new URL(address);
    elsewhere.port = port;
    assert.is(await statusOf(elsewhere.href), "ECONNREFUSED", `${elsewhere.href} is not served`);
  });
});

test.run();
