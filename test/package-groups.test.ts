// Which packages share a file (scripts/package-groups.mjs, D122): the first load's packages one file, a
// lazy load's packages the file of the loads that need them; and what a group's file exports.
import type { Metafile } from "esbuild";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { groupSource, packageGroups } from "../scripts/package-groups.mjs";

const at = (spec: string) => `./vendor?${spec}`;
type Edge = [path: string, kind?: "import-statement" | "dynamic-import"];
/** An output importing `edges` (a spec's placeholder is external). */
const output = (entryPoint: string | undefined, edges: Edge[]) => ({
  ...(entryPoint && { entryPoint }),
  imports: edges.map(([path, kind = "import-statement"]) => ({
    path,
    kind,
    ...(path.startsWith("./vendor?") && { external: true }),
  })),
});
const specs = ["graphql", "jspdf-free", "msw", "react", "swr", "wouter", "zod"];
const specOf = new Map(specs.map((spec) => [at(spec), spec]));
// main loads root at once; root shares a chunk with a screen; the screen and the provider load lazily
// and share a chunk importing zod; the PDF loads from the provider.
const metafile = {
  inputs: {},
  outputs: {
    "main.js": output("src/main.tsx", [
      ["root.js", "dynamic-import"],
      ["provider.js", "dynamic-import"],
    ]),
    "root.js": output("src/app/root.tsx", [["shared.js"], [at("react")], ["screen.js", "dynamic-import"]]),
    "shared.js": output(undefined, [[at("wouter")]]),
    "screen.js": output("src/screen.tsx", [["shared.js"], ["lazy-shared.js"], [at("swr")], [at("react")]]),
    "provider.js": output("mocks/browser.ts", [
      ["lazy-shared.js"],
      [at("msw")],
      [at("graphql")],
      ["pdf.js", "dynamic-import"],
    ]),
    "lazy-shared.js": output(undefined, [[at("zod")]]),
    "pdf.js": output("mocks/pdf.ts", [[at("jspdf-free")]]),
    "main.css": { imports: [] },
  },
} as unknown as Metafile;

test("the first load's packages share a file; a lazy load's share one with the packages the same loads need", () => {
  assert.equal(packageGroups(metafile, specOf, specs, ["src/main.tsx", "src/app/root.tsx"]), {
    initial: ["react", "wouter"],
    graphql: ["graphql", "msw"], // the provider's
    "jspdf-free": ["jspdf-free"], // the PDF's, loaded after the provider
    swr: ["swr"], // the screen's
    zod: ["zod"], // the screen's and the provider's
  });
});

test("without the app root in the first load, its packages are grouped by the lazy loads that need them", () => {
  const groups = packageGroups(metafile, specOf, specs, ["src/main.tsx"]);
  assert.equal(groups.react, ["react", "wouter"]);
  assert.is(groups.initial, undefined);
});

test("a group's file exports each name under a short name, and a namespace's members as one object", () => {
  const usage = {
    react: { names: ["default", "useState"], members: [] },
    "zod/mini": { names: ["ZodError"], members: ["infer", "object"] },
    polyfill: { names: [], members: [] },
  };
  const { source, links } = groupSource(["polyfill", "react", "zod/mini"], usage);
  assert.equal(links, {
    polyfill: { names: {} },
    react: { names: { default: "a", useState: "b" } },
    "zod/mini": { names: { ZodError: "c" }, namespace: "d" },
  });
  assert.is(
    source,
    [
      'import "polyfill";',
      'export { default as a, useState as b } from "react";',
      'export { ZodError as c } from "zod/mini";',
      'import * as ns2 from "zod/mini";',
      'export const d = { "infer": ns2.infer, "object": ns2.object };',
      "",
    ].join("\n"),
  );
});

test.run();
