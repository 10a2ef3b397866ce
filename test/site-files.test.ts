// The files around the bundle (scripts/site-files.mjs): production pages carry nothing of the demo.
import type { Metafile } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { patchWorker, renderIndexHtml, workerSource, writeSiteFiles } from "../scripts/site-files.mjs";
import { ROOT } from "./source-files.ts";

const outdir = path.join(ROOT, "dist");
// What esbuild reports for the app: the entry and its stylesheet, the demo toolkit's stylesheet, the app
// the entry loads (D118) and the fake provider's chunk.
const output = (more: object) => ({ inputs: {}, imports: [], exports: [], bytes: 1, ...more });
const metafile = {
  inputs: {},
  outputs: {
    "dist/assets/demo-D.css": output({ entryPoint: "src/features/demo/demo.css" }),
    "dist/assets/main-A.js": output({ entryPoint: "src/main.tsx", cssBundle: "dist/assets/main-A.css" }),
    "dist/assets/main-A.css": output({}),
    "dist/assets/chunk-P.js": output({ entryPoint: "src/app/root.tsx" }),
    "dist/assets/chunk-M.js": output({ entryPoint: "mocks/browser.ts" }),
  },
} as unknown as Metafile;

const stylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);

test("a production page links the app's stylesheet and not the demo toolkit's", () => {
  assert.equal(stylesheets(renderIndexHtml({ metafile, outdir, base: "/" })), ["assets/main-A.css"]);
});

test("a demo page links the demo toolkit's stylesheet after the app's", () => {
  assert.equal(stylesheets(renderIndexHtml({ metafile, outdir, base: "/", demo: true })), [
    "assets/main-A.css",
    "assets/demo-D.css",
  ]);
});

test("a page preloads the chunks its entry and the app import, and a demo page the fake provider's too, none twice", () => {
  const asset = (name: string) => `dist/assets/${name}.js`;
  /** A chunk that imports `statics` at once and `lazy` when asked. */
  const chunk = (more: object, statics: string[] = [], lazy: string[] = []) =>
    output({
      ...more,
      imports: [
        ...statics.map((name) => ({ path: asset(name), kind: "import-statement" })),
        ...lazy.map((name) => ({ path: asset(name), kind: "dynamic-import" })),
      ],
    });
  const graph = {
    inputs: {},
    outputs: {
      ...metafile.outputs,
      [asset("main-A")]: chunk(
        { entryPoint: "src/main.tsx", cssBundle: "dist/assets/main-A.css" },
        ["chunk-R"],
        ["chunk-M", "chunk-P"],
      ),
      [asset("chunk-P")]: chunk({ entryPoint: "src/app/root.tsx" }, ["chunk-D", "chunk-U"], ["chunk-S"]),
      [asset("chunk-D")]: chunk({}), // react-dom
      [asset("chunk-R")]: chunk({}, ["chunk-U"]), // react
      [asset("chunk-U")]: chunk({}), // shared
      [asset("chunk-M")]: chunk({ entryPoint: "mocks/browser.ts" }, ["chunk-G", "chunk-U"], ["chunk-F"]),
      [asset("chunk-G")]: chunk({}), // graphql
      [asset("chunk-F")]: chunk({}), // faker
      [asset("chunk-S")]: chunk({ entryPoint: "src/app/signed-in-gate.tsx" }),
    },
  } as unknown as Metafile;
  const preloads = (demo: boolean) =>
    [
      ...renderIndexHtml({ metafile: graph, outdir, base: "/", demo }).matchAll(
        /rel="modulepreload" href="([^"]+)"/g,
      ),
    ].map((m) => m[1]);
  const app = ["assets/chunk-R.js", "assets/chunk-U.js", "assets/chunk-P.js", "assets/chunk-D.js"];
  assert.equal(preloads(false), app);
  assert.equal(preloads(true), [...app, "assets/chunk-M.js", "assets/chunk-G.js"]);
});

test("only a demo build writes msw's worker, and without its self-unregistration", async () => {
  const written = (demo: boolean) => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-"));
    return writeSiteFiles({ metafile, outdir: dir, base: "/", demo, liveReload: false }).then(() => dir);
  };
  const production = await written(false);
  const demo = await written(true);
  try {
    assert.not.ok(existsSync(path.join(production, "mockServiceWorker.js")));
    assert.ok(existsSync(path.join(production, "config.js")));
    const worker = readFileSync(path.join(demo, "mockServiceWorker.js"), "utf8");
    assert.ok(worker.includes("CLIENT_CLOSED"));
    assert.not.ok(worker.includes("self.registration.unregister()"));
  } finally {
    rmSync(production, { recursive: true });
    rmSync(demo, { recursive: true });
  }
});

// ---------------------------------------------------------------- the worker itself

const SCOPE = "http://127.0.0.1:4173/demo/";

/**
 * The worker's channel to the page, as plain objects: the page here never answers, and a real port left
 * waiting kept the test process alive after its last test (the unit lane never exited).
 */
class SilentChannel {
  port1 = {};
  port2 = {};
}

/**
 * The written worker run in a bare context with one mocking page (client "page"): `handles(url)` tells
 * whether it takes the page's request for `url` (to hand it to the page) or lets it go to the network.
 */
async function workerOf(source: string) {
  const listeners = new Map<string, (event: unknown) => unknown>();
  const client = { id: "page", frameType: "top-level", postMessage() {} };
  const self = {
    registration: { scope: SCOPE, unregister() {} },
    clients: { get: async () => client, matchAll: async () => [client], claim: async () => {} },
    skipWaiting() {},
  };
  const addEventListener = (type: string, listener: (event: unknown) => unknown) =>
    listeners.set(type, listener);
  const MessageChannel = SilentChannel;
  runInNewContext(source, { self, addEventListener, MessageChannel, crypto, Symbol, Reflect, Set, Date });
  await listeners.get("message")!({ data: "MOCK_ACTIVATE", source: client });
  return {
    handles(url: string) {
      let taken = false;
      const request = new Request(url);
      listeners.get("fetch")!({ request, clientId: "page", respondWith: () => (taken = true) });
      return taken;
    },
  };
}

test("the demo's worker lets the build's files go straight to the network and takes the calls", async () => {
  const worker = await workerOf(await workerSource());
  assert.not.ok(worker.handles(`${SCOPE}assets/chunk-ABC.js`), "a chunk");
  assert.not.ok(worker.handles(`${SCOPE}assets/main-A.css`), "the stylesheet");
  assert.ok(worker.handles(`${SCOPE}graphql`), "a GraphQL call");
  assert.ok(worker.handles(`${SCOPE}api/demo/health`), "a REST call");
  assert.ok(worker.handles(`http://127.0.0.1:4173/assets/chunk-ABC.js`), "outside the demo's base");
});

test("a worker line the build patches that msw no longer has fails the build, naming the file", () => {
  assert.throws(
    () => patchWorker("addEventListener('fetch', () => {})", "self.registration.unregister()", ""),
    /mockServiceWorker\.js no longer holds "self\.registration\.unregister\(\)"/,
  );
});

test.run();
