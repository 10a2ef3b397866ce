// The files around the bundle (scripts/site-files.mjs): production pages carry nothing of the demo.
import type { Metafile } from "esbuild";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { renderIndexHtml, writeSiteFiles } from "../scripts/site-files.mjs";
import { parseConfig, readConfig } from "../src/config/config.ts";
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

/** `html` parsed inert (a template's content loads nothing). */
function parsed(html: string): DocumentFragment {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
}

/** The config the app reads from `html`, as src/config/config.ts reads it in the browser. */
const configOf = (html: string) => parseConfig(readConfig(parsed(html)));

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

test("the page's config block says where the app is hosted, even a base that would end the element early", () => {
  const base = "/a</script>/";
  const html = renderIndexHtml({ metafile, outdir, base, demo: true });
  assert.equal(configOf(html), { apiBase: "/api/", graphqlUrl: "/graphql/", mock: true, basePath: base });
  const block = parsed(html).querySelector('script[type="application/json"]')?.textContent ?? "";
  assert.not.match(block, "<", "no markup inside the block");
});

test("the site files are the page with its config inside, the manifest and icons (D194), and only production's service worker (D125, D136, D193)", async () => {
  const written = (demo: boolean) => {
    const dir = mkdtempSync(path.join(tmpdir(), "site-"));
    return writeSiteFiles({ metafile, outdir: dir, base: "/", demo, liveReload: false }).then(() => dir);
  };
  const production = await written(false);
  const demo = await written(true);
  try {
    assert.equal(readdirSync(production).sort(), ["icons", "index.html", "manifest.webmanifest", "sw.js"]);
    assert.equal(readdirSync(demo).sort(), ["icons", "index.html", "manifest.webmanifest"]);
    assert.is(configOf(readFileSync(path.join(demo, "index.html"), "utf8")).mock, true);
    assert.is(configOf(readFileSync(path.join(production, "index.html"), "utf8")).mock, false);
  } finally {
    rmSync(production, { recursive: true });
    rmSync(demo, { recursive: true });
  }
});

test.run();
