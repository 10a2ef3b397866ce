// What our code takes from each package (scripts/package-usage.mjs, D121), read from esbuild's minified
// output and, for a namespace import, from the source.
import { test } from "uvu";
import * as assert from "uvu/assert";
import { namespaceMembers, scanOutput, type PackageUse } from "../scripts/package-usage.mjs";

const specOf = new Map([
  ["./vendor-react-A.js", "react"],
  ["./vendor-zod-B.js", "zod/mini"],
  ["./vendor-pdf-C.js", "jspdf"],
  ["./vendor-style-D.js", "polyfill"],
  ["./vendor-swr-E.js", "swr"],
]);
const scan = (text: string) => {
  const uses = new Map<string, PackageUse>();
  const namespaces = scanOutput(text, specOf, uses);
  const plain = Object.fromEntries(
    [...uses].map(([spec, use]) => [spec, { names: [...use.names].sort(), whole: use.whole }]),
  );
  return { uses: plain, namespaces: [...namespaces] };
};

test("named, default, namespace, bare and dynamic imports of package files are told apart", () => {
  const text =
    'import{useState as r,useId as i}from"./vendor-react-A.js";import t,{mutate as m}from"./vendor-swr-E.js";' +
    'import*as z from"./vendor-zod-B.js";import"./vendor-style-D.js";import{a as b}from"./chunk-X.js";' +
    'var p=()=>import("./vendor-pdf-C.js");';
  assert.equal(scan(text), {
    uses: {
      react: { names: ["useId", "useState"], whole: false },
      swr: { names: ["default", "mutate"], whole: false },
      "zod/mini": { names: [], whole: false },
      polyfill: { names: [], whole: false },
      jspdf: { names: [], whole: true },
    },
    namespaces: ["zod/mini"],
  });
});

test("a namespace's members are the names its source reads off it, types included", () => {
  const source =
    'import * as z from "zod/mini";\nconst s = z.object({ a: z.string() });\ntype S = z.infer<typeof s>;';
  assert.equal([...(namespaceMembers(source, "zod/mini") as Set<string>)].sort(), [
    "infer",
    "object",
    "string",
  ]);
  assert.is(namespaceMembers('import { object } from "zod/mini";', "zod/mini"), undefined);
});

test("a namespace used as a value takes the whole package; a letter in a pattern does not", () => {
  const of = (code: string) => namespaceMembers(`import * as z from "zod/mini";\n${code}`, "zod/mini");
  for (const code of ["f(z);", "const all = z;", "export { z };", "z[key]();", "return z"])
    assert.is(of(code), "whole", code);
  assert.equal([...(of("const lower = /[a-z]/;\nz.email();") as Set<string>)], ["email"]);
});

test.run();
