// A small static host for a built folder, with what a real host needs for this SPA:
// an SPA fallback (navigation requests are never mocked by msw), a JSON 501 for /api/ and
// /graphql (a demo must never get index.html for an API call, D24), and an optional strict CSP.
//
//   node scripts/serve.mjs <dir> [--port 4173] [--host 127.0.0.1] [--base /demo/] [--csp]
//
// --host 0.0.0.0 listens on every interface (a phone on the same network can open the demo) and
// prints the addresses it can be reached at.
import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import http from "node:http";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".wasm": "application/wasm",
  ".woff2": "font/woff2",
};

const CSP_HEADERS = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "connect-src 'self'; worker-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
};

// Files whose name never changes between builds: the browser must revalidate them. sw.js above all:
// a kept copy would keep the old deploy's service worker (D193).
const NO_CACHE = new Set(["index.html", "demo-seed.json", "live-reload.js", "sw.js", "manifest.webmanifest"]);

export const DEMO_ACCOUNTS = [
  ["owner@example.com", "Store Owner in all three stores"],
  ["buyer@example.com", "Buyer, first store"],
  ["receiver@example.com", "Receiver, first store"],
  ["viewer@example.com", "Viewer, first store (no purchase orders)"],
  ["newcomer@example.com", "no store yet"],
];
export const DEMO_PASSWORD = "Demo1234!";

function normalizeBase(base = "/") {
  const trimmed = base.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}

function send(res, status, headers, body) {
  res.writeHead(status, { ...headers, "Content-Length": Buffer.byteLength(body) });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/** Path under base of an API call; also the same paths at the origin root (the default config says /api/). */
function isApiPath(pathname, base) {
  return [base, "/"].some(
    (prefix) => pathname.startsWith(`${prefix}api/`) || pathname.startsWith(`${prefix}graphql`),
  );
}

const WILDCARDS = new Set(["0.0.0.0", "::"]);

/** `host` as a URL's host part: an IPv6 address in brackets. */
const urlHost = (host) => (host.includes(":") ? `[${host}]` : host);

/**
 * The URLs a server listening on `host`:`port` can be opened at from another device: for a wildcard
 * host every IPv4 address of `interfaces` but loopback (a phone on the Wi-Fi uses one of these), else
 * `host` itself unless it is loopback.
 */
export function networkUrls(host, port, base = "/", interfaces = networkInterfaces()) {
  const hosts = WILDCARDS.has(host)
    ? Object.values(interfaces)
        .flat()
        .filter((address) => address && address.family === "IPv4" && !address.internal)
        .map((address) => address.address)
    : [host].filter((one) => one !== "localhost" && !/^127\.|^::1$/.test(one));
  return hosts.map((one) => `http://${urlHost(one)}:${port}${normalizeBase(base)}`);
}

/**
 * Serves `dir` under `base` on `host` (127.0.0.1: this machine only). Resolves to
 * `{ url, networkUrls, close, reload }` (url: this machine's address, networkUrls: the others');
 * `reload()` tells pages connected to the live-reload stream (liveReload: true) to reload.
 */
export async function startServer({
  dir,
  port = 4173,
  host = "127.0.0.1",
  base = "/",
  csp = false,
  quiet = false,
  liveReload = false,
  demoAccounts,
}) {
  const rootDir = path.resolve(dir);
  // A demo build carries demo-seed.json; a production build has no demo accounts to list.
  demoAccounts ??= existsSync(path.join(rootDir, "demo-seed.json"));
  base = normalizeBase(base);
  const extra = csp ? CSP_HEADERS : {};
  const reloadClients = new Set();

  async function fileAt(relative) {
    const file = path.join(rootDir, relative);
    // path.join normalises `..`; anything that escapes the folder is treated as missing.
    if (file !== rootDir && !file.startsWith(rootDir + path.sep)) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { file, size: info.size } : null;
  }

  function serveFile(res, { file, size }) {
    const name = path.basename(file);
    const headers = {
      ...extra,
      "Content-Type": CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      "Content-Length": size,
      // Hashed assets never change under the same name; the rest must be revalidated.
      "Cache-Control":
        NO_CACHE.has(name) || !file.includes(`${path.sep}assets${path.sep}`)
          ? "no-cache"
          : "public, max-age=31536000, immutable",
    };
    res.writeHead(200, headers);
    if (res.req.method === "HEAD") return res.end();
    createReadStream(file).pipe(res);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { ...extra, "Content-Type": "text/plain" }, "Bad request");
    }
    const json = { ...extra, "Content-Type": "application/json; charset=utf-8" };
    if (isApiPath(pathname, base))
      return send(res, 501, json, JSON.stringify({ description: "No provider at this host" }));
    if (liveReload && pathname === `${base}__reload`) return openReloadStream(req, res);
    if (`${pathname}/` === base) return send(res, 301, { ...extra, Location: base }, "");
    if (!pathname.startsWith(base))
      return send(res, 404, { ...extra, "Content-Type": "text/plain" }, "Not found");
    if (req.method !== "GET" && req.method !== "HEAD")
      return send(res, 405, { ...extra, Allow: "GET, HEAD" }, "");

    const relative = pathname.slice(base.length) || "index.html";
    const found = await fileAt(relative);
    if (found) return serveFile(res, found);
    // SPA fallback: a client-side route has no extension in its last segment.
    const lastSegment = relative.split("/").pop() ?? "";
    const index = !lastSegment.includes(".") && (await fileAt("index.html"));
    if (index) return serveFile(res, index);
    return send(res, 404, { ...extra, "Content-Type": "text/plain" }, "Not found");
  }

  function openReloadStream(req, res) {
    res.writeHead(200, {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
    });
    res.write(": connected\n\n");
    reloadClients.add(res);
    req.on("close", () => reloadClients.delete(res));
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) send(res, 500, { "Content-Type": "text/plain" }, "Internal error");
      else res.destroy();
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  // Listening everywhere includes this machine's loopback: the local URL stays 127.0.0.1.
  const local = WILDCARDS.has(host) ? "127.0.0.1" : host;
  const url = `http://${urlHost(local)}:${actualPort}${base}`;
  const others = networkUrls(host, actualPort, base).filter((other) => other !== url);

  if (!quiet) {
    console.log(
      `Serving ${path.relative(process.cwd(), rootDir) || "."} at ${url}${csp ? " (strict CSP)" : ""}`,
    );
    if (WILDCARDS.has(host))
      console.log(
        others.length
          ? `On this network (a phone on the same Wi-Fi): ${others.join("  ")}`
          : "No network address found besides this machine's own",
      );
    if (demoAccounts) {
      console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
      for (const [email, what] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(22)} ${what}`);
    }
  }

  return {
    url,
    networkUrls: others,
    reload() {
      for (const client of reloadClients) client.write("event: reload\ndata: now\n\n");
    },
    close() {
      for (const client of reloadClients) client.end();
      server.closeAllConnections(); // keep-alive sockets would hold close() open
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Command line

const USAGE =
  "usage: node scripts/serve.mjs <dir> [--port N] [--host 127.0.0.1|0.0.0.0] [--base /demo/] [--csp]";

/** The command line's options for startServer; throws with a one-line reason. */
export function parseArgs(argv) {
  const options = { dir: undefined, port: 4173, host: "127.0.0.1", base: "/", csp: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--csp") options.csp = true;
    else if (arg === "--port") options.port = Number(argv[++i]);
    else if (arg === "--host") options.host = argv[++i] ?? "";
    else if (arg === "--base") options.base = argv[++i] ?? "/";
    else if (!arg.startsWith("--") && !options.dir) options.dir = arg;
    else throw new Error(`unknown option ${arg}`);
  }
  if (!options.dir) throw new Error(USAGE);
  if (!Number.isInteger(options.port) || options.port < 0)
    throw new Error("--port needs a whole number (0 = any free port)");
  if (!options.host || options.host.startsWith("--"))
    throw new Error("--host needs an address (0.0.0.0 for every interface)");
  return options;
}

/** Throws unless `dir` holds a build. */
function assertBuilt(dir) {
  if (!existsSync(path.join(dir, "index.html")))
    throw new Error(`${dir}/index.html not found: run npm run build first`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    assertBuilt(options.dir);
    await startServer(options);
  } catch (error) {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  }
}
