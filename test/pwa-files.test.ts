// The production worker's list and the manifest (scripts/pwa, D193, D194).
import type { Metafile } from "esbuild";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderManifest } from "../scripts/pwa/install-files.mjs";
import { precacheFiles, renderWorker } from "../scripts/pwa/offline-files.mjs";
import { ROOT } from "./source-files.ts";

const outdir = path.join(ROOT, "dist");
const asset = (name: string) => `dist/assets/${name}`;
const output = (more: object, statics: string[] = [], lazy: string[] = []) => ({
  inputs: {},
  exports: [],
  bytes: 1,
  imports: [
    ...statics.map((name) => ({ path: asset(name), kind: "import-statement" })),
    ...lazy.map((name) => ({ path: asset(name), kind: "dynamic-import" })),
  ],
  ...more,
});
// The entry imports a shared chunk at once, the app, a screen and the demo's parts lazily; the demo
// provider's chunk imports a chunk of its own (graphql) and the shared one.
const metafile = {
  inputs: {},
  outputs: {
    [asset("main-A.js")]: output(
      { entryPoint: "src/main.tsx", cssBundle: asset("main-A.css") },
      ["shared.js"],
      ["app.js", "provider.js", "demo-bar.js"],
    ),
    [asset("main-A.css")]: output({}),
    [asset("main-A.js.map")]: output({}),
    [asset("shared.js")]: output({}),
    [asset("app.js")]: output({ entryPoint: "src/app/root.tsx" }, ["shared.js"], ["screen.js"]),
    [asset("screen.js")]: output({}, [], []),
    [asset("provider.js")]: output({ entryPoint: "mocks/browser.ts" }, ["graphql.js", "shared.js"]),
    [asset("graphql.js")]: output({}),
    [asset("demo-bar.js")]: output({ entryPoint: "src/features/demo/components/demo-bar.tsx" }),
    [asset("demo-D.css")]: output({ entryPoint: "src/features/demo/demo.css" }),
  },
} as unknown as Metafile;

test("the worker keeps every file a production page may load, lazy screens too, and nothing of the demo", () => {
  assert.equal(precacheFiles(metafile, outdir), [
    "assets/app.js",
    "assets/main-A.css",
    "assets/main-A.js",
    "assets/screen.js",
    "assets/shared.js",
  ]);
});

test("a new deploy is a new worker: its cache's name follows the list and the page", () => {
  const version = (text: string) => /const VERSION = "(\w+)"/.exec(text)?.[1];
  const worker = renderWorker(["assets/a.js"], "<html>1");
  assert.match(worker, 'const FILES = ["./","assets/a.js"];');
  assert.is(version(worker), version(renderWorker(["assets/a.js"], "<html>1")));
  assert.is.not(version(worker), version(renderWorker(["assets/b.js"], "<html>1")));
  assert.is.not(version(worker), version(renderWorker(["assets/a.js"], "<html>2")));
});

test("the manifest names the product and takes the base as its scope and start", () => {
  const manifest = JSON.parse(renderManifest("/demo/"));
  assert.is(manifest.name, "Stock Sense");
  assert.is(manifest.scope, "/demo/");
  assert.is(manifest.start_url, "/demo/");
  assert.is(manifest.display, "standalone");
  assert.equal(
    manifest.icons
      .filter((icon: { type: string }) => icon.type === "image/png")
      .map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ["192x192 any", "512x512 any", "512x512 maskable"],
  );
});

test.run();
