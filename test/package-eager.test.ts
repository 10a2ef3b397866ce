// The packages' CommonJS modules compiled with their file (scripts/package-eager.mjs, D135): esbuild's
// wrapper of each one written as a parenthesised function, the modules working as before, and a source
// map that still points each piece of code at its source.
import * as esbuild from "esbuild";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { eagerCommonJs, runtimeChunks } from "../scripts/package-eager.mjs";

// Two entries with a CommonJS module each: esbuild's helpers, which both use, then sit in a runtime
// chunk of their own that both import, as in the app's build.
const SOURCES = {
  "counter.cjs": [
    '"use strict";',
    "let count = 0;",
    "function increment(by) {",
    "  count += by;",
    "  return count;",
    "}",
    "exports.increment = increment;",
  ].join("\n"),
  "greeting.cjs": 'module.exports = (name) => "Hello, " + name + "!";',
  "one.js": 'import greet from "./greeting.cjs";\nexport const one = () => greet("one");',
  "two.js":
    'import { increment } from "./counter.cjs";\nexport const two = () => increment(10) + increment(1);',
};

/** The two entries built as the app is (splitting, minified, source maps), written to a new folder. */
async function built() {
  const dir = mkdtempSync(path.join(tmpdir(), "package-eager-"));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, "package.json"), '{"type":"module"}');
  const { metafile } = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ["one.js", "two.js"],
    outdir: path.join(dir, "out"),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    sourcemap: true,
    metafile: true,
    logLevel: "silent",
  });
  const js = Object.keys(metafile.outputs).filter((file) => file.endsWith(".js"));
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  return { dir, metafile, js, read, before: new Map(js.map((file) => [file, read(file)])) };
}

test("each CommonJS module's wrapper becomes a parenthesised function, and the modules work as before", async () => {
  const { dir, metafile, js, read } = await built();
  try {
    const runtimes = runtimeChunks(metafile);
    assert.is(runtimes.length, 1, "esbuild's helpers are a chunk of their own");
    eagerCommonJs(metafile, dir);
    const texts = js.map(read);
    const wrapped = texts.flatMap((text) => text.match(/\(\(function\([\w$,]*\)\{/g) ?? []);
    assert.is(wrapped.length, 2, "both CommonJS modules");
    assert.not.match(texts.join("\n"), /=[\w$]+\(\(?[\w$,]*\)?=>\{/);
    for (const file of js) assert.is(metafile.outputs[file]!.bytes, Buffer.byteLength(read(file)));
    const { one } = await import(pathToFileURL(path.join(dir, "out/one.js")).href);
    const { two } = await import(pathToFileURL(path.join(dir, "out/two.js")).href);
    assert.is(one(), "Hello, one!");
    assert.is(two(), 21, "10, then 11: the module's state kept between calls");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the source map still points the code after each wrapper at its source", async () => {
  const { dir, metafile, js, read, before } = await built();
  try {
    eagerCommonJs(metafile, dir);
    // The chunk holding counter.cjs: its `count += by` is after the wrapper's start, so it moved.
    const chunk = js.find((file) => read(file).includes("+="))!;
    const after = read(chunk);
    assert.is.not(after.indexOf("+="), before.get(chunk)!.indexOf("+="), "the code moved");
    const map = new SourceMap(JSON.parse(read(`${chunk}.map`)));
    const at = after.indexOf("+=");
    const line = after.slice(0, at).split("\n").length - 1;
    const column = at - (after.lastIndexOf("\n", at - 1) + 1);
    const entry = map.findEntry(line, column) as { originalSource?: string; originalLine?: number };
    assert.match(entry.originalSource ?? "", /counter\.cjs$/);
    assert.is(entry.originalLine, 3, "`count += by;` is the fourth line of counter.cjs");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a chunk without CommonJS modules is left as it was", async () => {
  const { dir, metafile, js, read, before } = await built();
  try {
    for (const input of Object.values(metafile.inputs)) input.format = "esm";
    eagerCommonJs(metafile, dir);
    for (const file of js) assert.is(read(file), before.get(file));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
