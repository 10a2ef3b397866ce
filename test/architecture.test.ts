// docs/ARCHITECTURE.md "The layers of src/": imports flow one way, so the architecture cannot rot quietly.
// Inside src/ each folder is a layer and imports only the layers below it (or its own); features never
// import each other; the shell (src/app/) is imported by main.tsx alone. schema/ imports nothing of ours; mocks/
// never imports src/; src/ reaches mocks/ only through the one lazy import at boot. Tests obey the same
// rules, except that test code may also use test/ and mocks/ (the fake provider it runs against).
import path from "node:path";
import { test } from "uvu";
import * as assert from "uvu/assert";
import { readSource, sourceFiles } from "./source-files.ts";

interface Edge {
  from: string;
  to: string;
  lazy: boolean;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function edgesOf(file: string): Edge[] {
  const edges: Edge[] = [];
  for (const match of readSource(file).matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3]!;
    if (!specifier.startsWith(".")) continue;
    edges.push({
      from: file,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
      lazy: match[3] !== undefined,
    });
  }
  return edges;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)test(-support)?\//.test(file);
const product = (folder: string) =>
  sourceFiles(folder)
    .filter((f) => !isTest(f))
    .flatMap(edgesOf);
const everything = (folder: string) => sourceFiles(folder).flatMap(edgesOf);
const describe = (edges: Edge[]) => edges.map((e) => `${e.from} -> ${e.to}`);

// ---------------------------------------------------------------------------------------------
// The layers of src/, bottom first, and what each may import besides itself and schema/.

const LAYERS = ["lib", "config", "session", "api", "ui", "domain", "features", "app", "main.tsx"] as const;
type Layer = (typeof LAYERS)[number];

const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  lib: [],
  config: ["lib"],
  session: ["lib", "config"],
  api: ["lib", "config", "session"],
  // Shared UI is presentational: it knows no transport and no session.
  ui: ["lib", "config"],
  // What several features share about orders, suppliers, products and roles: reads, writes and widgets.
  domain: ["lib", "config", "session", "api", "ui"],
  features: ["lib", "config", "session", "api", "ui", "domain"],
  app: ["lib", "config", "session", "api", "ui", "domain", "features"],
  "main.tsx": ["lib", "config", "session", "api", "ui", "domain", "features", "app"],
};

function layerOf(file: string): Layer | undefined {
  const [top, second] = file.split("/");
  if (top !== "src" || !second) return undefined;
  return LAYERS.find((layer) => layer === second);
}

/** An import that breaks the layer rules: upwards, sideways between features, or into the shell. */
function breaksLayers(edge: Edge): boolean {
  const from = layerOf(edge.from);
  if (!from) return false;
  if (edge.to.startsWith("schema/")) return false;
  if (isTest(edge.from) && (edge.to.startsWith("test/") || edge.to.startsWith("mocks/"))) return false;
  if (edge.to.startsWith("mocks/")) return false; // the boot import, checked on its own below
  const to = layerOf(edge.to);
  if (!to) return true; // src/ imports only src/, schema/ (and mocks/ as below)
  return to !== from && !MAY_IMPORT[from].includes(to);
}

test("every import in src/ goes down the layers: lib, config, session, api, ui, domain, features, app, main", () => {
  assert.equal(describe(everything("src").filter(breaksLayers)), []);
});

test("features never import each other", () => {
  const feature = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
  const crossing = everything("src").filter(
    (e) => feature(e.from) && feature(e.to) && feature(e.from) !== feature(e.to),
  );
  assert.equal(describe(crossing), []);
});

test("product code of src/ imports neither test/ nor test-support folders", () => {
  assert.equal(describe(product("src").filter((e) => isTest(e.to))), []);
});

test("test kits live in test/ alone, never in a test-support folder inside src/", () => {
  assert.equal(
    sourceFiles("src").filter((f) => f.includes("/test-support/")),
    [],
  );
});

// The purchase-order wing is arranged by screen: list/, view/, edit/ and check-in/ each import only
// themselves and shared/ (and what lies below the feature); shared/ imports none of them.
test("a purchase-order screen folder imports only itself and shared/", () => {
  const room = (file: string) => /^src\/features\/purchase-orders\/([^/]+)\//.exec(file)?.[1];
  const crossing = everything("src").filter((e) => {
    const from = room(e.from);
    const to = room(e.to);
    return from && to && from !== to && to !== "shared";
  });
  assert.equal(describe(crossing), []);
});

test("schema/ imports nothing outside schema/", () => {
  assert.equal(describe(product("schema").filter((e) => !e.to.startsWith("schema/"))), []);
});

test("the REST contract is read through schema/rest.ts alone, never one of its parts in schema/rest/", () => {
  const folders = ["src", "schema", "mocks", "contract-tests", "demo", "scripts", "test"];
  const intoParts = folders
    .flatMap(everything)
    .filter((e) => e.to.startsWith("schema/rest/") && !e.from.startsWith("schema/rest"));
  assert.equal(describe(intoParts), []);
});

test("mocks/ never imports src/", () => {
  assert.equal(describe(everything("mocks").filter((e) => e.to.startsWith("src/"))), []);
});

test("src/ product code imports mocks/ only through the one lazy import at boot", () => {
  const intoMocks = product("src").filter((e) => e.to.startsWith("mocks/"));
  assert.equal(
    intoMocks.map((e) => ({ from: e.from, to: e.to, lazy: e.lazy })),
    [{ from: "src/main.tsx", to: "mocks/browser.ts", lazy: true }],
  );
});

// Modules of ours that only one action needs, loaded when it runs and never with a screen (issue 16: the
// CSV writer "loaded only when exporting", D152). scripts/bundle-report.mjs keeps them out of the first
// load too.
const LOADED_WHEN_USED = ["src/lib/csv.ts"];

test("src/ product code loads the CSV writer only when exporting: a lazy import, never a static one", () => {
  const intoLazy = product("src").filter((e) => LOADED_WHEN_USED.includes(e.to));
  assert.equal(describe(intoLazy.filter((e) => !e.lazy)), []);
  assert.ok(intoLazy.length > 0, "the export still loads it");
});

// ---------------------------------------------------------------------------------------------
// The checker itself

test("the import scanner sees static, side-effect, re-exported and lazy imports", () => {
  const edges = edgesOf("src/main.tsx");
  assert.ok(edges.some((e) => e.to === "src/app/boot-error.ts" && !e.lazy));
  assert.ok(edges.some((e) => e.to === "src/app/root.tsx" && e.lazy));
  assert.ok(edges.some((e) => e.to === "mocks/browser.ts" && e.lazy));
  assert.ok(edges.some((e) => e.to.endsWith(".css") && !e.lazy));
});

test("the layer rule refuses an upward import, a shell import and an import from outside", () => {
  const edge = (from: string, to: string): Edge => ({ from, to, lazy: false });
  assert.ok(breaksLayers(edge("src/api/http.ts", "src/app/config.ts")));
  assert.ok(breaksLayers(edge("src/lib/greeting.ts", "src/ui/strings.ts")));
  assert.ok(breaksLayers(edge("src/ui/paged-list.tsx", "src/api/connection.ts")));
  assert.ok(breaksLayers(edge("src/features/a/x.ts", "src/app/paths.ts")));
  assert.ok(breaksLayers(edge("src/session/x.ts", "src/api/http.ts")));
  assert.ok(breaksLayers(edge("src/ui/x.ts", "demo/steps.ts")));
  assert.ok(breaksLayers(edge("src/domain/x.ts", "src/features/a/y.ts")));
  assert.ok(breaksLayers(edge("src/ui/x.ts", "src/domain/y.ts")));
  assert.not.ok(breaksLayers(edge("src/features/a/x.ts", "src/domain/y.ts")));
  assert.not.ok(breaksLayers(edge("src/features/a/x.ts", "src/api/http.ts")));
  assert.not.ok(breaksLayers(edge("src/features/a/x.test.ts", "mocks/node.ts")));
  assert.not.ok(breaksLayers(edge("src/app/app.tsx", "src/features/a/x.ts")));
});

test.run();
