// npm test's lanes of bundled test files (scripts/test.mjs): which files each runs, bundled once per run
// into .cache (scripts/test-bundle.mjs, D107) and removed when the process ends, and the node arguments
// that run them with uvu.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ALIASES } from "./preact-hook.mjs";
import { bundleLane } from "./test-bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The unit tests in src, schema, mocks and test whose files end in `.test.` and `extension` (a pattern). */
const unitTests = (extension) => new RegExp(`^(src|schema|mocks|test)/.*\\.test\\.${extension}$`);
/** The screen tests the Preact lane runs again (schema/ and mocks/ have none). */
const UNIT_TESTS = unitTests("tsx?");
const PREACT_TESTS = /^(src|test)\/.*\.test\.tsx$/;
export const CONTRACT_FILES = /^contract-tests\/[^/]+\.test\.ts$/;
const CONTRACT_RUNNER = /^contract-tests\/run\.ts$/;
const SETUP = "test/setup.ts";

// The test files, bundled once per run into .cache (D107), removed when this process ends: one bundle
// for Node with every lane's files, so the screen, other unit and contract tests share one build and
// its chunks (D130), and the screen tests again for Preact. swr and wouter import react as ES modules:
// bundled, they are aliased with the app (D107).
const BUNDLES = {
  node: {
    tests: [
      { dir: ".", pattern: UNIT_TESTS },
      { dir: "contract-tests", pattern: CONTRACT_RUNNER },
    ],
  },
  preact: {
    tests: [{ dir: ".", pattern: PREACT_TESTS }],
    preact: true,
    inside: ["swr", "wouter"],
  },
};

// Each lane: its bundle, the files of it that it runs (by their source's name, `.js` added) and the
// module preloaded before them.
export const LANES = {
  unit: { bundle: "node", pattern: UNIT_TESTS, setup: SETUP },
  // The unit lane in two, for npm test's plan (D120): the screen tests, and the rest.
  screens: { bundle: "node", pattern: unitTests("tsx"), setup: SETUP },
  logic: { bundle: "node", pattern: unitTests("ts"), setup: SETUP },
  preact: { bundle: "preact", pattern: PREACT_TESTS, setup: SETUP },
};
const bundles = new Map();
process.once("exit", () => {
  for (const outdir of bundles.keys()) rmSync(outdir, { recursive: true, force: true });
});

/** Bundle `name`'s folder in .cache, built on first use. */
export async function bundle(name) {
  const { preact, ...rest } = BUNDLES[name];
  const outdir = path.join(root, ".cache", `lane-${name}-${process.pid}`);
  if (!bundles.has(outdir))
    bundles.set(outdir, bundleLane({ ...rest, outdir, extra: [SETUP], alias: preact ? ALIASES : undefined }));
  return bundles.get(outdir);
}

/** The node arguments that run lane `name`'s bundled test files with uvu (bundled on first use). */
export async function uvu(name) {
  const lane = LANES[name];
  const outdir = await bundle(lane.bundle);
  const setup = lane.setup ? ["--import", pathToFileURL(path.join(outdir, `${lane.setup}.js`)).href] : [];
  // Testing Library require()s react-dom: that still needs the alias at run time.
  const aliases = BUNDLES[lane.bundle].preact ? ["--import", "./scripts/preact-aliasing.mjs"] : [];
  // uvu matches a file's path in the folder; the lane's pattern is for the source's path.
  const files = lane.pattern.source.replace(/\$$/, "\\.js$");
  return ["--enable-source-maps", ...aliases, ...setup, "node_modules/uvu/bin.js", outdir, files];
}
