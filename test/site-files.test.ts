// The files around the bundle (scripts/site-files.mjs): production pages carry nothing of the demo.
import type { Metafile } from "esbuild";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderIndexHtml, writeSiteFiles } from "../scripts/site-files.mjs";
import { ROOT } from "./source-files.ts";

const outdir = path.join(ROOT, "dist");
// What esbuild reports for the app: the entry and its stylesheet, and the demo toolkit's stylesheet.
const output = (more: object) => ({ inputs: {}, imports: [], exports: [], bytes: 1, ...more });
const metafile = {
  inputs: {},
  outputs: {
    "dist/assets/demo-D.css": output({ entryPoint: "src/features/demo/demo.css" }),
    "dist/assets/main-A.js": output({ entryPoint: "src/main.tsx", cssBundle: "dist/assets/main-A.css" }),
    "dist/assets/main-A.css": output({}),
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

test.run();
