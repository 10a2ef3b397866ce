// The packages' CommonJS modules compiled with their file (scripts/package-eager.mjs, D135): esbuild's
// wrapper of each one written as a parenthesised function, the modules working as before, and a source
// map that still points each piece of code at its source.
import * as esbuild from "esbuild";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { eagerCommonJs, runtimeChunks } from "../scripts/package-eager.mjs";

// Two entries with a CommonJS module each, as the vendor build's files are: esbuild's helpers, which
// both use, then sit in a runtime chunk of their own that both import.
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

async function built() {
  const dir = mkdtempSync(path.join(tmpdir(), "package-eager-"));
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ["one.js", "two.js"],
    outdir: path.join(dir, "out"),
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    sourcemap: true,
    metafile: true,
    write: false,
    logLevel: "silent",
  });
  const rel = (file: string) => path.relative(path.join(dir, "out"), file);
  const files = result.outputFiles.map((file) => ({ rel: rel(file.path), contents: file.contents }));
  return { dir, files, runtimes: runtimeChunks(result.metafile) };
}

const text = (files: { rel: string; contents: Uint8Array }[], rel: string) =>
  Buffer.from(files.find((file) => file.rel === rel)!.contents).toString("utf8");

test("each CommonJS module's wrapper becomes a parenthesised function, and the modules work as before", async () => {
  const { dir, files, runtimes } = await built();
  try {
    assert.is(runtimes.length, 1, "esbuild's helpers are a chunk of their own");
    const eager = eagerCommonJs(files, runtimes);
    const js = eager.filter((file) => file.rel.endsWith(".js") && !runtimes.includes(file.rel));
    const wrapped = js.flatMap((file) => text(eager, file.rel).match(/\(\(function\([\w$,]*\)\{/g) ?? []);
    assert.is(wrapped.length, 2, "both CommonJS modules");
    assert.not.match(js.map((file) => text(eager, file.rel)).join("\n"), /=[\w$]+\(\(?[\w$,]*\)?=>\{/);
    const out = path.join(dir, "eager");
    mkdirSync(out);
    for (const file of eager) writeFileSync(path.join(out, file.rel), file.contents);
    writeFileSync(path.join(out, "package.json"), '{"type":"module"}');
    const { one } = await import(pathToFileURL(path.join(out, "one.js")).href);
    const { two } = await import(pathToFileURL(path.join(out, "two.js")).href);
    assert.is(one(), "Hello, one!");
    assert.is(two(), 21, "10, then 11: the module's state kept between calls");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the source map still points the code after each wrapper at its source", async () => {
  const { dir, files, runtimes } = await built();
  try {
    const eager = eagerCommonJs(files, runtimes);
    // The chunk holding counter.cjs: its `count += by` is after the wrapper's start, so it moved.
    const chunk = eager.find((file) => file.rel.endsWith(".js") && text(eager, file.rel).includes("+="))!;
    const before = text(files, chunk.rel);
    const after = text(eager, chunk.rel);
    assert.is.not(after.indexOf("+="), before.indexOf("+="), "the code moved");
    const map = new SourceMap(JSON.parse(text(eager, `${chunk.rel}.map`)));
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

test("a file without esbuild's helpers is left as it was", () => {
  const file = { rel: "plain.js", contents: Buffer.from("var a=b(c=>{return c});export{a};") };
  const same = eagerCommonJs([file], ["chunk-RUNTIME.js"]);
  assert.is(same[0], file);
});

test.run();
