// Our code's imports linked to the packages' group files (scripts/package-imports.mjs, D122): one import
// statement per file and chunk, by the file's short names, and a source map that still points each
// piece of code at its source.
import * as esbuild from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { linkImports, shiftMappings, type PackageLink } from "../scripts/package-imports.mjs";

const GROUP = "./vendor-initial-AAAA1111.js";
const LAZY = "./vendor-swr-BBBB2222.js";
const links = new Map<string, PackageLink>([
  [`${GROUP}?react`, { file: GROUP, spec: "react", names: { useState: "a", useId: "b", default: "c" } }],
  [`${GROUP}?zod/mini`, { file: GROUP, spec: "zod/mini", names: {}, namespace: "d" }],
  [`${GROUP}?polyfill`, { file: GROUP, spec: "polyfill", names: {} }],
  [`${LAZY}?swr`, { file: LAZY, spec: "swr", names: { default: "a", mutate: "b" } }],
]);
const link = (text: string) => linkImports(text, links)?.text;

test("a chunk imports each group's file once, by its short names, where its first import of it was", () => {
  const text =
    `import{a as x}from"./chunk-X.js";import{useState as s}from"${GROUP}?react";var v=s(1);` +
    `import R,{useId as i}from"${GROUP}?react";import*as z from"${GROUP}?zod/mini";` +
    `import w,{mutate as m}from"${LAZY}?swr";var u=i(),o=z.object;`;
  assert.is(
    link(text),
    `import{a as x}from"./chunk-X.js";import{a as s,c as R,b as i,d as z}from"${GROUP}";var v=s(1);` +
      `import{a as w,b as m}from"${LAZY}";var u=i(),o=z.object;`,
  );
});

test("a bare import stays one bare import of the file; a re-export keeps its place", () => {
  assert.is(link(`import"${GROUP}?polyfill";var a=1;`), `import"${GROUP}";var a=1;`);
  assert.is(
    link(
      `import"${GROUP}?polyfill";import{useId as i}from"${GROUP}?react";export{useState as u}from"${GROUP}?react";`,
    ),
    `import{b as i}from"${GROUP}";export{a as u}from"${GROUP}";`,
  );
  assert.is(linkImports(`import{a as b}from"./chunk-X.js";`, links), undefined);
});

test("a name the group's file does not export, or a re-export of a whole package, fails the build", () => {
  assert.throws(() => link(`import{useRef as r}from"${GROUP}?react";`), /react's useRef is not in/);
  assert.throws(() => link(`export*from"${GROUP}?react";`), /re-exports all of react/);
});

/** Decodes a source map's mappings: per segment, its line and column and the rest of its fields. */
function decode(mappings: string) {
  const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const segments: number[][] = [];
  const state = [0, 0, 0, 0, 0];
  mappings.split(";").forEach((line, index) => {
    state[0] = 0;
    for (const segment of line.split(",").filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = digits.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (!(digit & 32)) {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      values.forEach((v, i) => (state[i] += v));
      segments.push([index, ...state.slice(0, values.length)]);
    }
  });
  return segments;
}

test("the source map points each piece of code at the same source after the imports are linked", async () => {
  // Three modules in one chunk: esbuild keeps each one's import of a package, the code between them.
  const modules: Record<string, string> = {
    "entry.js": 'export * from "./a.js";\nexport * from "./b.js";\nexport * from "./c.js";',
    "a.js": 'import { useState } from "react";\nexport const first = () => useState(1);',
    "b.js": 'import * as z from "zod/mini";\nexport const label = "café — " + z.string;',
    "c.js": 'import { useId } from "react";\nexport function second() {\n  return [useId(), `\n`];\n}',
  };
  const placeholders = { react: `${GROUP}?react`, "zod/mini": `${GROUP}?zod/mini` };
  const built = await esbuild.build({
    entryPoints: ["entry.js"],
    plugins: [
      {
        name: "modules",
        setup(build) {
          build.onResolve({ filter: /^\.?\/?\w+\.js$/ }, ({ path }) => ({
            path: path.replace("./", ""),
            namespace: "m",
          }));
          build.onLoad({ filter: /.*/, namespace: "m" }, ({ path }) => ({
            contents: modules[path],
            loader: "js",
          }));
        },
      },
    ],
    bundle: true,
    format: "esm",
    minify: true,
    sourcemap: "external",
    charset: "utf8",
    write: false,
    outdir: "out",
    alias: placeholders,
    external: Object.values(placeholders),
  });
  const text = built.outputFiles.find((file) => file.path.endsWith(".js"))!.text;
  const map = JSON.parse(built.outputFiles.find((file) => file.path.endsWith(".map"))!.text);
  const linked = linkImports(text, links)!;
  assert.is(linked.edits.length, 3);
  assert.ok(text.includes("\n"), "the output has more than one line");
  const before = decode(map.mappings);
  const after = decode(shiftMappings(map.mappings, text, linked.edits));
  assert.is(after.length, before.length);
  const lines = (code: string) => code.split("\n");
  const offset = (line: number, column: number) =>
    lines(text).slice(0, line).join("\n").length + (line ? 1 : 0) + column;
  let compared = 0;
  before.forEach(([line, column, ...rest], i) => {
    const [lineAfter, columnAfter, ...restAfter] = after[i];
    assert.equal([lineAfter, ...restAfter], [line, ...rest]);
    const at = offset(line, column);
    if (linked.edits.some(({ start, removed }) => at >= start && at < start + removed)) return;
    compared++;
    // The code from there up to the next statement linked (or 12 characters) reads the same.
    const next = linked.edits.find(({ start }) => start > at)?.start ?? Infinity;
    const length = Math.min(12, next - at);
    assert.is(
      lines(linked.text)[lineAfter].slice(columnAfter, columnAfter + length),
      lines(text)[line].slice(column, column + length),
    );
  });
  assert.ok(compared > 5);
});

test.run();
