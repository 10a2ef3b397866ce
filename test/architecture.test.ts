// DESIGN.md section 2 and STYLE.md: imports flow one way, so the architecture cannot rot quietly.
// schema/ imports nothing of ours; src/ never imports mocks/ but for the one lazy boot import; mocks/
// never imports src/; features never import each other.
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readSource, sourceFiles } from "./source-files.ts";

interface Edge {
  from: string;
  to: string;
  lazy: boolean;
}

function edgesOf(file: string): Edge[] {
  const source = readSource(file);
  const edges: Edge[] = [];
  const pattern = /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2]!;
    if (!specifier.startsWith(".")) continue;
    edges.push({
      from: file,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
      lazy: !match[1],
    });
  }
  return edges;
}

const all = (folder: string) =>
  sourceFiles(folder)
    .filter((f) => !/\.test\.tsx?$/.test(f))
    .flatMap(edgesOf);
const describe = (edges: Edge[]) => edges.map((e) => `${e.from} -> ${e.to}`);

test("schema/ imports nothing outside schema/", () => {
  assert.equal(describe(all("schema").filter((e) => !e.to.startsWith("schema/"))), []);
});

test("mocks/ never imports src/", () => {
  assert.equal(describe(all("mocks").filter((e) => e.to.startsWith("src/"))), []);
});

test("src/ imports mocks/ only through the one lazy import at boot", () => {
  const intoMocks = all("src").filter((e) => e.to.startsWith("mocks/"));
  assert.equal(
    intoMocks.map((e) => ({ from: e.from, to: e.to, lazy: e.lazy })),
    [{ from: "src/main.tsx", to: "mocks/browser.ts", lazy: true }],
  );
});

test("features never import each other", () => {
  const feature = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
  const crossing = all("src").filter(
    (e) => feature(e.from) && feature(e.to) && feature(e.from) !== feature(e.to),
  );
  assert.equal(describe(crossing), []);
});

test("the import scanner sees static, re-exported and lazy imports", () => {
  const edges = edgesOf("src/main.tsx");
  assert.ok(edges.some((e) => e.to === "src/app/app.tsx" && !e.lazy));
  assert.ok(edges.some((e) => e.to === "mocks/browser.ts" && e.lazy));
});

test.run();
